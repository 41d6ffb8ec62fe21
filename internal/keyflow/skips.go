package keyflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Skipped branches. An if statement whose body gives v a new value
// splits what v held before it:
//
//	if ns != "" { ns += ":" }                    // skipped: ns is ""
//	if len(ns) > 0 && ns[len(ns)-1] != ':' { … } // skipped: "" or ends in ':'
//
// An assignment made before the statement reaches what follows it only
// through the path that skips the body, where the condition is false; so
// it brings only the alternatives that condition allows. A value of which
// nothing is known (a parameter) is not one of them: that it could be
// empty is no reason to report the key it would make.

// A skip is an if statement without else, in block, whose condition
// failing says of a variable that it is empty or, when suffix is set,
// empty or ending in suffix. exits is set when its body never falls
// through.
type skip struct {
	stmt   *ast.IfStmt
	block  ast.Node
	suffix string
	exits  bool
}

// skipOf returns the variable an if statement's failing condition
// tells of, and what it tells.
func skipOf(info *types.Info, n *ast.IfStmt, block ast.Node, ops operands) (*types.Var, skip, bool) {
	if n.Else != nil || block == nil || n.Init != nil {
		return nil, skip{}, false
	}
	v, suffix, ok := emptyWhen(info, n.Cond, false, ops)
	if !ok {
		return nil, skip{}, false
	}
	return v, skip{stmt: n, block: block, suffix: suffix, exits: terminates(info, n.Body)}, true
}

// emptyWhen returns the variable that cond being holds (true or false)
// proves empty (suffix "") or empty or ending in suffix.
func emptyWhen(info *types.Info, cond ast.Expr, holds bool, ops operands) (v *types.Var, suffix string, ok bool) {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return emptyWhen(info, c.X, !holds, ops)
		}
	case *ast.CallExpr:
		if x, s, isSuffix := hasSuffixCall(info, c, ops); isSuffix && holds {
			return x, s, true
		}
	case *ast.BinaryExpr:
		switch {
		case c.Op == token.LAND && !holds, c.Op == token.LOR && holds:
			// One side or the other: both must tell of the same variable.
			xv, xs, xok := emptyWhen(info, c.X, holds, ops)
			yv, ys, yok := emptyWhen(info, c.Y, holds, ops)
			if !xok || !yok || xv != yv || xs != "" && ys != "" && xs != ys {
				return nil, "", false
			}
			if xs == "" {
				xs = ys
			}
			return xv, xs, true
		case c.Op == token.LAND, c.Op == token.LOR:
			// Both sides: either tells.
			if xv, xs, xok := emptyWhen(info, c.X, holds, ops); xok {
				return xv, xs, true
			}
			return emptyWhen(info, c.Y, holds, ops)
		}
		if x, empty, isTest := emptinessTest(info, c, ops); isTest && empty == holds {
			return x, "", true
		}
		if x, s, endsWhenHolds, isTest := lastByteTest(info, c, ops); isTest && endsWhenHolds == holds {
			return x, s, true
		}
	}
	return nil, "", false
}

// hasSuffixCall recognises strings.HasSuffix(v, s) of a local variable v
// and a constant s.
func hasSuffixCall(info *types.Info, call *ast.CallExpr, ops operands) (*types.Var, string, bool) {
	fn := Callee(info, call)
	if fn == nil || fn.FullName() != "strings.HasSuffix" || len(call.Args) != 2 {
		return nil, "", false
	}
	v := ops.local(call.Args[0])
	s, ok := ConstString(info, call.Args[1])
	if v == nil || !ok || s == "" {
		return nil, "", false
	}
	return v, s, true
}

// lastByteTest recognises v[len(v)-1] == c and v[len(v)-1] != c (also with
// l := len(v)) for a constant byte c: it returns v, c, and whether the
// comparison holds when v ends in c.
func lastByteTest(info *types.Info, c *ast.BinaryExpr, ops operands) (*types.Var, string, bool, bool) {
	if c.Op != token.EQL && c.Op != token.NEQ {
		return nil, "", false, false
	}
	x, y := c.X, c.Y
	if _, ok := ast.Unparen(x).(*ast.IndexExpr); !ok {
		x, y = y, x
	}
	idx, ok := ast.Unparen(x).(*ast.IndexExpr)
	if !ok {
		return nil, "", false, false
	}
	v := ops.local(idx.X)
	last, ok := ast.Unparen(idx.Index).(*ast.BinaryExpr)
	if v == nil || !ok || last.Op != token.SUB || ops.lengthOf(last.X) != v {
		return nil, "", false, false
	}
	if one, ok := info.Types[last.Y]; !ok || one.Value == nil || one.Value.ExactString() != "1" {
		return nil, "", false, false
	}
	tv, ok := info.Types[y]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return nil, "", false, false
	}
	b, exact := constant.Int64Val(tv.Value)
	if !exact || b <= 0 || b >= 0x80 {
		return nil, "", false, false
	}
	return v, string(rune(b)), c.Op == token.EQL, true
}

// A crossing is how the path from an assignment to a use crosses a skip.
type crossing int

const (
	// crossesNone: no skip lies between them.
	crossesNone crossing = iota
	// crossesSkipped: the path skips the body, the condition failed.
	crossesSkipped
	// crossesBody: the use is in the body, the condition held.
	crossesBody
)

