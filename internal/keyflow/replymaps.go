package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// Keys read back in a map reply. In RESP3 some replies are maps: go-redis
// v9 gives FT.SEARCH's reply to a generic command as
// map[interface{}]interface{}, its "results" one map per document, whose
// "id" is the document's key. The program reaches an id through type
// assertions, map entries and list elements:
//
//	res, _ := rdb.Do(ctx, "FT.SEARCH", idx, q).Result()
//	for _, r := range res.(map[any]any)["results"].([]any) {
//		rdb.Unlink(ctx, r.(map[any]any)["id"].(string))
//	}
//
// The entry is a key when the path from the reply to it is the one the
// command's table gives (clients.Resp3Keys); any other entry (a
// document's attributes, the total) is not.

// maxReplyPath bounds the steps followed back from an entry to its reply.
const maxReplyPath = 16

// replyMapEntry returns the value of e, an entry of a map read from a
// reply (doc["id"]), and false when e is no such entry or not one that
// holds the keys the reply's command reads back.
func (ev *Evaluator) replyMapEntry(e *ast.IndexExpr) (Value, bool) {
	if _, ok := typeUnder[*types.Map](ev.Info.TypeOf(e.X)); !ok {
		return Value{}, false
	}
	var path []string
	x := ast.Expr(e)
	for range maxReplyPath {
		switch y := ast.Unparen(x).(type) {
		case *ast.TypeAssertExpr:
			x = y.X
		case *ast.IndexExpr:
			t := ev.Info.TypeOf(y.X)
			if _, ok := typeUnder[*types.Map](t); ok {
				name, ok := ConstString(ev.Info, y.Index)
				if !ok {
					return Value{}, false
				}
				path = append(path, name)
			} else if isSliceOrArray(t) {
				path = append(path, clients.ReplyElems)
			} else {
				return Value{}, false
			}
			x = y.X
		case *ast.Ident:
			d := ev.soleDef(y)
			switch {
			case d == nil:
				return Value{}, false
			case d.rangeOver != nil:
				path = append(path, clients.ReplyElems)
				x = d.rangeOver
			default:
				x = d.Value
			}
		case *ast.CallExpr:
			return ev.replyEntryKeys(y, path)
		default:
			return Value{}, false
		}
	}
	return Value{}, false
}

// replyEntryKeys returns the keys that the entry at the reversed path of
// the reply call reads holds: those the command reads back when the path
// is where its reply holds them.
func (ev *Evaluator) replyEntryKeys(call *ast.CallExpr, reversed []string) (Value, bool) {
	cmd, ok := clients.ReadsReply(ev.Info, call)
	if !ok {
		return Value{}, false
	}
	if id, ok := ast.Unparen(cmd).(*ast.Ident); ok {
		if d := ev.soleDef(id); d != nil && d.rangeOver == nil {
			cmd = d.Value
		}
	}
	c, ok := ast.Unparen(cmd).(*ast.CallExpr)
	if !ok {
		return Value{}, false
	}
	_, kind, ok := clients.HeldKey(ev.Info, c)
	want := clients.Resp3Keys(kind)
	if !ok || want == nil || len(want) != len(reversed) {
		return Value{}, false
	}
	path := slices.Clone(reversed)
	slices.Reverse(path)
	if !slices.Equal(path, want) {
		return Value{}, false
	}
	v := ev.Eval(call)
	return v, v.Told()
}

// soleDef returns the one assignment of the local variable id names that
// reaches it, nil when there are several or it is not known.
func (ev *Evaluator) soleDef(id *ast.Ident) *Def {
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok || v.Parent() == ev.pkg.Scope() {
		return nil
	}
	defs, complete := ev.Locals().Reaching(v, id)
	if !complete || len(defs) != 1 {
		return nil
	}
	d := defs[0]
	if d.rangeOver == nil && (d.Value == nil || d.Op != token.ASSIGN) {
		return nil
	}
	return d
}

// typeUnder returns t's underlying type as a T.
func typeUnder[T types.Type](t types.Type) (T, bool) {
	var zero T
	if t == nil {
		return zero, false
	}
	u, ok := t.Underlying().(T)
	return u, ok
}
