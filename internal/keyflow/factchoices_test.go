package keyflow

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"go/token"
	"go/types"
	"testing"
	"unique"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// choiceTemplate is "{<computed>}:<string>" built where the field
// cluster holds, where parameter 1 is not nil and where a computation of
// the receiver is greater than 0: every kind of choice a fact carries.
func choiceTemplate() (keyrules.Template, Ref) {
	field := VarID{Pkg: "example.com/keys", Name: "cluster", Pos: 7}
	tag := Ref{Root: Root{Derived: unique.Make(derived{
		fn: FuncID{FullName: "(*example.com/keys.Keys).slot"},
		n:  3,
		args: [maxDerivedArgs]argID{
			{ref: Ref{Root: ParamRoot(-1)}},
			{ref: Ref{Root: ParamRoot(0)}},
			{konst: "int 8"},
		},
	})}, Kind: keyrules.Int}
	t := keyrules.Lit("{").Append(holeOfRef(keyrules.Int, tag)).Append(keyrules.Lit("}:")).
		Append(holeOfRef(keyrules.Unknown, Ref{Root: ParamRoot(0)}))
	return t.WithChoices([]keyrules.Branch{
		{Cond: condition{global: field}, Taken: true},
		{Cond: condition{arg: 1, isArg: true, nilTest: true}, Taken: false},
		{Cond: condition{ref: Ref{Root: Root{Derived: unique.Make(derived{fn: FuncID{FullName: "example.com/keys.size"}, n: 1, args: [maxDerivedArgs]argID{{ref: Ref{Root: ParamRoot(-1)}}}})}}, op: token.GTR, konst: "0"}, Taken: true},
	}), tag
}

// TestFactTemplateCarriesChoices checks that the branches a template was
// built in and a computed hole's identity come back equal from the fact
// form, through JSON (the result cache) and gob (go vet's facts).
func TestFactTemplateCarriesChoices(t *testing.T) {
	tmpl, tag := choiceTemplate()
	codecs := map[string]func(FactTemplate) (FactTemplate, error){
		"json": func(ft FactTemplate) (FactTemplate, error) {
			var back FactTemplate
			data, err := json.Marshal(ft)
			if err == nil {
				err = json.Unmarshal(data, &back)
			}
			return back, err
		},
		"gob": func(ft FactTemplate) (FactTemplate, error) {
			var buf bytes.Buffer
			var back FactTemplate
			err := gob.NewEncoder(&buf).Encode(ft)
			if err == nil {
				err = gob.NewDecoder(&buf).Decode(&back)
			}
			return back, err
		},
	}
	for name, codec := range codecs {
		t.Run(name, func(t *testing.T) {
			back, err := codec(EncodeTemplate(tmpl))
			require.NoError(t, err)
			got := back.Template(nil)
			assert.True(t, got.SameChoices(tmpl), "choices %v, want %v", got.Choices, tmpl.Choices)
			r, ok := RefOf(got.Parts[1].Hole)
			require.True(t, ok)
			assert.Equal(t, tag, r, "a computation is the same computation in the reading package")
		})
	}
}

// TestFactTemplateLeavesLocalChoices checks that what cannot travel is
// left out: a condition on a parameter not yet numbered, one bound to a
// local of the exporting package, a computation that reads a local.
func TestFactTemplateLeavesLocalChoices(t *testing.T) {
	local := types.NewVar(token.NoPos, types.NewPackage("example.com/keys", "keys"), "n", types.Typ[types.Int])
	localRef := Ref{Root: VarRoot(local)}
	tmpl := keyrules.Lit("k").WithChoices([]keyrules.Branch{
		{Cond: condition{v: local, param: true}, Taken: true},
		{Cond: condition{ref: localRef}, Taken: true},
		{Cond: condition{ref: Ref{Root: Root{Derived: unique.Make(derived{n: 1, args: [maxDerivedArgs]argID{{ref: localRef}}})}}}, Taken: true},
		{Cond: condition{global: VarID{Pkg: "p", Name: "on"}}, Taken: false},
	})
	got := EncodeTemplate(tmpl).Template(nil)
	require.Len(t, got.Choices, 1)
	assert.Equal(t, keyrules.Branch{Cond: condition{global: VarID{Pkg: "p", Name: "on"}}, Taken: false}, got.Choices[0])
}
