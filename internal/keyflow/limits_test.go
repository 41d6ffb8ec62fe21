package keyflow

import (
	"fmt"
	"go/ast"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evalLimits evaluates the k… variables of src with the package's
// functions summarised, and returns their values and the Evaluator.
func evalLimits(t *testing.T, src string) (map[string]Value, *Evaluator) {
	t.Helper()
	p, f := checkSource(t, src)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	out := map[string]Value{}
	for name, e := range keyExprs(f) {
		out[name] = ev.Eval(e)
	}
	return out, ev
}

func texts(v Value) []string {
	var out []string
	for _, t := range v.ToRules() {
		out = append(out, t.String())
	}
	return out
}

// A chain of variables, each the one before, is followed to its end:
// no depth bound cuts it.
func TestLongChainsAreFollowed(t *testing.T) {
	var src strings.Builder
	src.WriteString("package p\n\nfunc f(id string) {\n\tv0 := \"user:\"\n")
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&src, "\tv%d := v%d\n", i, i-1)
	}
	src.WriteString("\tk := v30 + id\n\t_ = k\n}\n")
	got, _ := evalLimits(t, src.String())
	assert.Equal(t, []string{"user:<string>"}, texts(got["k"]))
	assert.Equal(t, NoLimit, got["k"].Limit)
}

// Evaluating helpers again with their calls' arguments, when each calls
// the next on two paths, takes a share of the budget, not all of it: the
// summary stands for the call past the share.
func TestBindingTakesAShareOfTheBudget(t *testing.T) {
	var src strings.Builder
	src.WriteString("package p\n\nimport \"strings\"\n\n")
	const n = 20
	for i := 1; i < n; i++ {
		fmt.Fprintf(&src, "func f%d(s string) string {\n\tif s == \"\" {\n\t\treturn f%d(s)\n\t}\n\treturn f%d(s)\n}\n\n", i, i+1, i+1)
	}
	fmt.Fprintf(&src, "func f%d(s string) string { return strings.ToUpper(s) }\n\n", n)
	src.WriteString("func g(s string) string { return strings.ToUpper(s) }\n\n")
	src.WriteString("func use() {\n\tk1 := f1(\"user:1\")\n\tk2 := g(\"user:2\")\n\t_, _ = k1, k2\n}\n")
	got, ev := evalLimits(t, src.String())
	assert.Equal(t, []string{"USER:2"}, texts(got["k2"]), "a call evaluated again within its share")
	assert.Equal(t, []string{"user:1"}, texts(got["k1"]), "past the share, the summary bound to the argument")
	assert.Less(t, ev.steps, 3*maxBindSteps, "the share bounds the work")
}

// Past the package's budget an expression is an unknown hole that says
// so.
func TestBudgetExhausted(t *testing.T) {
	p, f := checkSource(t, "package p\n\nfunc f(id string) {\n\tk := \"user:\" + id\n\t_ = k\n}\n")
	ev := New(p, &sources{}, nil)
	e := keyExprs(f)["k"]
	assert.Equal(t, NoLimit, ev.Eval(e).Limit)
	ev.steps = maxSteps
	got := ev.Eval(e)
	assert.Equal(t, LimitBudget, got.Limit)
	require.Len(t, got.Alts, 1)
	assert.True(t, got.Alts[0].IsUnknown())
}

// A call through a function value that may hold more functions than
// maxFuncValues is not followed, and says so.
func TestTooManyFuncValues(t *testing.T) {
	var src strings.Builder
	src.WriteString("package p\n\n")
	var entries []string
	for i := range maxFuncValues + 1 {
		fmt.Fprintf(&src, "func h%d() string { return \"key:%d\" }\n", i, i)
		entries = append(entries, fmt.Sprintf("%q: h%d", fmt.Sprint(i), i))
	}
	src.WriteString("\nfunc use(x string) {\n\tm := map[string]func() string{" + strings.Join(entries, ", ") + "}\n")
	src.WriteString("\tk := m[x]()\n\t_ = k\n}\n")
	got, _ := evalLimits(t, src.String())
	assert.Equal(t, LimitFuncValues, got["k"].Limit)

	fewer := strings.Replace(src.String(), ", \"8\": h8", "", 1)
	got, _ = evalLimits(t, fewer)
	assert.Equal(t, NoLimit, got["k"].Limit)
	assert.Len(t, got["k"].Alts, maxFuncValues)
}

