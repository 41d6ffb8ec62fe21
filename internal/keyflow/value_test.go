package keyflow

import (
	"fmt"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// shifts records the Shift calls; an origin is its index in the list.
type shifts struct{ calls [][2]int }

func (s *shifts) Shift(origin, by int) int {
	s.calls = append(s.calls, [2]int{origin, by})
	return 1000 + len(s.calls)
}

func lits(parts ...string) keyrules.Template {
	var t keyrules.Template
	for i, p := range parts {
		if p == "<int>" {
			h := keyrules.NewHole(keyrules.Int)
			h.ID = Ref{Root: Root{Global: VarID{Name: "id"}}}
			t.Parts = append(t.Parts, keyrules.Part{Hole: h, Origin: i})
			continue
		}
		t.Parts = append(t.Parts, keyrules.Part{Lit: p, Origin: i})
	}
	return t
}

func TestWidenKeepsCommonPrefixAndSuffix(t *testing.T) {
	var o shifts
	got := Widen([]keyrules.Template{
		lits("user:", "<int>", ":profile:name"),
		lits("user:", "<int>", ":settings:name"),
		lits("user:", "<int>", ":cart:name"),
	}, &o)
	assert.Equal(t, "user:<int>:<string>:name", got.String())
	// The suffix starts 8 bytes into ":profile:name" (origin 2).
	require.Len(t, o.calls, 1)
	assert.Equal(t, [2]int{2, 8}, o.calls[0])
	assert.Equal(t, 1001, got.Parts[len(got.Parts)-1].Origin)
}

func TestWidenPrefixInsideALiteral(t *testing.T) {
	got := Widen([]keyrules.Template{lits("session:web"), lits("session:api"), lits("session:cli")}, &shifts{})
	assert.Equal(t, "session:<string>", got.String())
}

func TestWidenSameTemplates(t *testing.T) {
	got := Widen([]keyrules.Template{lits("a:b"), lits("a:b")}, &shifts{})
	assert.Equal(t, "a:b", got.String())
}

func TestWidenNothingShared(t *testing.T) {
	got := Widen([]keyrules.Template{lits("alpha"), lits("<int>", "x")}, &shifts{})
	assert.Equal(t, "<string>", got.String())
}

// firstHole is the part WidenAround keeps in the tests: the first hole.
func firstHole(t keyrules.Template) int {
	for i, p := range t.Parts {
		if p.Hole != nil {
			return i
		}
	}
	return -1
}

// Widening around a hole keeps it, where Widen would fold it into the
// unknown text the templates disagree on.
func TestWidenAroundKeepsTheHole(t *testing.T) {
	ts := []keyrules.Template{
		lits("stream:", "<int>"),
		lits("stream:{", "<int>", "}"),
		lits("list:{", "<int>", "}:meta"),
	}
	assert.Equal(t, "<string>", Widen(ts, &shifts{}).String())
	assert.Equal(t, "<string><int><string>", WidenAround(ts, firstHole, &shifts{}).String())
	// What the templates share on each side of the hole stays.
	got := WidenAround([]keyrules.Template{lits("job:", "<int>", ":a"), lits("job:{", "<int>", "}:a")}, firstHole, &shifts{})
	assert.Equal(t, "job:<string><int><string>:a", got.String())
}

// A template without the hole to keep makes WidenAround plain Widen.
func TestWidenAroundWithoutTheHole(t *testing.T) {
	ts := []keyrules.Template{lits("a:", "<int>", ":x"), lits("a:y")}
	assert.Equal(t, Widen(ts, &shifts{}).String(), WidenAround(ts, firstHole, &shifts{}).String())
}

// Concatenating past K alternatives widens instead of dropping text.
func TestConcatPastKWidens(t *testing.T) {
	var xs, ys []keyrules.Template
	for i := range 5 {
		xs = append(xs, lits(fmt.Sprintf("tenant%d:", i)))
		ys = append(ys, lits(fmt.Sprintf("order:%d", i)))
	}
	got := Concat(xs, ys, &shifts{})
	require.Len(t, got, 5)
	for i, tmpl := range got {
		assert.Equal(t, fmt.Sprintf("tenant<string>:order:%d", i), tmpl.String())
	}
}

func TestBound(t *testing.T) {
	var ts []keyrules.Template
	for i := range K + 1 {
		ts = append(ts, lits(fmt.Sprintf("job:%d:state", i)))
	}
	assert.Len(t, Bound(ts[:K], &shifts{}), K)
	got := Bound(ts, &shifts{})
	require.Len(t, got, 1)
	assert.Equal(t, "job:<string>:state", got[0].String())
	assert.Len(t, Bound([]keyrules.Template{lits("a"), lits("a")}, &shifts{}), 1)
}

func TestConcatBoundsTheLength(t *testing.T) {
	// A key rebuilt around itself doubles at every step; it stays at
	// MaxParts parts, its head and tail kept around one unknown hole.
	key := []keyrules.Template{lits("job:", "<int>")}
	for range 10 {
		key = Concat(Concat(key, []keyrules.Template{lits(":")}, &shifts{}), key, &shifts{})
	}
	require.Len(t, key, 1)
	got := key[0]
	assert.Len(t, got.Parts, MaxParts)
	assert.Equal(t, "job:", got.Parts[0].Lit)
	assert.Equal(t, keyrules.Unknown, got.Parts[MaxParts/2-1].Hole.Kind)
	assert.Equal(t, keyrules.Int, got.Parts[MaxParts-1].Hole.Kind)
}

// A Value says when widening or a bound cut it short, and keeps saying so
// through every operation that derives another value from it.
func TestValueRecordsWideningAndLimits(t *testing.T) {
	var many Value
	for i := range K + 1 {
		many = many.Join(Of(lits(fmt.Sprintf("job:%d:state", i))))
	}
	assert.False(t, many.Widened, "joining does not bound")
	bounded := many.Bound(&shifts{})
	assert.True(t, bounded.Widened)
	assert.Equal(t, NoLimit, bounded.Limit, "widening is not a limit: the shared text is kept")
	assert.False(t, Of(lits("a"), lits("b")).Bound(&shifts{}).Widened)

	key := Of(lits("job:", "<int>"))
	for range 10 {
		key = key.Concat(Of(lits(":")), &shifts{}).Concat(key, &shifts{})
	}
	assert.Equal(t, LimitParts, key.Limit, "a template shortened past MaxParts")

	cut := Of(lits("x")).Limited(LimitBudget)
	joined := Of(lits("a")).Join(cut).Concat(Of(lits("b")), &shifts{}).DropEmpty().Dedupe()
	assert.Equal(t, LimitBudget, joined.Limit)
	assert.Equal(t, LimitBudget, joined.Limited(LimitParts).Limit, "the first limit is kept")
	assert.Equal(t, LimitBudget, cut.With(nil).Limit)
}

// Join never appends into the alternatives of a value it was given: a
// memoised value stays as it was.
func TestJoinSharesNothingItChanges(t *testing.T) {
	alts := make([]keyrules.Template, 1, 4)
	alts[0] = lits("a")
	memo := Of(alts...)
	joined := memo.Join(Of(lits("b")))
	assert.Len(t, joined.Alts, 2)
	assert.Empty(t, alts[:2][1].Parts, "the spare capacity of the memoised value was not written")

	assert.False(t, Value{}.Join(Value{}).Told())
	assert.False(t, Value{}.Join(Of()).Told(), "joining nothing tells nothing")
	assert.Equal(t, Of(lits("a")), Of(lits("a")).Join(Value{}))
	assert.True(t, Of(lits("a"), lits("")).MayBeEmpty())
	assert.False(t, Of(lits("a")).MayBeEmpty())
}

// Union is the chain of Joins from the zero Value: the same alternatives
// in the same order, the same flags, and nothing written into a value it
// was given.
func TestUnionIsAChainOfJoins(t *testing.T) {
	alts := make([]keyrules.Template, 1, 4)
	alts[0] = lits("a")
	memo := Of(alts...)
	cases := [][]Value{
		nil,
		{Value{}, Of()},
		{Of(lits("a"))},
		{Value{}, Of(lits("a"), lits("b")), Of()},
		{memo, Of(lits("b")), Of(lits("c"), lits("a"))},
		{Of(lits("x")), Value{Widened: true}, Of(lits("y")).Limited(LimitBudget), Of(lits("z")).Limited(LimitParts)},
	}
	for i, vs := range cases {
		var chain Value
		for _, v := range vs {
			chain = chain.Join(v)
		}
		got := Union(vs...)
		assert.Equal(t, chain, got, "case %d", i)
		assert.Equal(t, chain.Told(), got.Told(), "case %d", i)
	}
	assert.Empty(t, alts[:2][1].Parts, "the spare capacity of a value given was not written")

	wide := Union(Of(lits("a")), Value{Widened: true}, Of(lits("b")).Limited(LimitBudget))
	assert.True(t, wide.Widened)
	assert.Equal(t, LimitBudget, wide.Limit)
}

// TestDedupeBranches: a template built alike in both branches of a
// condition holds in either, so it keeps no branch; one built in one
// branch keeps it.
func TestDedupeBranches(t *testing.T) {
	cond := condition{v: types.NewVar(0, nil, "cluster", types.Typ[types.Bool])}
	on := []keyrules.Branch{{Cond: cond, Taken: true}}
	off := []keyrules.Branch{{Cond: cond, Taken: false}}
	got := Dedupe([]keyrules.Template{keyrules.Lit("a").WithChoices(on), keyrules.Lit("b").WithChoices(on), keyrules.Lit("a").WithChoices(off)})
	require.Len(t, got, 2)
	assert.Empty(t, got[0].Choices, "a is built in both branches")
	assert.Equal(t, on, got[1].Choices)
}
