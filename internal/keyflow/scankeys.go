package keyflow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Keys read back from Redis. The keys SCAN cursor MATCH pattern returns
// are those the glob pattern matches: where the program uses one as a key
// (for iter.Next(ctx) { rdb.Del(ctx, iter.Val()) }), it has the pattern's
// shape, each wildcard a hole: user:*:profile gives user:<string>:profile.
// A pattern that is not known gives an unknown key marked with
// LimitScanPattern, so that the catalog says where it came from.

// scannedKeys returns the value of the keys that a SCAN call with the
// pattern argument returns.
func (ev *Evaluator) scannedKeys(call *ast.CallExpr, pattern ast.Expr) Value {
	if pattern == nil {
		return ev.Unknown(call).Limited(LimitScanPattern)
	}
	v := ev.Eval(pattern)
	if !v.Told() || !knowsText(v) {
		return ev.Unknown(call).Limited(LimitScanPattern)
	}
	out := v.With(nil)
	for _, t := range v.Alts {
		out.Alts = append(out.Alts, ev.globTemplate(t))
	}
	return out.Dedupe()
}

// knowsText reports whether some template of v holds literal text: an
// empty pattern, or one of holes only, tells nothing of the keys.
func knowsText(v Value) bool {
	for _, t := range v.Alts {
		for _, p := range t.Parts {
			if p.Hole == nil && strings.Trim(p.Lit, "*") != "" {
				return true
			}
		}
	}
	return false
}

// globTemplate turns a glob pattern's template into the template of the
// keys it matches: *, ? and a [...] class become holes, a \-escaped
// character is itself; the pattern's own holes stay.
func (ev *Evaluator) globTemplate(t keyrules.Template) keyrules.Template {
	var out keyrules.Template
	hole := func(origin int) {
		if n := len(out.Parts); n > 0 && out.Parts[n-1].Hole != nil && out.Parts[n-1].Hole.Kind == keyrules.Unknown {
			return // ** is one hole
		}
		out.Parts = append(out.Parts, keyrules.Part{Hole: keyrules.NewHole(keyrules.Unknown), Origin: origin})
	}
	for _, p := range t.Parts {
		if p.Hole != nil {
			out.Parts = append(out.Parts, p)
			continue
		}
		var lit strings.Builder
		start := 0
		flush := func() {
			if lit.Len() > 0 {
				out.Parts = append(out.Parts, keyrules.Part{Lit: lit.String(), Origin: ev.Origins.Shift(p.Origin, start)})
				lit.Reset()
			}
		}
		for i := 0; i < len(p.Lit); i++ {
			switch c := p.Lit[i]; c {
			case '\\':
				if lit.Len() == 0 {
					start = i + 1
				}
				if i+1 < len(p.Lit) {
					i++
					lit.WriteByte(p.Lit[i])
				}
			case '*', '?', '[':
				flush()
				hole(ev.Origins.Shift(p.Origin, i))
				if c == '[' {
					// The class runs to the first ] after its first
					// character.
					if end := strings.IndexByte(p.Lit[min(i+2, len(p.Lit)):], ']'); end >= 0 {
						i = min(i+2, len(p.Lit)) + end
					} else {
						i = len(p.Lit)
					}
				}
				start = i + 1
			default:
				if lit.Len() == 0 {
					start = i
				}
				lit.WriteByte(c)
			}
		}
		flush()
	}
	return out
}

// replyOf returns the reply an element of a reply comes from: values for
// values[1] or values[1:], where values holds the elements of a generic
// call's reply ([]interface{}); e itself otherwise.
func replyOf(info *types.Info, e ast.Expr) ast.Expr {
	var x ast.Expr
	switch ix := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		x = ix.X
	case *ast.SliceExpr:
		x = ix.X // values[1:]: some of them
	default:
		return e
	}
	if s, ok := info.TypeOf(x).Underlying().(*types.Slice); ok && types.IsInterface(s.Elem()) {
		return x
	}
	return e
}