// crossed reports how the path by which d reaches a use at pos crosses an
// if statement that would have given v a new value had its condition
// held, and the suffix the condition tests (skip).
func (ld *Locals) crossed(d *Def, pos token.Pos) (crossing, string) {
	ld.index(d.v.Pos())
	how, suffix := crossesNone, ""
	for _, sk := range ld.skips[d.v] {
		if d.Pos > sk.stmt.Pos() {
			continue
		}
		switch {
		case IsInside(pos, sk.stmt.Body):
			// The condition held on the way in; d still holds here.
			return crossesBody, sk.suffix
		case sk.stmt.End() <= pos && IsInside(pos, sk.block) && (sk.exits || ld.assignsIn(d.v, sk.stmt.Body)):
			if how == crossesNone || sk.suffix == "" {
				how, suffix = crossesSkipped, sk.suffix
			}
		}
	}
	return how, suffix
}

// assignsIn reports whether a statement of body itself (not one nested
// in it) assigns v: running body always gives v a new value.
func (ld *Locals) assignsIn(v *types.Var, body *ast.BlockStmt) bool {
	ld.index(v.Pos())
	for _, d := range ld.defs[v] {
		if !d.entry && d.block == body {
			return true
		}
	}
	return false
}

// assignedElsewhere reports whether d's variable has an assignment
// other than d (assignsIn and fillsIn look for one in a block).
func (ld *Locals) assignedElsewhere(d *Def) bool {
	for _, other := range ld.DefsOf(d.v) {
		if other != d && !other.entry {
			return true
		}
	}
	return false
}

// keepSkipped returns the alternatives of ts that a failed emptiness test
// allows (skipped) or that a passed one allows (!skipped): the literally
// empty ones and, when suffix is set, those whose text ends in suffix, or
// all the others. A value of which nothing is known passes either way,
// since it is never reported as empty.
func keepSkipped(ts []keyrules.Template, suffix string, skipped bool) []keyrules.Template {
	out := []keyrules.Template{}
	for _, t := range ts {
		failed := t.IsLiteral() && t.Text() == "" || suffix != "" && endsInLiteral(t, suffix)
		if failed == skipped {
			out = append(out, t)
		}
	}
	return out
}

// endsInLiteral reports whether t's last part is literal text ending in
// suffix.
func endsInLiteral(t keyrules.Template, suffix string) bool {
	if len(t.Parts) == 0 {
		return false
	}
	last := t.Parts[len(t.Parts)-1]
	return last.Hole == nil && strings.HasSuffix(last.Lit, suffix)
}

// Branch overwrites. An assignment whose value the body of a branch of
// the configuration always replaces on the way to a use,
//
//	order := ""
//	if cluster {
//		order = placeholder
//		if key == "" { key = placeholder }
//	}
//
// reaches the use, as it was, only in the other branch (for a fill like
// the second, which replaces an empty value, its empty alternatives do):
// those alternatives record that branch (branchchoices.go), so that the
// keys they make are compared with the keys of that branch only.

// fillOf returns the variable an if statement without else gives a value
// when its condition proves it empty.
func fillOf(info *types.Info, n *ast.IfStmt, block ast.Node, ops operands) (*types.Var, skip, bool) {
	if n.Else != nil || block == nil || n.Init != nil {
		return nil, skip{}, false
	}
	v, suffix, ok := emptyWhen(info, n.Cond, true, ops)
	if !ok || suffix != "" {
		return nil, skip{}, false
	}
	return v, skip{stmt: n, block: block}, true
}

// fillsIn reports whether a statement of block itself fills v when it is
// empty.
func (ld *Locals) fillsIn(v *types.Var, block *ast.BlockStmt) bool {
	ld.index(v.Pos())
	for _, f := range ld.fills[v] {
		if f.block == block && ld.assignsIn(v, f.stmt.Body) {
			return true
		}
	}
	return false
}

// overwrittenInBranch returns v, the value assignment d gives its
// variable at a use at pos, with the alternatives that reach the use only
// outside a branch of the configuration recording it; an alternative
// built in that very branch cannot reach the use and is left out.
func (ev *Evaluator) overwrittenInBranch(d *Def, v Value, pos token.Pos) Value {
	ld := ev.Locals()
	if !ld.assignedElsewhere(d) {
		// No branch can overwrite what d gives: the configuration's
		// branches are not looked for.
		return v
	}
	for _, b := range ev.configBranchList() {
		arm, ok := ev.ifArmIndex()[b.block]
		if b.block == nil || !ok || arm.ifst.Pos() < d.Pos || pos < arm.ifst.End() || !IsInside(pos, arm.holder) {
			continue // not an if statement every path from d to the use runs
		}
		all := ld.assignsIn(d.v, b.block)
		if !all && !ld.fillsIn(d.v, b.block) {
			continue
		}
		other := keyrules.Branch{Cond: b.cond, Taken: !b.taken}
		ts := make([]keyrules.Template, 0, len(v.Alts))
		for _, t := range v.Alts {
			if all || t.IsEmpty() {
				if taken, chose := t.Chooses(b.cond); chose && taken == b.taken {
					continue
				}
				t = t.WithChoices([]keyrules.Branch{other})
			}
			ts = append(ts, t)
		}
		v = v.With(ts)
	}
	return v
}
