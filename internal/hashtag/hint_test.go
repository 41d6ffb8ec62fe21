package hashtag

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// value is a hole identity for tests: equal names, one value.
type value string

func (value) HoleIdentity() {}

// lit and hole build templates: hole(id) is an int hole of value id, or of
// no known value when id is "".
func lit(s string) keyrules.Part { return keyrules.Part{Lit: s} }

func hole(id string) keyrules.Part {
	h := keyrules.NewHole(keyrules.Int)
	if id != "" {
		h.ID = value(id)
	}
	return keyrules.Part{Hole: h}
}

func tmpl(parts ...keyrules.Part) keyrules.Template { return keyrules.Template{Parts: parts} }

func TestHint(t *testing.T) {
	tests := []struct {
		name string
		a, b keyrules.Template
		want string
	}{
		{
			name: "a shared part holding a value goes in the tag",
			a:    tmpl(lit("user:"), hole("uid"), lit(":profile")),
			b:    tmpl(lit("user:"), hole("uid"), lit(":orders")),
			want: "put the shared part in a hash tag, e.g. {user:<int>}:profile",
		},
		{
			name: "a value shared after differing words goes in the tag alone",
			a:    tmpl(lit("profile:"), hole("uid")),
			b:    tmpl(lit("orders:"), hole("uid")),
			want: "put the value they share in a hash tag, e.g. profile:{<int>} and orders:{<int>}",
		},
		{
			name: "two known values differ: no tag holds",
			a:    tmpl(lit("acct:"), hole("from"), lit(":balance")),
			b:    tmpl(lit("acct:"), hole("to"), lit(":balance")),
			want: "no hash tag keeps them together: they differ in a value (<int>), so a tag holding it differs too, and one without it puts every such key in one slot",
		},
		{
			name: "values not told apart may be the same",
			a:    tmpl(lit("acct:"), hole(""), lit(":balance")),
			b:    tmpl(lit("acct:"), hole(""), lit(":history")),
			want: "if both hold the same value there, put it in a hash tag, e.g. {acct:<int>}:balance",
		},
		{
			name: "literal keys share no value",
			a:    tmpl(lit("stats:daily")),
			b:    tmpl(lit("stats:weekly")),
			want: "no hash tag keeps them together: they share no value, and a tag without one puts every such key in one slot",
		},
		{
			name: "tags that differ in a known value",
			a:    tmpl(lit("{user:"), hole("a"), lit("}:x")),
			b:    tmpl(lit("{user:"), hole("b"), lit("}:y")),
			want: "no hash tag keeps them together: their tags differ in a value (<int>)",
		},
		{
			name: "tags that differ in words",
			a:    tmpl(lit("{user}:x")),
			b:    tmpl(lit("{order}:y")),
			want: "give both keys the same hash tag",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Hint(tt.a, tt.b, ":"))
		})
	}
}

// Without a separator a key is one segment: nothing is shared but whole
// keys.
func TestHintWithoutSeparator(t *testing.T) {
	a := tmpl(lit("user"), hole("uid"), lit("profile"))
	b := tmpl(lit("user"), hole("uid"), lit("orders"))
	assert.Equal(t, "put the value they share in a hash tag, e.g. user{<int>}profile and user{<int>}orders", Hint(a, b, ""))
}
