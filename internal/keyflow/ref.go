package keyflow

import (
	"go/types"
	"strconv"
	"unique"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Ref is the identity of a hole: what the hole's value is read from,
// and how it takes part in the key. Two holes with equal Refs render the
// same text, which is what CROSSSLOT equality needs (keyrules compares
// Hole.ID, and Refs are what the analysis puts there). A Ref is a
// comparable value: nothing about it is ever parsed back from text.
type Ref struct {
	Root Root
	// Path is the fields read below the root; the zero Path for the root
	// itself.
	Path Path
	// Shape says whether the hole is one value or elements of a list.
	Shape Shape
	// Kind is how a one-value hole renders.
	Kind keyrules.HoleKind
}

// A Root is the variable a Ref starts from.
type Root struct {
	// Var is a local variable or a parameter of the code being analysed.
	Var types.Object
	// Param, when IsParam, is the parameter of the function a summary is
	// about (-1 for its receiver): a summary's holes for its parameters
	// are bound at each call.
	Param   int
	IsParam bool
	// Global names a package variable, or a local of another package
	// that reached this one in a fact. A package variable is known by
	// VarID so that it is the same root read directly, through a fact, or
	// from another package.
	Global VarID
	// Derived, when set, is a computation of other values: a
	// deterministic call or an element read (valueids.go).
	Derived unique.Handle[derived]
}

// A VarID names a variable across packages: its package path, name and
// position, unique within one analysis.
type VarID struct {
	Pkg  string
	Name string
	Pos  int
}

// IDOf returns the VarID of a variable.
func IDOf(v types.Object) VarID {
	if v.Pkg() == nil {
		return VarID{Name: v.Name()}
	}
	return VarID{Pkg: v.Pkg().Path(), Name: v.Name(), Pos: int(v.Pos())}
}

func (id VarID) String() string {
	if id.Pkg == "" {
		return id.Name
	}
	return id.Pkg + "." + id.Name + "@" + strconv.Itoa(id.Pos)
}

// A Path is the fields read below a root, outermost first, as one
// comparable value: two Paths that read the same fields are equal. The
// zero Path reads no field.
type Path struct {
	last unique.Handle[pathStep] // zero for the root itself
}

// A pathStep is a Path's last field and the Path above it.
type pathStep struct {
	up   Path
	name string
}

// PathOf returns the Path that reads fields in order.
func PathOf(fields ...string) Path {
	var p Path
	for _, f := range fields {
		p = p.Field(f)
	}
	return p
}

// Field returns the Path that reads field name below p.
func (p Path) Field(name string) Path {
	return Path{last: unique.Make(pathStep{up: p, name: name})}
}

// IsRoot reports whether the Path reads no field.
func (p Path) IsRoot() bool { return p == Path{} }

// Fields returns the fields the Path reads, outermost first.
func (p Path) Fields() []string {
	var out []string
	for !p.IsRoot() {
		s := p.last.Value()
		out = append(out, s.name)
		p = s.up
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Under returns p read below base: base's fields, then p's.
func (p Path) Under(base Path) Path {
	for _, f := range p.Fields() {
		base = base.Field(f)
	}
	return base
}

// String renders the Path as ".f.g", for debugging output.
func (p Path) String() string {
	s := ""
	for _, f := range p.Fields() {
		s += "." + f
	}
	return s
}

// Shape is how a hole takes part in a key.
type Shape uint8

// The shapes of holes.
const (
	// One is one value, rendered as the Ref's Kind.
	One Shape = iota
	// Elems stands for every element of a slice parameter (DEL keys...).
	Elems
	// Pairs stands for every other element, from the first (MSET's keys).
	Pairs
	// Half stands for the first half of the elements (XREAD's streams).
	Half
)

var shapeNames = [...]string{One: "", Elems: "elems", Pairs: "pairs", Half: "half"}

// HoleIdentity makes a Ref a hole's keyrules.Identity.
func (Ref) HoleIdentity() {}

// IsList reports whether the shape stands for elements of a list.
func (s Shape) IsList() bool { return s != One }

// VarRoot is the root of a variable of the code being analysed. The
// parameters and fields of an instance of a generic function or type are
// their origin's: one declaration, one identity.
func VarRoot(v types.Object) Root {
	if tv, ok := v.(*types.Var); ok {
		v = tv.Origin()
	}
	if v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
		return Root{Global: IDOf(v)}
	}
	return Root{Var: v}
}

// ParamRoot is the root of parameter i of a summary (-1: the receiver).
func ParamRoot(i int) Root { return Root{Param: i, IsParam: true} }

// RefOf returns the Ref of a hole, and false when the hole has none.
func RefOf(h *keyrules.Hole) (Ref, bool) {
	if h == nil {
		return Ref{}, false
	}
	r, ok := h.ID.(Ref)
	return r, ok
}

// ParamOf returns the Ref of a hole when it stands for a parameter of a
// summary.
func ParamOf(h *keyrules.Hole) (Ref, bool) {
	r, ok := RefOf(h)
	return r, ok && r.Root.IsParam
}

// KeyList reports whether a parameter Ref stands for keys in a list: the
// elements of a keys slice, or one string field of each element of a
// slice of values (elemfields.go).
func (r Ref) KeyList() bool {
	if !r.Shape.IsList() {
		return false
	}
	return r.Path.IsRoot() || r.Shape == Elems && len(r.Path.Fields()) == 1
}

// ParamPart returns the index of the part of t that is parameter param
// of a summary — whole, or a list of keys when list — or -1.
func ParamPart(t keyrules.Template, param int, list bool) int {
	for i, p := range t.Parts {
		if r, ok := ParamOf(p.Hole); ok && r.Root.Param == param && r.KeyList() == list {
			return i
		}
	}
	return -1
}

// Whole reports whether the Ref is its root itself, as one string: a
// whole string parameter, say.
func (r Ref) Whole() bool {
	return r.Path.IsRoot() && r.Shape == One && r.Kind == keyrules.Unknown
}

// Field returns the name of the string field of the root the Ref reads,
// when it reads exactly one.
func (r Ref) Field() (string, bool) {
	if r.Shape != One || r.Kind != keyrules.Unknown || r.Path.IsRoot() {
		return "", false
	}
	step := r.Path.last.Value()
	if !step.up.IsRoot() {
		return "", false
	}
	return step.name, true
}

// On returns the Ref read the same way from another root and path: a
// summary's parameter Ref moved onto the argument a call passes.
func (r Ref) On(base Ref) Ref {
	r.Root = base.Root
	r.Path = r.Path.Under(base.Path)
	return r
}

// String renders the Ref for facts and debugging output.
func (r Ref) String() string {
	s := r.Root.String() + r.Path.String()
	if r.Shape != One {
		return s + "%" + shapeNames[r.Shape]
	}
	return s + "%" + r.Kind.String()
}

func (root Root) String() string {
	switch {
	case root.IsParam:
		return "param#" + strconv.Itoa(root.Param)
	case root.Var != nil:
		return IDOf(root.Var).String()
	case root.IsDerived():
		return root.Derived.Value().String()
	}
	return root.Global.String()
}
