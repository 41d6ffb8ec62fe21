package keyflow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Placeholder templates: a key written once as text with named places
// ("rmq::queue::[{queue}]::ready") and filled by strings.Replace,
// strings.ReplaceAll or a strings.Replacer. The replacement is applied to
// the template's literal text: a literal replacement stays literal text, a
// replacement that is a hole puts that hole where the placeholder was, and
// the placeholder's own characters (braces included) are gone, so they are
// never taken for a hash tag. Holes are assumed not to contain the text
// being replaced, as every unknown string is assumed clean.

// replacement is one old → new pair of a replace call.
type replacement struct {
	old string
	new Value
}

// replace rebuilds strings.Replace(s, old, new, n) and
// strings.ReplaceAll(s, old, new), or returns none when old or n is not a
// constant.
func replace(ev *Evaluator, call *ast.CallExpr) Value {
	n := -1
	switch len(call.Args) {
	case 3: // ReplaceAll
	case 4:
		tv, ok := ev.Info.Types[call.Args[3]]
		if !ok || tv.Value == nil {
			return Value{}
		}
		v, ok := ConstantInt(tv.Value)
		if !ok {
			return Value{}
		}
		n = v
	default:
		return Value{}
	}
	old, ok := ConstString(ev.Info, call.Args[1])
	if !ok || old == "" {
		return Value{}
	}
	if n == 0 {
		return ev.Eval(call.Args[0])
	}
	pairs := []replacement{{old: old, new: ev.Eval(call.Args[2])}}
	return replaceAll(ev.Eval(call.Args[0]), pairs, n, ev.Origins)
}

// replacerReplace rebuilds r.Replace(s) for a *strings.Replacer made by
// strings.NewReplacer with constant old strings, or returns none.
func replacerReplace(ev *Evaluator, call *ast.CallExpr) Value {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 {
		return Value{}
	}
	made := replacerOf(ev, sel.X)
	if made == nil || made.Ellipsis.IsValid() || len(made.Args)%2 != 0 || len(made.Args) == 0 {
		return Value{}
	}
	var pairs []replacement
	for i := 0; i < len(made.Args); i += 2 {
		old, ok := ConstString(ev.Info, made.Args[i])
		if !ok || old == "" {
			return Value{}
		}
		pairs = append(pairs, replacement{old: old, new: ev.Eval(made.Args[i+1])})
	}
	return replaceAll(ev.Eval(call.Args[0]), pairs, -1, ev.Origins)
}

// replacerOf returns the strings.NewReplacer call that made the replacer x
// holds: the call itself, or the single value of a local or package
// variable.
func replacerOf(ev *Evaluator, x ast.Expr) *ast.CallExpr {
	seen := make(map[*types.Var]bool) // against a cycle of package variables
	for ev.step() {
		switch e := ast.Unparen(x).(type) {
		case *ast.CallExpr:
			if fn := Callee(ev.Info, e); fn != nil && fn.FullName() == "strings.NewReplacer" {
				return e
			}
			return nil
		case *ast.Ident:
			v, ok := ev.Info.Uses[e].(*types.Var)
			if !ok || seen[v] {
				return nil
			}
			seen[v] = true
			next := ev.SingleValue(v, e)
			if next == nil {
				return nil
			}
			x = next
		default:
			return nil
		}
	}
	return nil
}

// replaceAll applies pairs to every template of ts, at most n times (all
// when n < 0), scanning the literal text left to right and trying the
// pairs in order at each position, as strings.Replacer does. It returns
// none when an old string could span two parts, where the result cannot be
// told part by part.
func replaceAll(v Value, pairs []replacement, n int, o Origins) Value {
	out := v.With(nil)
	for _, t := range v.Alts {
		if spansParts(t, pairs) {
			return Value{}
		}
		out = out.Join(replaceIn(t, pairs, n, o))
	}
	return out.Bound(o)
}

// replaceIn applies pairs to one template.
func replaceIn(t keyrules.Template, pairs []replacement, n int, o Origins) Value {
	out := Of(keyrules.Template{Choices: t.Choices})
	emit := func(v Value) { out = out.Concat(v, o) }
	part := func(p keyrules.Part) Value { return Of(keyrules.Template{Parts: []keyrules.Part{p}}) }
	for _, p := range t.Parts {
		if p.Hole != nil {
			emit(part(p))
			continue
		}
		start := 0
		for i := 0; i < len(p.Lit) && n != 0; {
			pair, ok := matchAt(p.Lit, i, pairs)
			if !ok {
				i++
				continue
			}
			if i > start {
				emit(part(subPart(p, start, i, o)))
			}
			emit(pair.new)
			i += len(pair.old)
			start = i
			n--
		}
		if start < len(p.Lit) {
			emit(part(subPart(p, start, len(p.Lit), o)))
		}
	}
	return out
}

// matchAt returns the first pair whose old string starts s at i.
func matchAt(s string, i int, pairs []replacement) (replacement, bool) {
	for _, pair := range pairs {
		if strings.HasPrefix(s[i:], pair.old) {
			return pair, true
		}
	}
	return replacement{}, false
}

// spansParts reports whether an old string occurs in t's text only across
// the boundary of two literal parts.
func spansParts(t keyrules.Template, pairs []replacement) bool {
	for i := 0; i+1 < len(t.Parts); i++ {
		if t.Parts[i].Hole != nil || t.Parts[i+1].Hole != nil {
			continue
		}
		a, c := t.Parts[i].Lit, t.Parts[i+1].Lit
		for _, pair := range pairs {
			for k := 1; k < len(pair.old); k++ {
				if strings.HasSuffix(a, pair.old[:k]) && strings.HasPrefix(c, pair.old[k:]) {
					return true
				}
			}
		}
	}
	return false
}

// subPart returns the literal text p.Lit[start:end] with its origin moved
// to where that text starts, so that findings still point into the
// literal that spells it.
func subPart(p keyrules.Part, start, end int, o Origins) keyrules.Part {
	if start == 0 && end == len(p.Lit) {
		return p
	}
	return keyrules.Part{Lit: p.Lit[start:end], Origin: o.Shift(p.Origin, start)}
}
