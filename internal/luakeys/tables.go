package luakeys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/gopher-lua/ast"
)

// maxElems bounds the elements a list keeps.
const maxElems = 64

// list is a table of the script used as a list of strings, such as the
// keys a script gathers before unpacking them into one call. Its elements
// are in order when exact, that is when every element was added in the
// straight-line code that made the table; otherwise they are the values
// an element may have, each once.
type list struct {
	elems  []value
	exact  bool
	frames int  // the walk's open frames where the table was made
	cut    bool // elements were dropped past maxElems
}

// tableExpr makes the value of a table constructor: its positional fields
// are the list's elements; keyed fields are only evaluated.
func (w *walker) tableExpr(e *ast.TableExpr, sc *scope) value {
	l := &list{exact: true, frames: len(w.frames)}
	for i, f := range e.Fields {
		if f.Key != nil {
			w.expr(f.Key, sc)
			w.expr(f.Value, sc)
			continue
		}
		if i == len(e.Fields)-1 {
			// A last unpack or ... spreads, as {unpack(KEYS)}.
			if elems, exact, ok := w.spread(f.Value, sc); ok {
				if !exact {
					l.blur()
				}
				for _, v := range elems {
					w.add(l, v)
				}
				continue
			}
		}
		w.add(l, w.expr(f.Value, sc))
	}
	return value{kind: vTable, list: l}
}

// varargs is the list of a function's arguments past its parameters.
func (w *walker) varargs(args []value) value {
	l := &list{exact: true, frames: len(w.frames)}
	for _, v := range args {
		w.add(l, v)
	}
	return value{kind: vTable, list: l}
}

// add appends v to a list; added inside a branch, a loop or a function
// that the table was made outside of, it makes the list inexact.
func (w *walker) add(l *list, v value) {
	if len(w.frames) > l.frames {
		l.blur()
	}
	if !l.exact && containsTemplate(l.elems, v) {
		return
	}
	if len(l.elems) >= maxElems {
		l.cut = true
		return
	}
	l.elems = append(l.elems, v)
}

// blur makes the list inexact: its elements are then the values an
// element may have, each once.
func (l *list) blur() {
	if l.exact {
		l.exact = false
		l.elems = distinct(l.elems)
	}
}

// setIndex writes t[k] = v: in straight-line code the next index appends
// and an index within the list replaces; any other index adds v inexactly.
// A string key makes a record field, not an element.
func (w *walker) setIndex(l *list, k, v value) {
	n, isInt := k.integer()
	if _, lit := k.literal(); lit && !isInt {
		return
	}
	inPlace := isInt && l.exact && len(w.frames) == l.frames
	switch {
	case inPlace && n == len(l.elems)+1:
		w.add(l, v)
	case inPlace && n >= 1 && n <= len(l.elems):
		l.elems[n-1] = v
	default:
		l.blur()
		w.add(l, v)
	}
}

// element is the value of t[k]: the element when the list is exact and k
// literal, the one value all elements share, unknown otherwise.
func (l *list) element(k value, name string) value {
	if n, ok := k.integer(); ok && l.exact && !l.cut && n >= 1 && n <= len(l.elems) {
		return l.elems[n-1]
	}
	return l.any(Field, name)
}

// any is the value of some element of the list: the one value all its
// elements share, an element of the replies they all are (ids collected
// from several replies), a hole for reason r otherwise.
func (l *list) any(r Reason, name string) value {
	elems := distinct(l.elems)
	if len(elems) == 1 && !l.cut {
		return elems[0]
	}
	if e, ok := replyElements(elems); ok && !l.cut {
		return e
	}
	return hole(r, name)
}

// replyElements returns the one Element hole that stands for vals when
// each is an element of a reply: it names their commands, and the element
// of KEYS whose members they list when they all list the same.
func replyElements(vals []value) (value, bool) {
	if len(vals) == 0 {
		return value{}, false
	}
	var commands []string
	index := -1
	for _, v := range vals {
		if v.kind != vString || len(v.parts) != 1 || v.parts[0].Kind != Hole || v.parts[0].Reason != Element {
			return value{}, false
		}
		p := v.parts[0]
		if !slices.Contains(commands, p.Detail) {
			commands = append(commands, p.Detail)
		}
		switch index {
		case -1:
			index = p.Index
		case p.Index:
		default:
			index = 0
		}
	}
	e := hole(Element, strings.Join(commands, ", "))
	e.parts[0].Index = index
	return e, true
}

// length is the value of #t.
func (l *list) length() value {
	if l.exact && !l.cut {
		return text(strconv.Itoa(len(l.elems)))
	}
	return number()
}

// spread is what unpack(t) gives: the elements, exact when their number
// and order are known.
func (l *list) spread() (elems []value, exact bool) {
	if l.cut {
		return []value{hole(TooLarge, "")}, false
	}
	if l.exact {
		return l.elems, true
	}
	if len(l.elems) == 0 {
		return []value{hole(Field, "an empty table")}, false
	}
	return l.elems, false
}

// distinct returns the values with different templates, each once.
func distinct(vals []value) []value {
	var out []value
	for _, v := range vals {
		if !containsTemplate(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// containsTemplate reports whether vals holds a value of v's template
// (the same parts: an element of the members of KEYS[1] is not one of
// KEYS[2]'s, though both render alike).
func containsTemplate(vals []value, v value) bool {
	for _, u := range vals {
		if slices.Equal(u.asParts(), v.asParts()) {
			return true
		}
	}
	return false
}
