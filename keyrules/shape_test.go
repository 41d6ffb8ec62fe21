package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestShape(t *testing.T) {
	intHole := Part{Hole: NewHole(Int)}
	named := func(k HoleKind, name string) Part {
		h := NewHole(k)
		h.Name = name
		return Part{Hole: h}
	}
	tests := []struct {
		name string
		a, b Template
		same bool
	}{
		{"same literal", Lit("user:1"), Lit("user:1"), true},
		{"literal split in parts", Template{Parts: []Part{{Lit: "user:"}, {Lit: "1"}}}, Lit("user:1"), true},
		{"origins differ", Template{Parts: []Part{{Lit: "user:", Origin: 3}, intHole}}, Template{Parts: []Part{{Lit: "user:", Origin: 7}, intHole}}, true},
		{"hole identities differ", Template{Parts: []Part{{Lit: "a:"}, {Hole: &Hole{Kind: Int, ID: testID("a")}}}}, Template{Parts: []Part{{Lit: "a:"}, {Hole: &Hole{Kind: Int, ID: testID("b")}}}}, true},
		{"literal renders like a hole", Template{Parts: []Part{{Lit: "user:"}, intHole}}, Lit("user:<int>"), false},
		{"kinds differ under one label", Template{Parts: []Part{named(Int, "id")}}, Template{Parts: []Part{named(Unknown, "id")}}, false},
		{"labels differ", Template{Parts: []Part{named(Int, "id")}}, Template{Parts: []Part{named(Int, "n")}}, false},
		{"text moves across a hole", Template{Parts: []Part{{Lit: "a"}, intHole, {Lit: "b:"}}}, Template{Parts: []Part{{Lit: "a:"}, intHole, {Lit: "b"}}}, false},
		{"empty and empty literal", Template{}, Lit(""), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.same, tt.a.Shape() == tt.b.Shape())
		})
	}
}
