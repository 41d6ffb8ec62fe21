package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/sizes"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The batch rule (standard 001: batches of at most 500): a multi-key call
// whose key list the code fixes at more than max-batch elements, and a
// pipeline that a loop with constant bounds fills with more commands than
// that before it is executed.

// batchCheck is one run of the batch rule over a package.
type batchCheck struct{ *sizeChecks }

// batchRule runs the batch rule.
type batchRule struct{}

func (batchRule) check(s *siteSet, r *reporter) { (&batchCheck{newSizeChecks(s, r)}).checkBatches() }

// checkBatches runs the batch rule.
func (c *batchCheck) checkBatches() {
	if !c.s.cfg.Enabled(keyrules.RuleBatch) {
		return
	}
	max := c.s.cfg.MaxBatch
	for _, site := range c.s.list {
		if site.desc.ChainStart != nil {
			continue // a rueidis key step
		}
		n, ok := c.batchSize(site)
		if ok && n > max {
			c.r.at(site.call, site.call, keyrules.RuleBatch, fmt.Sprintf(
				"%s sends %s keys or values in one call, more than max-batch %d; send them in batches of at most %d",
				commandLabel(site), countText(n), max, max))
		}
	}
	c.checkPipelineLoops()
}

// batchSize returns how many elements one call sends in its spread
// argument (MGet(ctx, keys...)), or how many keys it spells out.
func (c *batchCheck) batchSize(site *callSite) (int, bool) {
	call := site.call
	if call.Ellipsis.IsValid() && len(call.Args) > 0 {
		return c.sliceLen(call.Args[len(call.Args)-1], 0)
	}
	if site.desc.Command == "MSET" || site.desc.Command == "MSETNX" {
		if args := site.desc.Args; len(args) == 2 {
			if lit, ok := ast.Unparen(args[1]).(*ast.CompositeLit); ok {
				return len(lit.Elts), true // MSet(ctx, map[string]any{...})
			}
		}
	}
	return len(site.keys), true
}

// sliceLen returns the length of a slice the code fixes: a composite
// literal, make with a constant length, or a local variable made so and
// then appended to in loops with constant bounds. The appends of loops
// without a constant bound count once, so the result is a lower bound.
func (c *batchCheck) sliceLen(e ast.Expr, depth int) (int, bool) {
	if depth > 4 {
		return 0, false
	}
	info := c.s.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return len(e.Elts), true
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok && id.Name == "make" && len(e.Args) >= 2 {
			if _, builtin := info.Uses[id].(*types.Builtin); builtin {
				return sizes.Int(info, e.Args[1])
			}
		}
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || c.s.locals().Escaped(v) {
			return 0, false
		}
		return c.builtSliceLen(v, e, depth)
	}
	return 0, false
}

// builtSliceLen is sliceLen of a local slice variable at use.
func (c *batchCheck) builtSliceLen(v *types.Var, use *ast.Ident, depth int) (int, bool) {
	total, known := 0, false
	for _, d := range c.s.locals().DefsOf(v) {
		if d.Pos > use.Pos() || d.Value == nil {
			continue
		}
		call, isCall := ast.Unparen(d.Value).(*ast.CallExpr)
		if isCall && keyflow.IsAppendOf(c.s.pass.TypesInfo, call, v) {
			n := len(call.Args) - 1
			if call.Ellipsis.IsValid() {
				m, ok := c.sliceLen(call.Args[len(call.Args)-1], depth+1)
				if !ok {
					m = 1
				}
				n = len(call.Args) - 2 + m
			}
			for _, l := range sizes.Enclosing(c.loops, d.Start) {
				if keyflow.IsInside(use.Pos(), l.Node) {
					break // the use is in this loop too: one iteration's worth
				}
				if l.Count >= 0 {
					n = sizes.Mul(n, l.Count)
				}
			}
			total += n
			known = true
			continue
		}
		// Another assignment starts the slice over.
		n, ok := c.sliceLen(d.Value, depth+1)
		if !ok {
			if d.Zero {
				continue
			}
			return 0, false
		}
		total, known = n, true
	}
	return total, known
}

// checkPipelineLoops reports a pipeline that a loop with a constant bound
// fills with more than max-batch commands before it is executed.
func (c *batchCheck) checkPipelineLoops() {
	counts := map[ast.Stmt]int{}
	first := map[ast.Stmt]*callSite{}
	var order []ast.Stmt
	for _, site := range c.s.list {
		if site.desc.Command == "" || site.desc.ChainStart != nil || !site.desc.Queued {
			continue
		}
		n, outer := 1, ast.Stmt(nil)
		for _, l := range sizes.Enclosing(c.loops, site.call.Pos()) {
			if sizes.InFuncLit(site.call.Pos(), l.Node) || l.Count < 0 || executesPipeline(c.s.pass.TypesInfo, l.Body) {
				break
			}
			n, outer = sizes.Mul(n, l.Count), l.Node
		}
		if outer == nil {
			continue
		}
		if _, ok := counts[outer]; !ok {
			order = append(order, outer)
			first[outer] = site
		}
		counts[outer] += n
	}
	for _, l := range order {
		if n := counts[l]; n > c.s.cfg.MaxBatch {
			site := first[l]
			c.r.at(site.call, site.call, keyrules.RuleBatch, fmt.Sprintf(
				"pipeline gets %s commands from this loop before it runs, more than max-batch %d; execute it every %d commands",
				countText(n), c.s.cfg.MaxBatch, c.s.cfg.MaxBatch))
		}
	}
}

// executesPipeline reports whether a loop body runs the pipeline itself
// (a client's Exec, Flush, Do or Receive), which bounds each batch.
func executesPipeline(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok {
			found = clients.RunsPipeline(keyflow.Callee(info, call))
		}
		return !found
	})
	return found
}
