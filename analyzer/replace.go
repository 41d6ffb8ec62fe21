package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
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
	new []keyrules.Template
}

// replaceCall rebuilds strings.Replace(s, old, new, n) and
// strings.ReplaceAll(s, old, new), or returns nil when old or n is not a
// constant.
func (b *builder) replaceCall(call *ast.CallExpr, fn string, depth int) []keyrules.Template {
	n := -1
	switch {
	case fn == "strings.ReplaceAll" && len(call.Args) == 3:
	case fn == "strings.Replace" && len(call.Args) == 4:
		tv, ok := b.Info.Types[call.Args[3]]
		if !ok || tv.Value == nil {
			return nil
		}
		v, ok := constantInt(tv.Value)
		if !ok {
			return nil
		}
		n = v
	default:
		return nil
	}
	old, ok := b.constString(call.Args[1])
	if !ok || old == "" {
		return nil
	}
	if n == 0 {
		return b.Templates(call.Args[0], depth+1)
	}
	pairs := []replacement{{old: old, new: b.Templates(call.Args[2], depth+1)}}
	return b.replaceAll(b.Templates(call.Args[0], depth+1), pairs, n)
}

// replacerCall rebuilds r.Replace(s) for a *strings.Replacer made by
// strings.NewReplacer with constant old strings, or returns nil.
func (b *builder) replacerCall(call *ast.CallExpr, depth int) []keyrules.Template {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	made := b.replacerOf(sel.X, depth)
	if made == nil || made.Ellipsis.IsValid() || len(made.Args)%2 != 0 || len(made.Args) == 0 {
		return nil
	}
	var pairs []replacement
	for i := 0; i < len(made.Args); i += 2 {
		old, ok := b.constString(made.Args[i])
		if !ok || old == "" {
			return nil
		}
		pairs = append(pairs, replacement{old: old, new: b.Templates(made.Args[i+1], depth+1)})
	}
	return b.replaceAll(b.Templates(call.Args[0], depth+1), pairs, -1)
}

// replacerOf returns the strings.NewReplacer call that made the replacer x
// holds: the call itself, or the single value of a local or package
// variable.
func (b *builder) replacerOf(x ast.Expr, depth int) *ast.CallExpr {
	for range maxDepth - depth {
		switch e := ast.Unparen(x).(type) {
		case *ast.CallExpr:
			if fn, ok := typeutil.Callee(b.Info, e).(*types.Func); ok && fn.Pkg() != nil &&
				fn.Pkg().Path() == "strings" && fn.Name() == "NewReplacer" {
				return e
			}
			return nil
		case *ast.Ident:
			v, ok := b.Info.Uses[e].(*types.Var)
			if !ok {
				return nil
			}
			next := b.SingleValue(v, e)
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

// SingleValue returns the one expression variable v holds at use, or nil.
func (b *builder) SingleValue(v *types.Var, use *ast.Ident) ast.Expr {
	if v.Parent() == b.pkg.Scope() {
		if b.init == nil {
			return nil
		}
		return b.init(v)
	}
	if b.Locals == nil {
		return nil
	}
	defs, complete := b.Locals.reaching(v, use)
	if !complete || len(defs) != 1 || defs[0].value == nil || defs[0].op != token.ASSIGN {
		return nil
	}
	return defs[0].value
}

// constString returns the value of a constant string expression.
func (b *builder) constString(e ast.Expr) (string, bool) {
	tv, ok := b.Info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// replaceAll applies pairs to every template of ts, at most n times (all
// when n < 0), scanning the literal text left to right and trying the
// pairs in order at each position, as strings.Replacer does. It returns
// nil when an old string could span two parts, where the result cannot be
// told part by part.
func (b *builder) replaceAll(ts []keyrules.Template, pairs []replacement, n int) []keyrules.Template {
	var out []keyrules.Template
	for _, t := range ts {
		if spansParts(t, pairs) {
			return nil
		}
		out = append(out, b.replaceIn(t, pairs, n)...)
	}
	return keyflow.Bound(out, b.Origins)
}

// replaceIn applies pairs to one template.
func (b *builder) replaceIn(t keyrules.Template, pairs []replacement, n int) []keyrules.Template {
	out := []keyrules.Template{{}}
	emit := func(ts []keyrules.Template) { out = keyflow.Concat(out, ts, b.Origins) }
	for _, p := range t.Parts {
		if p.Hole != nil {
			emit([]keyrules.Template{{Parts: []keyrules.Part{p}}})
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
				emit([]keyrules.Template{{Parts: []keyrules.Part{b.subPart(p, start, i)}}})
			}
			emit(pair.new)
			i += len(pair.old)
			start = i
			n--
		}
		if start < len(p.Lit) {
			emit([]keyrules.Template{{Parts: []keyrules.Part{b.subPart(p, start, len(p.Lit))}}})
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
func (b *builder) subPart(p keyrules.Part, start, end int) keyrules.Part {
	if start == 0 && end == len(p.Lit) {
		return p
	}
	o := b.Origins.get(p.Origin)
	if o.lit != nil {
		o.offset += start
	}
	return keyrules.Part{Lit: p.Lit[start:end], Origin: b.Origins.add(o)}
}
