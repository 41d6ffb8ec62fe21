package analyzer

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
)

// loopScriptKeys returns the reader of the keys of a redigo script run
// whose key count is len(names)*per + lead, on an argument slice built as
// lead keys and then per keys at each iteration of a loop over names (the
// arguments appended after the loop, ARGV, are not keys):
//
//	script := redis.NewScript(len(names)+1, src)
//	args = append(args, deadKey)
//	for _, name := range names {
//		args = append(args, queueKey(name))
//	}
//	args = append(args, now)
//	script.Do(conn, args...)
//
// The keys are the leading ones and those one iteration appends; the
// reader reports false when the count and the slice do not match so.
func loopScriptKeys(ev *keyflow.Evaluator, scripts *scriptsites.Reader) func(recv, spread ast.Expr) ([]ast.Expr, bool) {
	return func(recv, spread ast.Expr) ([]ast.Expr, bool) {
		countExpr, ok := scripts.KeyCountExpr(recv)
		if !ok {
			return nil, false
		}
		over, per, lead, ok := ev.LenCount(countExpr)
		if !ok {
			return nil, false
		}
		list, ok := ev.LoopList(spread)
		if !ok || list.Over != over || len(list.Lead) != lead || len(list.Each) != per {
			return nil, false
		}
		return append(list.Lead[:lead:lead], list.Each...), true
	}
}
