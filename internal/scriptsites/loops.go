package scriptsites

import "go/ast"

// loopKeys returns the keys of a redigo script run
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
// The keys are the leading ones and those one iteration appends; ok is
// false when the count and the slice do not match so.
func (r *Reader) loopKeys(recv, spread ast.Expr) ([]ast.Expr, bool) {
	countExpr, ok := r.KeyCountExpr(recv)
	if !ok {
		return nil, false
	}
	over, per, lead, ok := r.eval.LenCount(countExpr)
	if !ok {
		return nil, false
	}
	list, ok := r.eval.LoopList(spread)
	if !ok || list.Over != over || len(list.Lead) != lead || len(list.Each) != per {
		return nil, false
	}
	return append(list.Lead[:lead:lead], list.Each...), true
}
