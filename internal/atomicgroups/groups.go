// Package atomicgroups finds the atomic groups of a package: the sets of
// keys Redis must find in one slot of a cluster, for the crossslot rule.
//
// A group is the keys of one multi-key call (MGET, a script), of one
// builder chain (B().Mset().KeyValue(k1, v1).KeyValue(k2, v2)), or of one
// transaction: the watched keys and the callback of a Watch, the callback
// of a TxPipelined, the pipeline a TxPipeline makes, a MULTI … EXEC
// sequence on one connection and a batch holding MULTI. The analyzer
// gives the calls it found with their keys; a group names its keys by
// call and index, so that the analyzer keeps what it knows of each.
package atomicgroups

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// A Call is a call that sends keys, as the analyzer found it.
type Call struct {
	Expr *ast.CallExpr
	Desc *clients.Descriptor
	// Keys are the positions of its keys' expressions, in order.
	Keys []token.Pos
}

// A Key is the key Index of Calls[Call].
type Key struct {
	Call, Index int
}

// A Group is a set of keys Redis must find in one slot.
type Group struct {
	// At is the call the diagnostic is reported at.
	At *ast.CallExpr
	// What names the operation for messages ("MGET", "the transaction").
	What string
	// Desc is the call that forms the group (the command, the script, the
	// call opening the transaction); it tells how a cross-slot group
	// fails, per client and version.
	Desc *clients.Descriptor
	Keys []Key
}

// A Package is what the groups are found in.
type Package struct {
	Info *types.Info
	// ClientCalls are the package's calls of client libraries, in source
	// order (clients.LibraryCalls): transactions and batches open there.
	ClientCalls []*ast.CallExpr
	Calls       []Call
	// Reaching returns the one value assigned to v that reaches pos, or
	// nil when there is not exactly one.
	Reaching func(v *types.Var, pos token.Pos) ast.Expr
}

// Find returns the groups of the package: multi-key calls, builder chains,
// and the keys of each transaction.
func Find(p Package) []Group {
	var groups []Group
	for i, c := range p.Calls {
		if !c.Desc.Atomic || len(c.Keys) < 2 || c.Desc.ChainStart != nil {
			continue
		}
		if c.Desc.Scope == clients.WatchKeys {
			continue // Watch(ctx, fn, keys...) is a transaction, grouped below
		}
		groups = append(groups, Group{At: c.Expr, What: label(c.Desc), Desc: c.Desc, Keys: keysOf(i, c)})
	}
	groups = append(groups, builderChains(p)...)
	groups = append(groups, transactions(p)...)
	return groups
}

// label names the command of a call for messages.
func label(d *clients.Descriptor) string {
	if d.Command == "" {
		return "the command"
	}
	return d.Command
}

// keysOf returns the keys of call i.
func keysOf(i int, c Call) []Key {
	keys := make([]Key, len(c.Keys))
	for j := range c.Keys {
		keys[j] = Key{Call: i, Index: j}
	}
	return keys
}

// builderChains groups the key steps of one builder chain
// (B().Mset().KeyValue(k1, v1).KeyValue(k2, v2)).
func builderChains(p Package) []Group {
	byChain := make(map[*ast.CallExpr]*Group)
	var order []*ast.CallExpr
	for i, c := range p.Calls {
		start := c.Desc.ChainStart
		if start == nil || !c.Desc.Atomic {
			continue
		}
		g := byChain[start]
		if g == nil {
			g = &Group{At: c.Expr, What: label(c.Desc), Desc: c.Desc}
			byChain[start] = g
			order = append(order, start)
		}
		g.At = c.Expr // the outermost step, so the whole chain is underlined
		g.Keys = append(g.Keys, keysOf(i, c)...)
	}
	out := make([]Group, 0, len(order))
	for _, k := range order {
		g := byChain[k]
		// The steps were met outermost first; keys go in command order.
		pos := func(k Key) token.Pos { return p.Calls[k.Call].Keys[k.Index] }
		sort.SliceStable(g.Keys, func(i, j int) bool { return pos(g.Keys[i]) < pos(g.Keys[j]) })
		out = append(out, *g)
	}
	return out
}

// transactions groups the keys of each transaction the descriptors'
// scopes open.
func transactions(p Package) []Group {
	var out []Group
	var watches []*ast.CallExpr
	for _, call := range p.ClientCalls {
		d := clients.Match(p.Info, call)
		if d == nil {
			continue
		}
		switch d.Scope {
		case clients.WatchKeys:
			// The watched keys: the client checks them itself.
			watches = append(watches, call)
			out = append(out, Group{At: call, What: "the watched keys", Desc: d, Keys: p.keysOfCall(call)})
		case clients.TxCallback, clients.WatchedTxCallback:
			g := Group{At: call, What: "the transaction", Desc: d}
			if d.Scope == clients.WatchedTxCallback {
				// On the connection of a Watch: one MULTI/EXEC that
				// Redis checks, with the watched keys.
				for _, w := range watches {
					if call.Pos() >= w.Pos() && call.End() <= w.End() {
						g.Keys = append(g.Keys, p.keysOfCall(w)...)
					}
				}
			}
			for _, arg := range call.Args {
				if lit, ok := arg.(*ast.FuncLit); ok {
					g.Keys = append(g.Keys, p.keysWithin(lit.Body, d.Client)...)
				}
			}
			out = append(out, g)
		}
	}
	out = append(out, txPipelines(p)...)
	out = append(out, connTransactions(p)...)
	out = append(out, batchTransactions(p)...)
	return out
}

