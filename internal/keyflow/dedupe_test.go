package keyflow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestDedupeComparesIdentities checks that Dedupe tells holes apart by
// their identities as values: a local variable and a variable known by
// its VarID render the same text, yet are not the same value.
func TestDedupeComparesIdentities(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	local := types.NewVar(7, pkg, "id", types.Typ[types.Int])
	byVar := Ref{Root: Root{Var: local}, Kind: keyrules.Int}
	byID := Ref{Root: Root{Global: IDOf(local)}, Kind: keyrules.Int}
	assert.Equal(t, byVar.String(), byID.String(), "the two read alike")

	user := func(r Ref) keyrules.Template {
		return keyrules.Lit("user:").Append(holeOfRef(keyrules.Int, r))
	}
	assert.Len(t, Dedupe([]keyrules.Template{user(byVar), user(byID)}), 2)
	assert.Len(t, Dedupe([]keyrules.Template{user(byVar), user(byVar), user(byID), user(byID)}), 2)
	assert.Len(t, Dedupe([]keyrules.Template{keyrules.Lit("a"), keyrules.Lit("a")}), 1)
}
