package luakeys

import (
	"strconv"

	"github.com/yuin/gopher-lua/ast"
)

// Limits on one value, so that a script that doubles a string in a loop
// cannot make the analysis grow without bound.
const (
	maxParts = 32
	maxText  = 1024
)

// valueKind tells what a value of the analysis is.
type valueKind uint8

const (
	vString  valueKind = iota // a string or number: parts
	vNil                      // a variable declared without a value
	vFunc                     // a function of the script
	vBuiltin                  // a table or function of the Redis Lua environment
	vTable                    // a table of the script, used as a list
)

// value is what the analysis knows of one Lua value.
type value struct {
	kind  valueKind
	parts []Part
	fn    *function // vFunc
	list  *list     // vTable
	name  string    // vBuiltin: "KEYS", "redis", "redis.call"; vNil: the variable
}

// function is a function value of the script with the scope it closes over.
type function struct {
	name  string
	expr  *ast.FunctionExpr
	scope *scope
}

// label names the function for a reason.
func (f *function) label() string {
	if f.name == "" {
		return "an anonymous function"
	}
	return f.name
}

// text is a literal string; the empty string has no parts, so that an
// empty literal joined to KEYS[1] is KEYS[1].
func text(s string) value {
	if s == "" {
		return value{}
	}
	return value{parts: []Part{{Kind: Text, Text: s}}}
}

func hole(r Reason, detail string) value {
	return value{parts: []Part{{Kind: Hole, Reason: r, Detail: detail}}}
}

func number() value { return value{parts: []Part{{Kind: Number}}} }

func elem(kind PartKind, index int) value {
	return value{parts: []Part{{Kind: kind, Index: index}}}
}

func builtin(name string) value { return value{kind: vBuiltin, name: name} }

// asParts returns the template of a value used as a string; a value that
// is not a string is a hole.
func (v value) asParts() []Part {
	switch v.kind {
	case vString:
		return v.parts
	case vNil:
		return hole(Nil, v.name).parts
	case vFunc:
		return hole(Result, "function "+v.fn.label()).parts
	case vTable:
		return hole(Field, "a table").parts
	default:
		return hole(Result, v.name).parts
	}
}

// literal returns the value's text when it is all literal.
func (v value) literal() (string, bool) {
	if v.kind != vString {
		return "", false
	}
	s := ""
	for _, p := range v.parts {
		if p.Kind != Text {
			return "", false
		}
		s += p.Text
	}
	return s, true
}

// concat is the value of a .. b.
func concat(a, b value) value {
	parts := append([]Part(nil), a.asParts()...)
	for _, p := range b.asParts() {
		if n := len(parts); n > 0 && p.Kind == Text && parts[n-1].Kind == Text {
			parts[n-1].Text += p.Text
			continue
		}
		parts = append(parts, p)
	}
	size := 0
	for _, p := range parts {
		size += len(p.Text)
		if p.Kind == Hole && p.Reason == TooLarge {
			size = maxText + 1 // a part already cut off keeps the whole cut off
		}
	}
	if len(parts) > maxParts || size > maxText {
		return hole(TooLarge, "")
	}
	return value{parts: parts}
}

// element returns the value of an element of v when v is the reply of a
// command, as redis.call returns it: a hole that names the command, and
// the element of KEYS whose members the reply lists (Part.Index).
func (v value) element() (value, bool) {
	if v.kind != vString || len(v.parts) != 1 || v.parts[0].Kind != Hole || v.parts[0].Reason != Reply {
		return value{}, false
	}
	e := hole(Element, v.parts[0].Detail)
	e.parts[0].Index = v.parts[0].Index
	return e, true
}

// integer returns the literal integer a value holds.
func (v value) integer() (int, bool) {
	s, ok := v.literal()
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}