// keysOfCall returns the keys of the calls found at call.
func (p Package) keysOfCall(call *ast.CallExpr) []Key {
	var keys []Key
	for i, c := range p.Calls {
		if c.Expr == call {
			keys = append(keys, keysOf(i, c)...)
		}
	}
	return keys
}

// keysWithin returns the keys of the calls of client inside node n.
func (p Package) keysWithin(n ast.Node, client clients.ClientID) []Key {
	var keys []Key
	for i, c := range p.Calls {
		if c.Expr.Pos() >= n.Pos() && c.Expr.End() <= n.End() && c.Desc.Client == client {
			keys = append(keys, keysOf(i, c)...)
		}
	}
	return keys
}

// txPipelines groups the calls sent on one pipe := rdb.TxPipeline().
func txPipelines(p Package) []Group {
	groups := make(map[*types.Var]*Group)
	var order []*types.Var
	for i, c := range p.Calls {
		if c.Desc.Client == clients.NoClient {
			continue
		}
		v := keyflow.ReceiverVar(p.Info, c.Expr)
		if v == nil {
			continue
		}
		tx := p.txPipeline(v, c.Expr)
		if tx == nil || tx.Client != c.Desc.Client {
			continue
		}
		g := groups[v]
		if g == nil {
			g = &Group{At: c.Expr, What: "the transaction", Desc: tx}
			groups[v] = g
			order = append(order, v)
		}
		g.Keys = append(g.Keys, keysOf(i, c)...)
	}
	out := make([]Group, 0, len(order))
	for _, v := range order {
		out = append(out, *groups[v])
	}
	return out
}

// txPipeline returns the descriptor of the TxPipeline call whose result v
// holds at a call, or nil.
func (p Package) txPipeline(v *types.Var, at *ast.CallExpr) *clients.Descriptor {
	value := p.Reaching(v, at.Pos())
	if value == nil {
		return nil
	}
	call, ok := ast.Unparen(value).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if d := clients.Match(p.Info, call); d != nil && d.Scope == clients.TxPipe {
		return d
	}
	return nil
}

// connTransactions groups the keys sent between MULTI and EXEC on one
// connection variable (redigo), in source order within a function.
func connTransactions(p Package) []Group {
	var calls []int
	for i, c := range p.Calls {
		if c.Desc.Conn != clients.NoConn {
			calls = append(calls, i)
		}
	}
	sort.Slice(calls, func(i, j int) bool { return p.Calls[calls[i]].Expr.Pos() < p.Calls[calls[j]].Expr.Pos() })
	open := make(map[*types.Var]*Group)
	var out []Group
	for _, i := range calls {
		c := p.Calls[i]
		v := connVar(p.Info, c)
		if v == nil {
			continue
		}
		switch c.Desc.Command {
		case "MULTI":
			open[v] = &Group{At: c.Expr, What: "MULTI/EXEC", Desc: c.Desc}
		case "EXEC":
			if g := open[v]; g != nil {
				out = append(out, *g)
				delete(open, v)
			}
		case "DISCARD":
			delete(open, v)
		default:
			if g := open[v]; g != nil {
				g.Keys = append(g.Keys, keysOf(i, c)...)
			}
		}
	}
	return out
}

// connVar returns the connection variable a call sends on, where its
// descriptor says the call names it: the receiver of c.Do/c.Send, or the
// first argument of redis.DoContext.
func connVar(info *types.Info, c Call) *types.Var {
	switch c.Desc.Conn {
	case clients.ConnReceiver:
		return keyflow.ReceiverVar(info, c.Expr)
	case clients.ConnFirstArg:
		if len(c.Expr.Args) > 0 {
			if id, ok := ast.Unparen(c.Expr.Args[0]).(*ast.Ident); ok {
				v, _ := info.Uses[id].(*types.Var)
				return v
			}
		}
	}
	return nil
}

// batchTransactions groups the keys of client.DoMulti(ctx, MULTI, …,
// EXEC) calls whose commands are builder chains written in place.
func batchTransactions(p Package) []Group {
	var out []Group
	for _, call := range p.ClientCalls {
		d := clients.Match(p.Info, call)
		if d == nil || d.Scope != clients.Batch {
			continue
		}
		multi := false
		var keys []Key
		for i, c := range p.Calls {
			if c.Desc.Client != d.Client || c.Expr.Pos() < call.Lparen || c.Expr.End() > call.Rparen {
				continue
			}
			if c.Desc.CommandStep && c.Desc.Command == "MULTI" {
				multi = true
			}
			keys = append(keys, keysOf(i, c)...)
		}
		if multi {
			out = append(out, Group{At: call, What: "MULTI/EXEC", Desc: d, Keys: keys})
		}
	}
	return out
}
