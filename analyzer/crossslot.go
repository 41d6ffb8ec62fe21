package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An atomicGroup is a set of keys Redis must find in one slot: the keys of
// one multi-key command or script, or of one transaction.
type atomicGroup struct {
	// at is the call the diagnostic is reported at.
	at *ast.CallExpr
	// what names the operation for messages ("MGET", "the transaction").
	what string
	// desc is the call that forms the group (the command, the script, the
	// call opening the transaction); it tells how a cross-slot group
	// fails, per client and version.
	desc *clients.Descriptor
	keys []keyArg
}

// checkCrossSlot runs the crossslot rule on every atomic group.
func (c *checker) checkCrossSlot() {
	if !c.cfg.Enabled(keyrules.RuleCrossslot) {
		return
	}
	version := c.clientVersion()
	for _, g := range c.atomicGroups() {
		if len(g.keys) < 2 {
			continue
		}
		c.checkGroup(g, g.desc.Consequence(version))
	}
}

// checkGroup compares every key of a group with the first one.
func (c *checker) checkGroup(g atomicGroup, consequence string) {
	first := g.keys[0]
	a := representative(first)
	var unproven *keyArg
	for i := range g.keys[1:] {
		k := g.keys[1+i]
		b := representative(k)
		switch keyrules.SameSlot(a, b) {
		case keyrules.SlotSame:
			continue
		case keyrules.SlotDifferent:
			sa, _ := a.Slot()
			sb, _ := b.Slot()
			c.report.at(g.at, g.at, keyrules.RuleCrossslot, fmt.Sprintf(
				"keys %q (slot %d) and %q (slot %d) of %s are in different slots: %s",
				a.String(), sa, b.String(), sb, g.what, consequence), related(first, k)...)
			return
		default:
			if unproven == nil {
				unproven = &g.keys[1+i]
			}
		}
	}
	if unproven != nil {
		b := representative(*unproven)
		c.report.at(g.at, g.at, keyrules.RuleCrossslot, fmt.Sprintf(
			"keys %q and %q of %s may be in different slots: %s; put the shared part in a hash tag, e.g. %s",
			a.String(), b.String(), g.what, consequence, tagHint(a)), related(first, *unproven)...)
	}
}

// representative is the template a key is compared by: its first one.
func representative(k keyArg) keyrules.Template {
	if len(k.templates) == 0 {
		return keyrules.Template{Parts: []keyrules.Part{{Hole: keyrules.NewHole(keyrules.Unknown)}}}
	}
	return k.templates[0]
}

func related(keys ...keyArg) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, k := range keys {
		out = append(out, analysis.RelatedInformation{Pos: k.expr.Pos(), End: k.expr.End(), Message: "key " + representative(k).String()})
	}
	return out
}

// tagHint suggests a hash tag: the key up to its last segment, in braces.
func tagHint(t keyrules.Template) string {
	s := t.String()
	if strings.Contains(s, "{") {
		return "a tag that both keys share"
	}
	if i := strings.LastIndex(s, ":"); i > 0 {
		return "{" + s[:i] + "}" + s[i:]
	}
	return "{" + s + "}"
}

// atomicGroups collects the groups of the package: multi-key sites, and
// the keys of each transaction.
func (c *checker) atomicGroups() []atomicGroup {
	var groups []atomicGroup
	for _, site := range c.sites {
		if !site.desc.Atomic || len(site.keys) < 2 || site.desc.ChainStart != nil {
			continue
		}
		if site.desc.Scope == clients.WatchKeys {
			continue // Watch(ctx, fn, keys...) is a transaction, grouped below
		}
		groups = append(groups, atomicGroup{at: site.call, what: commandLabel(site), desc: site.desc, keys: site.keys})
	}
	groups = append(groups, c.rueidisChains()...)
	groups = append(groups, c.transactions()...)
	return groups
}

// rueidisChains groups the key steps of one rueidis builder chain.
func (c *checker) rueidisChains() []atomicGroup {
	byChain := make(map[*ast.CallExpr]*atomicGroup)
	var order []*ast.CallExpr
	for _, site := range c.sites {
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

// transactions groups the keys of go-redis TxPipelined/Watch bodies and
// TxPipeline pipelines, and of redigo MULTI … EXEC sequences.
func (c *checker) transactions() []atomicGroup {
	var out []atomicGroup
	info := c.pass.TypesInfo
	var watches []*ast.CallExpr
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			d := clients.Match(info, call)
			if d == nil || d.Client != clients.GoRedis {
				return true
			}
			switch d.Scope {
			case clients.WatchKeys:
				// The watched keys: go-redis checks them itself.
				watches = append(watches, call)
				g := atomicGroup{at: call, what: "the watched keys", desc: d}
				for _, site := range c.sites {
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
							for _, site := range c.sites {
								if site.call == w {
									g.keys = append(g.keys, site.keys...)
								}
							}
						}
					}
				}
				for _, arg := range call.Args {
					if lit, ok := arg.(*ast.FuncLit); ok {
						g.keys = append(g.keys, c.keysWithin(lit.Body)...)
					}
				}
				out = append(out, g)
			}
			return true
		})
	}
	out = append(out, c.txPipelines()...)
	out = append(out, c.redigoTransactions()...)
	out = append(out, c.rueidisTransactions()...)
	return out
}

