package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// testCond is a branch condition for tests: equal names, equal conditions.
type testCond string

func (testCond) BranchCondition() {}

func TestSameSlotByChoice(t *testing.T) {
	ns := idHole(Unknown, "ns")
	ch := idHole(Unknown, "ch")
	in := func(tp Template, cond string, taken bool) Template {
		return tp.WithChoices([]Branch{{Cond: testCond(cond), Taken: taken}})
	}
	// Untagged on a single node, tagged with ns on a cluster.
	logKey := []Template{in(tpl("log:", ch), "cluster", false), in(tpl("{", ns, "}:log:", ch), "cluster", true)}
	metaKey := []Template{in(tpl("{", ns, "}:meta:", ch), "cluster", true), in(tpl("meta:", ch), "cluster", false)}
	otherMeta := []Template{in(tpl("{", ns, "}:meta:", ch), "sharded", true), in(tpl("meta:", ch), "sharded", false)}
	untagged := []Template{in(tpl("history:", ch), "cluster", true), in(tpl("hist:", ch), "cluster", false)}
	noChoice := []Template{tpl("{", ns, "}:meta:", ch), tpl("meta:", ch)}
	for _, tc := range []struct {
		name string
		a, b []Template
		want bool
	}{
		{"same condition, tagged alike in one branch", logKey, metaKey, true},
		{"another condition", logKey, otherMeta, false},
		{"no tag in either branch", logKey, untagged, false},
		{"no choices", logKey, noChoice, false},
		{"no alternatives", nil, metaKey, false},
	} {
		assert.Equal(t, tc.want, SameSlotByChoice(tc.a, tc.b), tc.name)
		assert.Equal(t, tc.want, SameSlotByChoice(tc.b, tc.a), tc.name+" (swapped)")
	}
}

func TestTemplateChoices(t *testing.T) {
	on := Branch{Cond: testCond("cluster"), Taken: true}
	off := Branch{Cond: testCond("cluster"), Taken: false}
	a := Lit("a").WithChoices([]Branch{on})
	b := Lit("b").WithChoices([]Branch{on, on})
	assert.Equal(t, []Branch{on}, b.Choices, "a choice is recorded once")
	assert.Equal(t, []Branch{on}, a.Append(b).Choices, "appending keeps the branches of both")
	assert.True(t, a.SameChoices(b))
	assert.False(t, a.SameChoices(Lit("a").WithChoices([]Branch{off})))
	assert.False(t, a.agrees(Lit("c").WithChoices([]Branch{off})))
	assert.True(t, a.agrees(Lit("c")))
}
