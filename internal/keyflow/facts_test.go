package keyflow

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// holeOfRef returns a template of one hole of kind k whose identity is r.
func holeOfRef(k keyrules.HoleKind, r Ref) keyrules.Template {
	h := keyrules.NewHole(k)
	h.ID = r
	return keyrules.Template{Parts: []keyrules.Part{{Hole: h}}}
}

// TestFactTemplateRoundTrip checks that a template's hole identities
// survive the fact form, through JSON as the result cache stores facts: a
// parameter's field path and a package variable's VarID come back equal.
func TestFactTemplateRoundTrip(t *testing.T) {
	param := Ref{Root: ParamRoot(-1), Path: PathOf("owner", "name"), Kind: keyrules.Unknown}
	global := Ref{Root: Root{Global: VarID{Pkg: "example.com/keys", Name: "Prefix", Pos: 42}}, Kind: keyrules.Int}
	tmpl := keyrules.Lit("user:").Append(holeOfRef(keyrules.Unknown, param)).Append(keyrules.Lit(":")).Append(holeOfRef(keyrules.Int, global))

	data, err := json.Marshal(EncodeTemplate(tmpl))
	require.NoError(t, err)
	var back FactTemplate
	require.NoError(t, json.Unmarshal(data, &back))
	got := back.Template(nil)

	require.Len(t, got.Parts, 4)
	assert.Equal(t, "user:<string>:<int>", got.String())
	r, ok := RefOf(got.Parts[1].Hole)
	require.True(t, ok)
	assert.Equal(t, param, r, "a field path is read back as the same comparable Path")
	r, ok = RefOf(got.Parts[3].Hole)
	require.True(t, ok)
	assert.Equal(t, global, r)
}

// TestFactTemplateKeepsValueText checks that text a value renders stays a
// value's in the fact form, so that another package does not read it as
// words of the key.
func TestFactTemplateKeepsValueText(t *testing.T) {
	tmpl := keyrules.Template{Parts: []keyrules.Part{{Lit: "role:"}, {Lit: "-100", Value: true}}}
	data, err := json.Marshal(EncodeTemplate(tmpl))
	require.NoError(t, err)
	var back FactTemplate
	require.NoError(t, json.Unmarshal(data, &back))
	got := back.Template(nil)
	require.Len(t, got.Parts, 2)
	assert.False(t, got.Parts[0].Value)
	assert.True(t, got.Parts[1].Value)
}

// TestFactTemplateKeepsDecoded checks that a decoded hole keeps its
// encoding in the fact form, so that a helper of another package that
// returns a decoded value still proves a round trip.
func TestFactTemplateKeepsDecoded(t *testing.T) {
	c := Codec{Scheme: SchemeBase64, Encoding: VarID{Pkg: "encoding/base64", Name: "RawURLEncoding", Pos: 7}}
	h := keyrules.NewHole(keyrules.Bytes)
	h.Decoded = c
	tmpl := keyrules.Template{Parts: []keyrules.Part{{Hole: h}, {Lit: ":"}, {Hole: keyrules.NewHole(keyrules.Bytes)}}}
	data, err := json.Marshal(EncodeTemplate(tmpl))
	require.NoError(t, err)
	var back FactTemplate
	require.NoError(t, json.Unmarshal(data, &back))
	got := back.Template(nil)
	require.Len(t, got.Parts, 3)
	assert.Equal(t, c, got.Parts[0].Hole.Decoded)
	assert.Nil(t, got.Parts[2].Hole.Decoded, "a hole decoded from nothing named stays unmarked")
}

// TestReadsAlike checks the equality sink keys are deduplicated by: the
// text a template renders, whatever the identities of its holes and
// however its literal text is split into parts.
func TestReadsAlike(t *testing.T) {
	a := Ref{Root: ParamRoot(-1), Path: PathOf("a")}
	b := Ref{Root: ParamRoot(-1), Path: PathOf("b")}
	split := EncodeTemplate(keyrules.Lit("us").Append(keyrules.Lit("er:")).Append(holeOfRef(keyrules.Unknown, a)))
	whole := EncodeTemplate(keyrules.Lit("user:").Append(holeOfRef(keyrules.Unknown, b)))
	assert.True(t, split.ReadsAlike(whole), "split literals and another hole identity read alike")

	intHole := EncodeTemplate(keyrules.Lit("user:").Append(holeOfRef(keyrules.Int, a)))
	assert.False(t, whole.ReadsAlike(intHole), "holes of different kinds do not read alike")
	longer := EncodeTemplate(keyrules.Lit("user:").Append(holeOfRef(keyrules.Unknown, a)).Append(keyrules.Lit(":x")))
	assert.False(t, whole.ReadsAlike(longer))
}
