package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTemplateSlot(t *testing.T) {
	for _, tc := range []struct {
		name string
		t    Template
		slot int
		ok   bool
	}{
		{"literal", tpl("user:1"), HashSlot("user:1"), true},
		{"literal in parts", tpl("use", "r:", "1"), HashSlot("user:1"), true},
		{"literal tag", tpl("{user1000}.following"), HashSlot("user1000"), true},
		{"tag before a hole", tpl("{user1000}:", Int), HashSlot("user1000"), true},
		{"tag across parts", tpl("{us", "er1000", "}:", Int), HashSlot("user1000"), true},
		{"empty tag", tpl("foo{}{bar}"), HashSlot("foo{}{bar}"), true},
		{"empty tag across parts", tpl("foo{", "}{bar}"), HashSlot("foo{}{bar}"), true},
		{"nested", tpl("foo{{bar}}zap"), HashSlot("{bar"), true},
		{"hole in the tag", tpl("{user:", Int, "}:cart"), 0, false},
		{"hole without a tag", tpl("user:", Int), 0, false},
		{"composite before the tag", tpl(Composite, ":{user}"), 0, false},
		{"int before the tag", tpl(Int, ":{user}"), HashSlot("user"), true},
		// An unknown string may hold a '{' of its own: "user:a{b}:{cart}"
		// hashes "b", not "cart".
		{"string before the tag", tpl("user:", Unknown, ":{cart}"), 0, false},
		{"string after the tag", tpl("user:{cart}:", Unknown), HashSlot("cart"), true},
		{"leading empty tag", tpl("{}", Unknown, ":avatar"), 0, false},
		{"unclosed", tpl("a{b"), HashSlot("a{b"), true},
	} {
		slot, ok := tc.t.Slot()
		assert.Equal(t, tc.ok, ok, tc.name)
		assert.Equal(t, tc.slot, slot, tc.name)
		if tc.t.IsLiteral() {
			assert.Equal(t, HashSlot(tc.t.Text()), slot, tc.name)
		}
	}
}

func TestHashedPart(t *testing.T) {
	uid := idHole(Int, "uid")
	for _, tc := range []struct {
		name string
		t    Template
		want string // the hashed part as String renders it
		ok   bool
	}{
		{"whole", tpl("user:", uid), "user:<int>", true},
		{"tag of a hole", tpl("user:{", uid, "}:cart"), "<int>", true},
		{"tag with text and a hole", tpl("{user:", uid, "}:cart"), "user:<int>", true},
		{"tag after a hole", tpl(uid, ":{user}"), "user", true},
		{"composite before", tpl(Composite, "{user}"), "", false},
		{"composite inside", tpl("{", Composite, "}"), "", false},
		{"composite after", tpl("{user}", Composite), "user", true},
		{"unclosed with a hole", tpl("{user:", uid), "{user:<int>", true},
		{"string before the tag", tpl("user:", Unknown, ":{cart}"), "", false},
		{"string without a tag", tpl("user:", Unknown), "user:<string>", true},
	} {
		h, ok := tc.t.HashedPart()
		assert.Equal(t, tc.ok, ok, tc.name)
		if ok {
			assert.Equal(t, tc.want, h.String(), tc.name)
		}
	}
}

func TestSameSlot(t *testing.T) {
	uid := idHole(Int, "uid")
	uid2 := idHole(Int, "uid")
	other := idHole(Int, "other")
	anon := NewHole(Int)
	pre, ns := idHole(Unknown, "prefix"), idHole(Unknown, "ns")
	for _, tc := range []struct {
		name string
		a, b Template
		want SlotVerdict
	}{
		{"same tag", tpl("{user1000}.following"), tpl("{user1000}.followers"), SlotSame},
		{"different literals", tpl("user1000.following"), tpl("user1000.followers"), SlotDifferent},
		{"same literal", tpl("a:b"), tpl("a:", "b"), SlotSame},
		{"literal tags, holes elsewhere", tpl("{cart}:", uid), tpl("{cart}:", other, ":items"), SlotSame},
		{"literal tags differ", tpl("{cart}:", uid), tpl("{user}:", uid), SlotDifferent},
		{"same hole in the tag", tpl("{user:", uid, "}:cart"), tpl("{user:", uid2, "}:orders"), SlotSame},
		{"same hole split differently", tpl("{us", "er:", uid, "}:cart"), tpl("{user", ":", uid, "}:x"), SlotSame},
		{"other hole in the tag", tpl("{user:", uid, "}:cart"), tpl("{user:", other, "}:cart"), SlotUnknown},
		{"holes without ID", tpl("{user:", anon, "}:cart"), tpl("{user:", anon, "}:cart"), SlotUnknown},
		{"same whole template", tpl("user:", uid), tpl("user:", uid), SlotSame},
		{"no tags", tpl("user:", uid, ":cart"), tpl("user:", uid, ":orders"), SlotUnknown},
		{"tag equal to a whole key", tpl("{user:", uid, "}:cart"), tpl("user:", uid), SlotSame},
		{"tag against no tag", tpl("{user:", uid, "}:cart"), tpl("user:", uid, ":cart"), SlotUnknown},
		{"cannot tell", tpl(Composite, "{a}"), tpl(Composite, "{a}"), SlotUnknown},
		{"hole against literal", tpl("user:", uid), tpl("user:1"), SlotUnknown},
		// The same prefix before a tag: whatever it renders, both keys
		// hash the same text.
		{"same prefix before the tag", tpl(pre, ":{", ns, "}:log"), tpl(pre, ":{", ns, "}:meta"), SlotSame},
		{"same prefix before a literal tag", tpl(pre, ":{cart}:a"), tpl(pre, ":{cart}:b"), SlotSame},
		{"other prefix before the tag", tpl(pre, ":{", ns, "}:log"), tpl(other, ":{", ns, "}:meta"), SlotUnknown},
		{"same prefix, empty tag", tpl(pre, ":{}:log"), tpl(pre, ":{}:meta"), SlotUnknown},
		{"same prefix, no tag", tpl(pre, ":log"), tpl(pre, ":meta"), SlotUnknown},
	} {
		assert.Equal(t, tc.want, SameSlot(tc.a, tc.b), tc.name)
		assert.Equal(t, tc.want, SameSlot(tc.b, tc.a), tc.name+" (swapped)")
	}
	assert.Equal(t, "same", SlotSame.String())
	assert.Equal(t, "different", SlotDifferent.String())
	assert.Equal(t, "unknown", SlotUnknown.String())
}
