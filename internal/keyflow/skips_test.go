package keyflow

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
)

// evalWithHelpers is evalKeys with the package's functions known, so that
// calls of its key helpers are evaluated.
func evalWithHelpers(t *testing.T, src string) map[string][]string {
	t.Helper()
	p, f := checkSource(t, src)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	out := map[string][]string{}
	for name, e := range keyExprs(f) {
		for _, tmpl := range ev.Eval(e).ToRules() {
			out[name] = append(out[name], tmpl.String())
		}
		sort.Strings(out[name])
	}
	return out
}

// TestSkippedBranches: an emptiness or last-byte test whose body gives the
// variable a new value splits what it held before.
func TestSkippedBranches(t *testing.T) {
	got := evalWithHelpers(t, `package p

import "strings"

func prefix(ns string) string {
	if ns != "" {
		ns += ":"
	}
	return ns
}

func colon(ns string) string {
	l := len(ns)
	if l > 0 && ns[l-1] != ':' {
		ns = ns + ":"
	}
	return ns
}

func suffixed(ns string) string {
	if !strings.HasSuffix(ns, ":") {
		ns += ":"
	}
	return ns
}

func exits(ns string) string {
	if len(ns) != 0 {
		return ns + ":jobs"
	}
	return ns + "jobs"
}

func defaulted(ns string) string {
	if ns == "" {
		ns = "app"
	}
	return ns
}

func f(ns string) {
	k1 := prefix(ns) + "jobs"
	k2 := prefix("mail") + "jobs"
	k3 := prefix("") + "jobs"
	k4 := colon("mail") + "jobs"
	k5 := colon("mail:") + "jobs"
	k6 := colon(ns) + "jobs"
	k7 := suffixed("mail") + "jobs"
	k8 := exits(ns)
	k9 := defaulted(ns) + ":jobs"
	_, _, _, _, _, _, _, _, _ = k1, k2, k3, k4, k5, k6, k7, k8, k9
}
`)
	assert.Equal(t, []string{"<string>:jobs"}, got["k1"])
	assert.Equal(t, []string{"mail:jobs"}, got["k2"])
	assert.Equal(t, []string{"jobs"}, got["k3"])
	assert.Equal(t, []string{"mail:jobs"}, got["k4"])
	assert.Equal(t, []string{"mail:jobs"}, got["k5"])
	assert.Equal(t, []string{"<string>:jobs"}, got["k6"])
	assert.Equal(t, []string{"mail:jobs"}, got["k7"])
	assert.Equal(t, []string{"<string>:jobs"}, got["k8"])
	// A test that proves the value not empty splits nothing.
	assert.Equal(t, []string{"<string>:jobs", "app:jobs"}, got["k9"])
}

// TestSelectedBranches: a constant argument takes only its branch of the
// helper it is passed to.
func TestSelectedBranches(t *testing.T) {
	got := evalWithHelpers(t, `package p

type Kind int

const (
	KindA Kind = iota
	KindB
	KindC
)

func byCase(id string, k Kind) string {
	switch k {
	case KindA, KindB:
		return "ab:" + id
	default:
		return "other:" + id
	}
}

func byIf(id string, k Kind) string {
	if k != KindC {
		return "not_c:" + id
	}
	return "c:" + id
}

func byAssign(id string, flag bool) string {
	kind := "plain"
	if !flag {
		kind = "flagged"
	}
	return kind + ":" + id
}

func f(id string, k Kind) {
	k1 := byCase(id, KindB)
	k2 := byCase(id, KindC)
	k3 := byCase(id, k)
	k4 := byIf(id, KindC)
	k5 := byIf(id, KindA)
	k6 := byAssign(id, true)
	k7 := byAssign(id, false)
	_, _, _, _, _, _, _ = k1, k2, k3, k4, k5, k6, k7
}
`)
	assert.Equal(t, []string{"ab:<string>"}, got["k1"])
	assert.Equal(t, []string{"other:<string>"}, got["k2"])
	assert.Equal(t, []string{"ab:<string>", "other:<string>"}, got["k3"])
	assert.Equal(t, []string{"c:<string>"}, got["k4"])
	assert.Equal(t, []string{"not_c:<string>"}, got["k5"])
	assert.Equal(t, []string{"plain:<string>"}, got["k6"])
	assert.Equal(t, []string{"flagged:<string>"}, got["k7"])
}
