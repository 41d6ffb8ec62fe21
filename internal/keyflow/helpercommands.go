package keyflow

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// Commands built by helpers. A function that builds and returns a command
// whose reply holds keys,
//
//	func scanCmd(c rueidis.Client, p string) rueidis.Completed {
//		return c.B().Scan().Cursor(0).Match(p).Build()
//	}
//
// gives, at client.Do(ctx, scanCmd(c, "cart:*")), the keys of the command
// each of its returns builds, its parameters bound to the call's
// arguments. A function of another package tells them through its
// CommandKeysFact.

// A CommandKeysFact records, on an exported function that returns a
// command whose reply holds keys (SCAN … MATCH, KEYS, FT.SEARCH), the
// templates of those keys in terms of its parameters.
type CommandKeysFact struct {
	Templates []FactTemplate
}

func (*CommandKeysFact) AFact() {}

func (f *CommandKeysFact) String() string {
	return "command keys(" + joinTemplates(f.Templates) + ")"
}

// helperCommandKeys is builtKeys of a command that the call helper
// returns: the join of the keys of its returns' commands, and no value
// when one of them is not a command whose reply holds keys.
func (ev *Evaluator) helperCommandKeys(do *ast.CallExpr, cmd ast.Expr) Value {
	helper, ok := ast.Unparen(cmd).(*ast.CallExpr)
	if !ok {
		return Value{}
	}
	fn := Callee(ev.Info, helper)
	if fn == nil {
		return Value{}
	}
	fn = fn.Origin()
	if fn.Pkg() != ev.pkg {
		var f CommandKeysFact
		if !ev.facts.ImportObjectFact(fn, &f) {
			return Value{}
		}
		v := ev.helpers.decodeAt(f.Templates, fn, helper)
		return ev.helpers.bind(ev, v, callArgs(helper, fn))
	}
	if ev.helpers.inlining[fn] {
		return Value{}
	}
	returns, ok := ev.commandReturns(fn)
	if !ok {
		return Value{}
	}
	return ev.helpers.withArgs(ev, fn, fn.Signature(), callArgs(helper, fn), func() Value {
		return ev.returnedCommandKeys(do, returns)
	})
}

// commandReturns returns the expressions fn, a function of the package
// whose one result is a built command, returns.
func (ev *Evaluator) commandReturns(fn *types.Func) ([]ast.Expr, bool) {
	decl := ev.decls[fn]
	res := fn.Signature().Results()
	if decl == nil || decl.Body == nil || res.Len() != 1 || !clients.IsBuiltCommand(res.At(0).Type()) {
		return nil, false
	}
	body, found := ev.syntax.at(decl.Body)
	if !found {
		return nil, false
	}
	var returns []ast.Expr
	known := true
	body.Inspect(returnsOrLits, func(c inspector.Cursor) bool {
		ret, ok := c.Node().(*ast.ReturnStmt)
		if !ok || !known {
			return false // a literal's returns are its own
		}
		if len(ret.Results) != 1 {
			known = false
		} else {
			returns = append(returns, ret.Results[0])
		}
		return false // the returns below it are a literal's
	})
	return returns, known && len(returns) > 0
}

// returnedCommandKeys returns the join of the keys of the commands a
// function returns, read back by do; no value when one is not known.
func (ev *Evaluator) returnedCommandKeys(do *ast.CallExpr, returns []ast.Expr) Value {
	var out Value
	for _, r := range returns {
		if ev.unselected(r.Pos()) {
			continue // a branch a constant argument does not take
		}
		v := ev.builtKeys(do, r)
		if !v.Told() {
			return Value{}
		}
		out = out.Join(v)
	}
	return out
}

// exportCommandKeys exports, on each exported function of the package
// that returns a built command whose reply holds keys of known shape, its
// CommandKeysFact.
func (ev *Evaluator) exportCommandKeys() {
	for fn := range ev.decls {
		if !fn.Exported() {
			continue
		}
		returns, ok := ev.commandReturns(fn)
		if !ok {
			continue
		}
		var do *ast.CallExpr
		for _, r := range returns {
			call, ok := ast.Unparen(r).(*ast.CallExpr)
			if !ok {
				do = nil
				break
			}
			if _, _, reads := clients.BuiltReadBack(ev.Info, call); !reads {
				do = nil
				break
			}
			do = call
		}
		if do == nil {
			continue
		}
		v := ev.returnedCommandKeys(do, returns)
		if !v.Told() || v.Limit != NoLimit {
			continue
		}
		f := &CommandKeysFact{}
		params := ParamIndex(fn)
		for _, t := range v.Alts {
			t, _ = Normalize(t, params) // the parameters' holes as parameter Refs
			f.Templates = append(f.Templates, spelled(EncodeTemplate(t), t, ev.facts.Spell))
		}
		ev.facts.ExportObjectFact(fn, f)
	}
}
