package keyflow

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// Keys read back from a batch. rueidis's and valkey-go's DoMulti send
// several built commands and return their replies in order:
//
//	resps := c.DoMulti(ctx, c.B().Keys().Pattern("draft:*").Build(), other)
//	drafts, _ := resps[0].AsStrSlice() // keys of draft:*
//
// The reply at a constant index is that of the command at that index; a
// reply taken at any index (ranged over) is that of any command, known
// only when every command of the batch reads keys back.

// batchKeys returns the value of the keys a reply of the batch call holds:
// the reply at index i, or at any index when i is negative; no value when
// they are not known.
func (ev *Evaluator) batchKeys(call *ast.CallExpr, first ast.Expr, i int) Value {
	cmds, ok := ev.batchCommands(call, first)
	if !ok {
		return Value{}
	}
	if i >= 0 {
		if i >= len(cmds) {
			return Value{}
		}
		return ev.builtKeys(call, cmds[i])
	}
	var out Value
	for _, cmd := range cmds {
		v := ev.builtKeys(call, cmd)
		if !v.Told() {
			return Value{} // a reply that holds no keys, or unknown ones
		}
		out = out.Join(v)
	}
	return out
}

// batchCommands returns the commands of a batch whose first command
// argument is first: the arguments from it on, or the elements of the
// slice literal spread there (cmds..., cmds assigned one literal).
func (ev *Evaluator) batchCommands(call *ast.CallExpr, first ast.Expr) ([]ast.Expr, bool) {
	at := -1
	for i, a := range call.Args {
		if a == first {
			at = i
		}
	}
	if at < 0 {
		return nil, false
	}
	if !call.Ellipsis.IsValid() {
		return call.Args[at:], true
	}
	list := ast.Unparen(first)
	if id, ok := list.(*ast.Ident); ok {
		d := ev.soleDef(id)
		if d == nil || d.rangeOver != nil {
			return nil, false
		}
		list = ast.Unparen(d.Value)
	}
	lit, ok := list.(*ast.CompositeLit)
	if !ok || !isSliceOrArray(ev.Info.TypeOf(lit)) {
		return nil, false
	}
	for _, el := range lit.Elts {
		if _, ok := el.(*ast.KeyValueExpr); ok {
			return nil, false // elements at given indexes
		}
	}
	return lit.Elts, true
}

// batchReply returns the value of the keys that e, one reply of a batch
// (resps[0], resps a DoMulti's replies), holds, and false when e is no
// such reply.
func (ev *Evaluator) batchReply(e *ast.IndexExpr) (Value, bool) {
	x := ast.Unparen(e.X)
	if id, ok := x.(*ast.Ident); ok {
		d := ev.soleDef(id)
		if d == nil || d.rangeOver != nil {
			return Value{}, false
		}
		x = ast.Unparen(d.Value)
	}
	call, ok := x.(*ast.CallExpr)
	if !ok {
		return Value{}, false
	}
	first, kind, ok := clients.HeldKey(ev.Info, call)
	if !ok || kind != clients.HeldBatch {
		return Value{}, false
	}
	i := -1
	if tv, ok := ev.Info.Types[e.Index]; ok && tv.Value != nil {
		n, ok := ConstantInt(tv.Value)
		if !ok {
			return Value{}, false
		}
		i = n
	}
	v := ev.batchKeys(call, first, i)
	return v, v.Told()
}
