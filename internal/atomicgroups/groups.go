package analyzer

import (
	"go/ast"
	"go/types"
	"sort"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// The atomic groups of a package: the sets of keys Redis must find in one
// slot, for the crossslot rule.

// atomicGroups collects the groups of the package: multi-key sites, and
// the keys of each transaction.
func atomicGroups(s *siteSet) []atomicGroup {
	var groups []atomicGroup
	for _, site := range s.list {
		if !site.desc.Atomic || len(site.keys) < 2 || site.desc.ChainStart != nil {
			continue
		}
		if site.desc.Scope == clients.WatchKeys {
			continue // Watch(ctx, fn, keys...) is a transaction, grouped below
		}
		groups = append(groups, atomicGroup{at: site.call, what: commandLabel(site), desc: site.desc, keys: site.keys})
	}
	groups = append(groups, builderChains(s)...)
	groups = append(groups, transactions(s)...)
	return groups
}

// builderChains groups the key steps of one builder chain
// (B().Mset().KeyValue(k1, v1).KeyValue(k2, v2)).
func builderChains(s *siteSet) []atomicGroup {
	byChain := make(map[*ast.CallExpr]*atomicGroup)
	var order []*ast.CallExpr
	for _, site := range s.list {
		start := site.desc.ChainStart
		if start == nil || !site.desc.Atomic {
			continue
		}
		g := byChain[start]
		if g == nil {
			g = &atomicGroup{at: site.call, what: commandLabel(site), desc: site.desc}
			byChain[start] = g
			order = append(order, start)
		}
		g.at = site.call // the outermost step, so the whole chain is underlined
		g.keys = append(g.keys, site.keys...)
	}
	out := make([]atomicGroup, 0, len(order))
	for _, k := range order {
		g := byChain[k]
		// The steps were met outermost first; keys go in command order.
		sort.SliceStable(g.keys, func(i, j int) bool { return g.keys[i].expr.Pos() < g.keys[j].expr.Pos() })
		out = append(out, *g)
	}
	return out
}

// transactions groups the keys of each transaction the descriptors'
// scopes open: the watched keys and the callback of a Watch, the callback
// of a TxPipelined, the pipeline a TxPipeline makes, a MULTI … EXEC
// sequence on one connection and a batch holding MULTI.
func transactions(s *siteSet) []atomicGroup {
	var out []atomicGroup
	info := s.pass.TypesInfo
	var watches []*ast.CallExpr
	for _, f := range s.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			d := clients.Match(info, call)
			if d == nil {
				return true
			}
			switch d.Scope {
			case clients.WatchKeys:
				// The watched keys: the client checks them itself.
				watches = append(watches, call)
				g := atomicGroup{at: call, what: "the watched keys", desc: d}
				for _, site := range s.list {
					if site.call == call {
						g.keys = append(g.keys, site.keys...)
					}
				}
				out = append(out, g)
			case clients.TxCallback, clients.WatchedTxCallback:
				g := atomicGroup{at: call, what: "the transaction", desc: d}
				if d.Scope == clients.WatchedTxCallback {
					// On the connection of a Watch: one MULTI/EXEC that
					// Redis checks, with the watched keys.
					for _, w := range watches {
						if call.Pos() >= w.Pos() && call.End() <= w.End() {
							for _, site := range s.list {
								if site.call == w {
									g.keys = append(g.keys, site.keys...)
								}
							}
						}
					}
				}
				for _, arg := range call.Args {
					if lit, ok := arg.(*ast.FuncLit); ok {
						g.keys = append(g.keys, keysWithin(s, lit.Body, d.Client)...)
					}
				}
				out = append(out, g)
			}
			return true
		})
	}
	out = append(out, txPipelines(s)...)
	out = append(out, connTransactions(s)...)
	out = append(out, batchTransactions(s)...)
	return out
}

// keysWithin returns the keys of the sites of client inside node n.
func keysWithin(s *siteSet, n ast.Node, client clients.ClientID) []keyArg {
	var keys []keyArg
	for _, site := range s.list {
		if site.call.Pos() >= n.Pos() && site.call.End() <= n.End() && site.desc.Client == client {
			keys = append(keys, site.keys...)
		}
	}
	return keys
}

