package keyrules

import "strings"

// A Template is a Redis key as the analyzer could rebuild it from Go code:
// a sequence of literal text and holes. Adjacent literal parts are kept
// apart on purpose, because each may come from a different Go string
// literal; use Text and the part offsets to reason about the key as a whole.
type Template struct {
	Parts []Part
	// Choices are the branches the template was built in (choice.go);
	// none when it holds whatever branch runs or when they cannot be told.
	Choices []Branch `json:"-"`
}

// A Part is either literal text (Hole == nil) or a hole.
type Part struct {
	// Lit is the literal text of the part; empty for a hole.
	Lit string
	// Hole describes a value known only at run time; nil for literal text.
	Hole *Hole
	// Origin is an opaque number the analyzer uses to map the part back to
	// the Go expression that produced it; keyrules never interprets it.
	Origin int
	// Value is set on literal text that a value of the key renders (an id
	// made elsewhere, a number) rather than words the key spells: the
	// rules that read words (case, namespace) pass over it as over a
	// hole, those that read characters (charset, separator, length) read
	// it as text. On a hole it says the hole stands where a value is
	// placed, so that text bound to it later is a value's too.
	Value bool `json:",omitempty"`
	// Reassignable, when set, names what this literal text is the
	// initial or default value of, which the program can reassign
	// ("package variable pkg.Name", "field pkg.Type.Name"): the text is
	// the likely value, not a certain one.
	Reassignable string `json:",omitempty"`
}

// A Hole stands for a value known only at run time.
type Hole struct {
	// Kind says what the Go type and fmt verb let the value render as.
	Kind HoleKind
	// Name is how the hole renders in messages, as in "user:<int>"; when
	// empty, the kind's name is used.
	Name string
	// ID identifies the run-time value: two holes with equal non-nil IDs
	// always render the same text (same Go object, same verb).
	ID Identity
	// MinLen and MaxLen bound the rendering's length in bytes; MaxLen < 0
	// means unbounded. Zero values are filled from Kind by NewHole.
	MinLen, MaxLen int
	// Layout is the Go time layout of a time formatted with it
	// (time.Time.Format): the hole renders what the layout renders, its
	// punctuation included, and is checked like that text (LayoutHole).
	Layout string `json:",omitempty"`
	// Unix is set when the value is a Unix timestamp (time.Time.Unix and
	// its kin).
	Unix bool `json:",omitempty"`
	// Decoded, when set, is the encoding the value was decoded from
	// (base64 of one alphabet, hex, …), as the analysis names it: the
	// text may be what the program encoded itself, read back.
	Decoded Codec `json:"-"`
}

// An Identity is what a hole's value is read from, as the analysis that
// builds templates names it. Implementations are comparable values;
// keyrules only compares them.
type Identity interface {
	// HoleIdentity marks the type as one.
	HoleIdentity()
}

// A Codec is an encoding a hole's value was decoded from, as the analysis
// that builds templates names it. Implementations are comparable values;
// keyrules only carries them.
type Codec interface {
	// HoleCodec marks the type as one.
	HoleCodec()
}

// HoleKind classifies the rendering of a hole (SPEC §3).
type HoleKind uint8

// The kinds of holes.
const (
	// Unknown is a string of unknown value: anything, assumed clean.
	Unknown   HoleKind = iota
	Int                // -0123456789
	Uint               // 0123456789
	Hex                // 0-9a-fA-F
	Bool               // true or false
	Float              // digits . - + e (and Inf/NaN letters)
	Quoted             // %q and strconv.Quote: contains '"'
	Time               // time.Time with %v: spaces, ':', '-', '+', '.'
	Composite          // values of several shapes with %v: '[', ']', '{', '}', ' '
	List               // slices and arrays of scalars with %v: '[', ']', ' '
	Struct             // structs with %v: '{', '}', ' '
	Map                // maps with %v: "map[", ']', ':', ' '
	Bytes              // raw bytes (hex.DecodeString, a random token): any byte
	JSON               // JSON text (json.Marshal): quotes, braces, any printable byte

	// kindCount is the number of kinds.
	kindCount
)

var kindNames = [...]string{
	Unknown:   "string",
	Int:       "int",
	Uint:      "uint",
	Hex:       "hex",
	Bool:      "bool",
	Float:     "float",
	Quoted:    "quoted",
	Time:      "time",
	Composite: "value",
	List:      "list",
	Struct:    "struct",
	Map:       "map",
	Bytes:     "bytes",
	JSON:      "json",
}

func (k HoleKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "hole"
}

// NewHole returns a hole of kind k with the length bounds of that kind.
func NewHole(k HoleKind) *Hole {
	h := &Hole{Kind: k}
	switch k {
	case Int, Uint:
		h.MinLen, h.MaxLen = 1, 20
	case Hex:
		h.MinLen, h.MaxLen = 1, 16
	case Bool:
		h.MinLen, h.MaxLen = 4, 5
	case Float:
		h.MinLen, h.MaxLen = 1, 24
	case Quoted:
		h.MinLen, h.MaxLen = 2, -1
	case Time:
		h.MinLen, h.MaxLen = 19, 64
	case Composite, List, Struct, Map:
		h.MinLen, h.MaxLen = 2, -1
	case JSON:
		h.MinLen, h.MaxLen = 1, -1
	default:
		h.MinLen, h.MaxLen = 0, -1
	}
	return h
}

// Label is the hole's name in a rendered template, without angle brackets.
func (h *Hole) Label() string {
	if h.Name != "" {
		return h.Name
	}
	return h.Kind.String()
}

// Lit returns a template of one literal part.
func Lit(s string) Template { return Template{Parts: []Part{{Lit: s}}} }

// Append adds the parts of u to t and returns the result; t is not changed.
func (t Template) Append(u Template) Template {
	parts := make([]Part, 0, len(t.Parts)+len(u.Parts))
	parts = append(parts, t.Parts...)
	parts = append(parts, u.Parts...)
	return Template{Parts: parts}.WithChoices(t.Choices).WithChoices(u.Choices)
}

// IsLiteral reports whether the template has no holes.
func (t Template) IsLiteral() bool {
	for _, p := range t.Parts {
		if p.Hole != nil {
			return false
		}
	}
	return true
}

// IsUnknown reports whether nothing at all is known of the key: no literal
// text, only holes, all of them unknown. A template without holes is known,
// even when its text is empty.
func (t Template) IsUnknown() bool {
	holes := false
	for _, p := range t.Parts {
		if p.Hole == nil && p.Lit != "" {
			return false
		}
		if p.Hole != nil && p.Hole.Kind != Unknown {
			return false
		}
		holes = holes || p.Hole != nil
	}
	return holes
}

// IsEmpty reports whether the template is the empty key "": no holes and
// no text.
func (t Template) IsEmpty() bool {
	for _, p := range t.Parts {
		if p.Hole != nil || p.Lit != "" {
			return false
		}
	}
	return true
}

// Text returns the literal text of a template without holes.
func (t Template) Text() string {
	if len(t.Parts) == 1 && t.Parts[0].Hole == nil {
		return t.Parts[0].Lit
	}
	var b strings.Builder
	for _, p := range t.Parts {
		b.WriteString(p.Lit)
	}
	return b.String()
}

// String renders the template for messages: literal text as is, holes as
// <label>, as in "user:<int>:profile".
func (t Template) String() string {
	var b strings.Builder
	for _, p := range t.Parts {
		if p.Hole != nil {
			b.WriteByte('<')
			b.WriteString(p.Hole.Label())
			b.WriteByte('>')
			continue
		}
		b.WriteString(p.Lit)
	}
	return b.String()
}
