package keyflow

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A decoded value is text the key cannot bound: a decoder turns any
// input into any bytes. But a value the program decodes is often one it
// encoded itself, read back: an id written into a cookie as base64 and
// decoded from it names the same session as the id did. This file pairs
// the encoders and decoders of the standard library (codecPairs), marks
// the hole a decoder's result makes with its Codec, and applies the
// round trip where a decoded value is stored.
//
// The rule: a decoded value stored into a package variable or a struct
// field of this package that the package also encodes with the paired
// encoder of the same encoding has the variable's other values, not
// foreign bytes. "The package encodes the field" means a call of the
// paired encoder in the package's files whose argument, through
// parentheses and conversions ([]byte(t.id)), reads that field (on any
// receiver: the field object is compared, not the expression) or that
// package variable. The same encoding is the same pair and, for a method
// of an encoding object, the same package variable holding it
// (base64.RawURLEncoding): an encoding made by a call, or held in a
// local, names no variable and proves no round trip. When the variable
// has no other value, or its only other values are empty, the decoded
// hole stays: bytes the program never encoded, as from a request.

// A Scheme is an encoding whose encoder and decoder the analysis pairs.
type Scheme uint8

// The schemes of codecPairs.
const (
	SchemeHex Scheme = iota + 1
	SchemeBase64
	SchemeBase32
	SchemeQueryEscape
	SchemePathEscape
)

// A Codec is the encoding a decoded hole came from (keyrules.Hole.Decoded):
// a scheme and, when its functions are methods of an encoding object, the
// package variable holding the object.
type Codec struct {
	Scheme Scheme
	// Encoding is the variable of the encoding object (base64.StdEncoding);
	// zero for a scheme of plain functions (hex).
	Encoding VarID
}

// HoleCodec makes a Codec a keyrules.Codec.
func (Codec) HoleCodec() {}

// A codecPair is an encoder and its decoder, by full name
// (types.Func.FullName), and the kind of text the decoder's result is
// when the input is foreign.
type codecPair struct {
	scheme           Scheme
	encoder, decoder string
	foreign          keyrules.HoleKind
}

// codecPairs are the encoders and decoders of the standard library whose
// results are one value: a decoder that writes into a buffer it is handed
// ((*base64.Encoding).Decode) makes no value the analysis follows.
var codecPairs = []codecPair{
	{SchemeHex, "encoding/hex.EncodeToString", "encoding/hex.DecodeString", keyrules.Bytes},
	{SchemeBase64, "(*encoding/base64.Encoding).EncodeToString", "(*encoding/base64.Encoding).DecodeString", keyrules.Bytes},
	{SchemeBase32, "(*encoding/base32.Encoding).EncodeToString", "(*encoding/base32.Encoding).DecodeString", keyrules.Bytes},
	{SchemeQueryEscape, "net/url.QueryEscape", "net/url.QueryUnescape", keyrules.Bytes},
	{SchemePathEscape, "net/url.PathEscape", "net/url.PathUnescape", keyrules.Bytes},
}

// decoderModel models a decoder's call: a hole of the pair's foreign
// kind, marked with the call's Codec when it names one.
func decoderModel(pair codecPair) model {
	return func(ev *Evaluator, call *ast.CallExpr) Value {
		v := ev.hole(call, pair.foreign)
		if c, ok := codecOf(ev.Info, call, pair.scheme); ok {
			v.Alts[0].Parts[0].Hole.Decoded = c
		}
		return v
	}
}

// codecOf returns the Codec of a call of an encoder or decoder of scheme:
// false for a method whose encoding object is no package variable.
func codecOf(info *types.Info, call *ast.CallExpr, scheme Scheme) (Codec, bool) {
	fn := Callee(info, call)
	if fn == nil || fn.Signature().Recv() == nil {
		return Codec{Scheme: scheme}, true
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return Codec{}, false
	}
	v := packageVar(info, sel.X)
	if v == nil {
		return Codec{}, false
	}
	return Codec{Scheme: scheme, Encoding: IDOf(v)}, true
}

// packageVar returns the package variable e names (base64.StdEncoding,
// a variable of this package), or nil.
func packageVar(info *types.Info, e ast.Expr) *types.Var {
	id := NamedIdent(ast.Unparen(e))
	if id == nil {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// roundTrip returns the alternatives of variable v without those that
// decode what the package encodes v with: v's other values stand for
// them. When no other value is left, alts are returned as they are.
func (g *globals) roundTrip(b *Evaluator, v *types.Var, alts []keyrules.Template) []keyrules.Template {
	var kept []keyrules.Template
	dropped := false
	for _, t := range alts {
		if c, ok := decodedWhole(t); ok && g.encodes(b, v, c) {
			dropped = true
			continue
		}
		kept = append(kept, t)
	}
	if !dropped || len(withoutEmpty(kept)) == 0 {
		return alts
	}
	return kept
}

// decodedWhole returns the Codec of a template that is one decoded hole.
func decodedWhole(t keyrules.Template) (Codec, bool) {
	if len(t.Parts) != 1 || t.Parts[0].Hole == nil {
		return Codec{}, false
	}
	c, ok := t.Parts[0].Hole.Decoded.(Codec)
	return c, ok
}

// encodes reports whether the package encodes variable v with codec c,
// indexing the package's encoder calls on first use.
func (g *globals) encodes(b *Evaluator, v *types.Var, c Codec) bool {
	if g.encoded == nil {
		g.encoded = encodedVars(b.Info, b.syntax)
	}
	for _, e := range g.encoded[v.Origin()] {
		if e == c {
			return true
		}
	}
	return false
}

// encodedVars returns, for each field and package variable that calls of
// an encoder of codecPairs encode, the Codecs they encode it with.
func encodedVars(info *types.Info, files *syntax) map[*types.Var][]Codec {
	encoders := make(map[string]Scheme, len(codecPairs))
	for _, p := range codecPairs {
		encoders[p.encoder] = p.scheme
	}
	out := make(map[*types.Var][]Codec)
	for cur := range files.preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if len(call.Args) != 1 {
			continue
		}
		fn := Callee(info, call)
		if fn == nil {
			continue
		}
		scheme, ok := encoders[fn.FullName()]
		if !ok {
			continue
		}
		c, ok := codecOf(info, call, scheme)
		if v := encodedVar(info, call.Args[0]); ok && v != nil {
			out[v] = append(out[v], c)
		}
	}
	return out
}

// encodedVar returns the field or package variable an encoder's argument
// reads, through parentheses and conversions ([]byte(t.id)), or nil.
func encodedVar(info *types.Info, e ast.Expr) *types.Var {
	for {
		e = ast.Unparen(e)
		call, ok := e.(*ast.CallExpr)
		if !ok {
			break
		}
		tv, isConv := info.Types[call.Fun]
		if !isConv || !tv.IsType() || len(call.Args) != 1 {
			return nil
		}
		e = call.Args[0]
	}
	id := NamedIdent(e)
	if id == nil {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !v.IsField() && (v.Pkg() == nil || v.Parent() != v.Pkg().Scope()) {
		return nil
	}
	return v.Origin()
}