// A function parameter is followed to the arguments of every call of its
// function, unless the calls are more than maxBoundCalls.
func TestTooManyCallsToBind(t *testing.T) {
	src := func(calls int) string {
		var b strings.Builder
		b.WriteString("package p\n\nfunc h() string { return \"key:1\" }\n\n")
		b.WriteString("func apply(f func() string) {\n\tk := f()\n\t_ = k\n}\n\nfunc use() {\n")
		for range calls {
			b.WriteString("\tapply(h)\n")
		}
		b.WriteString("}\n")
		return b.String()
	}
	got, _ := evalLimits(t, src(maxBoundCalls))
	assert.Equal(t, []string{"key:1"}, texts(got["k"]))
	got, _ = evalLimits(t, src(maxBoundCalls+1))
	assert.Equal(t, LimitBoundCalls, got["k"].Limit)
}

// A slice appended to in a loop is built from itself around the loop: a
// cycle through its assignments, cut where it closes. It costs a few
// steps, not the package's budget, and leaves the other keys of the
// package known.
func TestSliceBuiltAroundALoop(t *testing.T) {
	const src = `package p

func f(id string, n int) {
	var keys []string
	for i := 0; i < n; i++ {
		keys = append(keys, "a:"+id)
		keys = append(keys, "b:"+id)
	}
	k1 := keys[0]
	_ = k1
	k2 := "user:" + id
	_ = k2
}
`
	p, f := checkSource(t, src)
	ev := New(p, &sources{}, nil)
	exprs := keyExprs(f)
	around := ev.Eval(exprs["k1"])
	assert.Equal(t, NoLimit, around.Limit, "a cycle is not a bound")
	assert.Less(t, ev.steps, 100, "the cycle is cut where it closes")
	after := ev.Eval(exprs["k2"])
	assert.Equal(t, NoLimit, after.Limit)
	assert.Equal(t, []string{"user:<string>"}, texts(after))
}

// A slice the budget leaves unbuilt is not known, and says why.
func TestBudgetExhaustedOnASlice(t *testing.T) {
	const src = `package p

import "strings"

func f(id string) {
	keys := []string{"user:" + id}
	k := strings.Join(keys, ",")
	_ = k
}
`
	p, f := checkSource(t, src)
	ev := New(p, &sources{}, nil)
	keys := keyExprs(f)["k"].(*ast.CallExpr).Args[0]
	lists, limit := ev.ElementLists(keys)
	assert.Equal(t, NoLimit, limit)
	assert.Len(t, lists, 1)
	ev.steps = maxSteps
	lists, limit = ev.ElementLists(keys)
	assert.Nil(t, lists)
	assert.Equal(t, LimitBudget, limit)
	ev.steps = maxSteps - 1 // the join itself, then its slice past the budget
	assert.Equal(t, LimitBudget, ev.Eval(keyExprs(f)["k"]).Limit)
}

// A slice unrolled over a range inside another loop is built from itself
// around the outer loop: that cycle is cut too.
func TestSliceUnrolledInsideALoop(t *testing.T) {
	const src = `package p

func f(id string, n int) {
	var keys []string
	for i := 0; i < n; i++ {
		for _, p := range []string{"a:", "b:"} {
			keys = append(keys, p+id)
		}
	}
	k1 := keys[0]
	_ = k1
	k2 := "user:" + id
	_ = k2
}
`
	p, f := checkSource(t, src)
	ev := New(p, &sources{}, nil)
	exprs := keyExprs(f)
	assert.Equal(t, NoLimit, ev.Eval(exprs["k1"]).Limit)
	assert.Less(t, ev.steps, 100, "the cycle is cut where it closes")
	assert.Equal(t, []string{"user:<string>"}, texts(ev.Eval(exprs["k2"])))
}