// keysWithin returns the keys of the sites inside node n.
func (c *checker) keysWithin(n ast.Node) []keyArg {
	var keys []keyArg
	for _, site := range c.sites {
		if site.call.Pos() >= n.Pos() && site.call.End() <= n.End() && site.desc.Client == clients.GoRedis {
			keys = append(keys, site.keys...)
		}
	}
	return keys
}

// txPipelines groups the sites sent on one pipe := rdb.TxPipeline().
func (c *checker) txPipelines() []atomicGroup {
	groups := make(map[*types.Var]*atomicGroup)
	var order []*types.Var
	for _, site := range c.sites {
		if site.desc.Client != clients.GoRedis {
			continue
		}
		v := receiverVar(c.pass.TypesInfo, site.call)
		if v == nil {
			continue
		}
		tx := c.txPipeline(v, site.call)
		if tx == nil {
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

// receiverVar returns the variable a method call is made on, as v in
// v.Method(), or nil.
func receiverVar(info *types.Info, call *ast.CallExpr) *types.Var {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}

// txPipeline returns the descriptor of the TxPipeline call whose result v
// holds at a call, or nil.
func (c *checker) txPipeline(v *types.Var, at *ast.CallExpr) *clients.Descriptor {
	defs, complete := c.build.locals.reachingAt(v, at.Pos())
	if !complete || len(defs) != 1 || defs[0].value == nil {
		return nil
	}
	call, ok := ast.Unparen(defs[0].value).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if d := clients.Match(c.pass.TypesInfo, call); d != nil && d.Scope == clients.TxPipe {
		return d
	}
	return nil
}

// redigoTransactions groups the keys sent between MULTI and EXEC on one
// redigo connection variable, in source order within a function.
func (c *checker) redigoTransactions() []atomicGroup {
	var sites []*callSite
	for _, s := range c.sites {
		if s.desc.Client == clients.Redigo {
			sites = append(sites, s)
		}
	}
	sort.Slice(sites, func(i, j int) bool { return sites[i].call.Pos() < sites[j].call.Pos() })
	open := make(map[*types.Var]*atomicGroup)
	var out []atomicGroup
	for _, s := range sites {
		v := c.redigoConn(s.call)
		if v == nil {
			continue
		}
		switch s.desc.Command {
		case "MULTI":
			open[v] = &atomicGroup{at: s.call, what: "MULTI/EXEC", desc: s.desc}
		case "EXEC":
			if g := open[v]; g != nil {
				out = append(out, *g)
				delete(open, v)
			}
		case "DISCARD":
			delete(open, v)
		default:
			if g := open[v]; g != nil {
				g.keys = append(g.keys, s.keys...)
			}
		}
	}
	return out
}

// redigoConn returns the connection variable of a redigo call: the
// receiver of c.Do/c.Send, or the first argument of redis.DoContext.
func (c *checker) redigoConn(call *ast.CallExpr) *types.Var {
	fn := calleeFunc(c.pass.TypesInfo, call)
	if fn != nil && fn.Signature().Recv() == nil && len(call.Args) > 0 {
		if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); ok {
			v, _ := c.pass.TypesInfo.Uses[id].(*types.Var)
			return v
		}
		return nil
	}
	return receiverVar(c.pass.TypesInfo, call)
}

// rueidisTransactions groups the keys of client.DoMulti(ctx, MULTI, …,
// EXEC) calls whose commands are builder chains written in place.
func (c *checker) rueidisTransactions() []atomicGroup {
	var out []atomicGroup
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			d := clients.Match(c.pass.TypesInfo, call)
			if d == nil || d.Client != clients.Rueidis || d.Scope != clients.Batch {
				return true
			}
			multi := false
			var keys []keyArg
			for _, site := range c.sites {
				if site.desc.Client != clients.Rueidis || site.call.Pos() < call.Lparen || site.call.End() > call.Rparen {
					continue
				}
				if site.desc.ChainStart == nil && site.desc.Command == "MULTI" {
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
