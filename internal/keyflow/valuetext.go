package keyflow

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A key spells its own words; the values it holds render text that is no
// word of it, though its characters still count (keyrules.Part.Value). A
// value is an operand placed after the key's own text (in a concatenation,
// a += or a Sprintf verb) that is not a constant, is made of values
// itself (it holds a hole) and does not continue the key's structure: what
// it renders starts with a hole, a letter or a digit ("worker:" + w.id of
// a Sprintf of host and pid, "conv:" + conversationID(n)), not with
// punctuation (base + ":" + id). Known text passed in whole (a kind chosen
// by a constructor) is the key's word, unless it is the fallback of an
// operand that is otherwise a value. A number formatted into a key is a
// value wherever it stands.

// valueOperand returns v, the value of operand e, which follows the key's
// own text, with the alternatives that are a value's marked so.
func (ev *Evaluator) valueOperand(e ast.Expr, v Value) Value {
	if tv, ok := ev.Info.Types[e]; ok && tv.Value != nil {
		return v // a constant is the key's own text
	}
	return markValues(v)
}

// markValues returns v, what a key renders where a value of it stands,
// with the alternatives that are a value's marked so. Holes are marked
// too: a summary whose parameter stands there (a helper's
// Sprintf("servers:{%s}", host)) hands the mark on to what its callers,
// in any package, bind to the parameter (boundValue).
func markValues(v Value) Value {
	// A literal alternative of an operand that is otherwise a value is
	// that value's fallback (host := "unknown-host" when os.Hostname
	// fails): a value too.
	fallback := false
	for _, t := range v.Alts {
		if !t.IsLiteral() && startsValue(t) {
			fallback = true
		}
	}
	out := make([]keyrules.Template, len(v.Alts))
	for i, t := range v.Alts {
		if (t.IsLiteral() && !fallback) || !startsValue(t) {
			out[i] = t
		} else {
			out[i] = asValue(t)
		}
	}
	return v.With(out)
}

// boundValue returns v, an argument bound to a parameter that a summary
// places where a value of the key stands, with the alternatives that are
// a value's marked so. An argument is often the rest of a key its caller
// spells (q.Push("Mail:" + id) of a wrapper that prefixes "jobs:"), so
// only one that is a value by its own shape is marked: some alternative
// starts with a hole (a host name from os.Hostname()), and the others
// are its fallbacks ("unknown-host") or made of it.
func boundValue(v Value) Value {
	for _, t := range v.Alts {
		if startsWithHole(t) {
			return markValues(v)
		}
	}
	return v
}

// startsWithHole reports whether the first part of t that renders
// anything is a hole.
func startsWithHole(t keyrules.Template) bool {
	for _, p := range t.Parts {
		if p.Hole != nil {
			return true
		}
		if p.Lit != "" {
			return false
		}
	}
	return false
}

// startsValue reports whether t starts as a value does: with a hole, or a
// letter, a digit or '_'.
func startsValue(t keyrules.Template) bool {
	for _, p := range t.Parts {
		if p.Hole != nil {
			return true
		}
		if p.Lit != "" {
			b := p.Lit[0]
			return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
		}
	}
	return false
}

// asValue returns t with its parts marked as a value's.
func asValue(t keyrules.Template) keyrules.Template {
	parts := make([]keyrules.Part, len(t.Parts))
	for i, p := range t.Parts {
		p.Value = true
		parts[i] = p
	}
	return keyrules.Template{Parts: parts, Choices: t.Choices}
}
