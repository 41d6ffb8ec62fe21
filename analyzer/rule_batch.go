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
			c.r.at(site.call, site.call, keyrules.RuleBatch, about(batchSubject{site.desc.Command}), fmt.Sprintf(
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
		return c.values.SliceLen(c.loops, call.Args[len(call.Args)-1])
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
			if sizes.InFuncLit(site.call.Pos(), l.Node) || l.Count < 0 || executesPipeline(c.s.pass.TypesInfo, l) {
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
			c.r.at(site.call, site.call, keyrules.RuleBatch, about(pipelineSubject{l}), fmt.Sprintf(
				"pipeline gets %s commands from this loop before it runs, more than max-batch %d; execute it every %d commands",
				countText(n), c.s.cfg.MaxBatch, c.s.cfg.MaxBatch))
		}
	}
}

// executesPipeline reports whether a loop's body runs the pipeline itself
// (a client's Exec, Flush, Do or Receive), which bounds each batch.
func executesPipeline(info *types.Info, l sizes.Loop) bool {
	for c := range l.At.Child(l.Body).Preorder((*ast.CallExpr)(nil)) {
		if clients.RunsPipeline(keyflow.Callee(info, c.Node().(*ast.CallExpr))) {
			return true
		}
	}
	return false
}