// txPipelines groups the sites sent on one pipe := rdb.TxPipeline().
func txPipelines(s *siteSet) []atomicGroup {
	groups := make(map[*types.Var]*atomicGroup)
	var order []*types.Var
	for _, site := range s.list {
		if site.desc.Client == clients.NoClient {
			continue
		}
		v := keyflow.ReceiverVar(s.pass.TypesInfo, site.call)
		if v == nil {
			continue
		}
		tx := txPipeline(s, v, site.call)
		if tx == nil || tx.Client != site.desc.Client {
			continue
		}
		g := groups[v]
		if g == nil {
			g = &atomicGroup{at: site.call, what: "the transaction", desc: tx}
			groups[v] = g
			order = append(order, v)
		}
		g.keys = append(g.keys, site.keys...)
	}
	out := make([]atomicGroup, 0, len(order))
	for _, v := range order {
		out = append(out, *groups[v])
	}
	return out
}

// txPipeline returns the descriptor of the TxPipeline call whose result v
// holds at a call, or nil.
func txPipeline(s *siteSet, v *types.Var, at *ast.CallExpr) *clients.Descriptor {
	value := s.reaching(v, at.Pos())
	if value == nil {
		return nil
	}
	call, ok := ast.Unparen(value).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if d := clients.Match(s.pass.TypesInfo, call); d != nil && d.Scope == clients.TxPipe {
		return d
	}
	return nil
}

// connTransactions groups the keys sent between MULTI and EXEC on one
// connection variable (redigo), in source order within a function.
func connTransactions(s *siteSet) []atomicGroup {
	var sites []*callSite
	for _, site := range s.list {
		if site.desc.Conn != clients.NoConn {
			sites = append(sites, site)
		}
	}
	sort.Slice(sites, func(i, j int) bool { return sites[i].call.Pos() < sites[j].call.Pos() })
	open := make(map[*types.Var]*atomicGroup)
	var out []atomicGroup
	for _, site := range sites {
		v := connVar(s.pass.TypesInfo, site)
		if v == nil {
			continue
		}
		switch site.desc.Command {
		case "MULTI":
			open[v] = &atomicGroup{at: site.call, what: "MULTI/EXEC", desc: site.desc}
		case "EXEC":
			if g := open[v]; g != nil {
				out = append(out, *g)
				delete(open, v)
			}
		case "DISCARD":
			delete(open, v)
		default:
			if g := open[v]; g != nil {
				g.keys = append(g.keys, site.keys...)
			}
		}
	}
	return out
}

// connVar returns the connection variable a site sends on, where its
// descriptor says the call names it: the receiver of c.Do/c.Send, or the
// first argument of redis.DoContext.
func connVar(info *types.Info, site *callSite) *types.Var {
	switch site.desc.Conn {
	case clients.ConnReceiver:
		return keyflow.ReceiverVar(info, site.call)
	case clients.ConnFirstArg:
		if len(site.call.Args) > 0 {
			if id, ok := ast.Unparen(site.call.Args[0]).(*ast.Ident); ok {
				v, _ := info.Uses[id].(*types.Var)
				return v
			}
		}
	}
	return nil
}

// batchTransactions groups the keys of client.DoMulti(ctx, MULTI, …,
// EXEC) calls whose commands are builder chains written in place.
func batchTransactions(s *siteSet) []atomicGroup {
	var out []atomicGroup
	for _, f := range s.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			d := clients.Match(s.pass.TypesInfo, call)
			if d == nil || d.Scope != clients.Batch {
				return true
			}
			multi := false
			var keys []keyArg
			for _, site := range s.list {
				if site.desc.Client != d.Client || site.call.Pos() < call.Lparen || site.call.End() > call.Rparen {
					continue
				}
				if site.desc.CommandStep && site.desc.Command == "MULTI" {
					multi = true
				}
				keys = append(keys, site.keys...)
			}
			if multi {
				out = append(out, atomicGroup{at: call, what: "MULTI/EXEC", desc: d, keys: keys})
			}
			return true
		})
	}
	return out
}
