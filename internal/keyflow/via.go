package keyflow

import "go/types"

// A Via is what of another package renders a key's text: a function (a
// key helper, a constructor, an option function, a wrapper) or a package
// variable, with the field of it read. It is compared as a value, so that
// the text one helper renders is one subject however many calls reach it;
// String names it in messages only.
type Via struct {
	// Obj is the function or the package variable; nil for text of this
	// package.
	Obj types.Object
	// Field is the field of the variable's value the text is read from;
	// nil for none.
	Field *types.Var
}

// ViaFunc is the text function fn renders.
func ViaFunc(fn *types.Func) Via { return Via{Obj: fn.Origin()} }

// IsZero reports whether v names nothing: the text is this package's.
func (v Via) IsZero() bool { return v.Obj == nil }

// String names v as messages do: "keys.User(...)" for a function,
// "keys.Default" or "keys.Default.Prefix" for a variable and its field.
func (v Via) String() string {
	switch o := v.Obj.(type) {
	case nil:
		return ""
	case *types.Func:
		return FuncLabel(o) + "(...)"
	}
	name := v.Obj.Name()
	if v.Obj.Pkg() != nil {
		name = v.Obj.Pkg().Name() + "." + name
	}
	if v.Field != nil {
		name += "." + v.Field.Name()
	}
	return name
}
