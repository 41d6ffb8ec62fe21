package keyflow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

const computedSrc = `package p

import (
	"hash/fnv"
	"strconv"
	"time"
)

type S struct {
	tags  []string
	count int
	ch    chan int
}

func part(s string, n int) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(s))
	return int(h.Sum32()) % n
}

func (s *S) tag(i int) string {
	if s.tags != nil {
		return s.tags[i]
	}
	return strconv.Itoa(i)
}

func sum(n int) int {
	x := 0
	for i := 0; i < n; i++ {
		x += i
	}
	return x
}

func (s *S) next() int    { s.count++; return s.count }
func stamp() string       { return time.Now().String() }
func recv(s *S) int       { return <-s.ch }
func spawn() int          { go sum(1); return 1 }
func apply(f func() int) int { return f() }
func (s *S) grow(n int) int { n++; return n }

func f(s *S, id string, i, j int) {
	p := part(id, 8)
	k1 := "{" + strconv.Itoa(part(id, 8)) + "}"
	k2 := "{" + strconv.Itoa(p) + "}"
	k3 := "{" + strconv.Itoa(part(id, 16)) + "}"
	k4 := "{" + s.tags[i] + "}"
	k5 := "{" + s.tags[i] + "}"
	k6 := "{" + s.tags[j] + "}"
	k7 := "{" + strconv.Itoa(s.next()) + "}"
	k8 := "{" + strconv.Itoa(s.next()) + "}"
	_, _, _, _, _, _, _, _ = k1, k2, k3, k4, k5, k6, k7, k8
}
`

// TestDeterministic tells the functions whose result depends on their
// arguments alone from those that write state, wait, or call what they
// cannot see.
func TestDeterministic(t *testing.T) {
	p, _ := checkSource(t, computedSrc)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	lookup := func(name string) *types.Func {
		if obj := p.Types.Scope().Lookup(name); obj != nil {
			return obj.(*types.Func)
		}
		named := p.Types.Scope().Lookup("S").Type().(*types.Named)
		for m := range named.Methods() {
			if m.Name() == name {
				return m
			}
		}
		t.Fatalf("no function %s", name)
		return nil
	}
	for name, want := range map[string]bool{
		"part": true, "tag": true, "sum": true,
		"next": false, "stamp": false, "recv": false, "spawn": false, "apply": false, "grow": false,
	} {
		assert.Equal(t, want, ev.deterministic(lookup(name)), name)
	}
}

// TestComputedIdentities: the same computation of the same values is one
// hole identity, whether spelled at the use or through a local; other
// arguments, or a call that is not deterministic, are not.
func TestComputedIdentities(t *testing.T) {
	p, f := checkSource(t, computedSrc)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	ids := map[string]keyrules.Identity{}
	for name, e := range keyExprs(f) {
		alts := ev.Eval(e).Alts
		require.Len(t, alts, 1, name)
		var holes []*keyrules.Hole
		for _, part := range alts[0].Parts {
			if part.Hole != nil {
				holes = append(holes, part.Hole)
			}
		}
		require.Len(t, holes, 1, name)
		ids[name] = holes[0].ID
	}
	assert.NotNil(t, ids["k1"])
	assert.Equal(t, ids["k1"], ids["k2"], "part(id, 8) through a local")
	assert.NotEqual(t, ids["k1"], ids["k3"], "part(id, 16)")
	assert.NotNil(t, ids["k4"])
	assert.Equal(t, ids["k4"], ids["k5"], "s.tags[i] twice")
	assert.NotEqual(t, ids["k4"], ids["k6"], "s.tags[j]")
	assert.Nil(t, ids["k7"], "a counter")
	assert.Nil(t, ids["k8"], "a counter")
}
