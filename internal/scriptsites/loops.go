package scriptsites

import (
	"fmt"
	"go/ast"
	"go/types"
)

// loopKeys returns the keys of a redigo script run whose key count is
// len(names)*per + lead, on an argument slice built as lead keys and then
// per keys at each iteration of a loop over names (the arguments appended
// after the loop, ARGV, are not keys):
//
//	script := redis.NewScript(len(names)+1, src)
//	args = append(args, deadKey)
//	for _, name := range names {
//		args = append(args, queueKey(name))
//	}
//	args = append(args, now)
//	script.Do(conn, args...)
//
// The keys are the leading ones and those one iteration appends. A count
// of the same form over another slice (made in another method, from the
// job types, while the run ranges over what it kept of them) cannot be
// related to the loop: the keys are the same when nothing follows the
// loop (Redis refuses more keys than arguments), or when the script reads
// what follows as its ARGV, no further than there are such arguments. ok
// is false when the count and the slice do not match so; why then says
// which part does not, when the slice is built so.
func (r *Reader) loopKeys(recv ast.Expr, args runArgs) (keys []ast.Expr, why string, ok bool) {
	countExpr, ok := r.KeyCountExpr(recv)
	if !ok {
		return nil, "", false
	}
	list, ok := r.eval.LoopList(args.expr)
	if !ok || !args.argvWrites(list.Tail) {
		return nil, "", false
	}
	count := types.ExprString(countExpr)
	over, per, lead, counted := r.eval.LenCount(countExpr)
	switch {
	case !counted:
		return nil, fmt.Sprintf("the script's key count %s is not the length of a slice times a constant plus a constant", count), false
	case lead != len(list.Lead) || per != len(list.Each):
		return nil, fmt.Sprintf("the script's key count %s does not match the arguments: %d before a loop over %s appending %d at each iteration",
			count, len(list.Lead), types.ExprString(list.Range), len(list.Each)), false
	case over != list.Over && !r.readsTail(recv, list.Tail):
		return nil, fmt.Sprintf("the script's key count %s counts %s, not %s that the loop building its arguments ranges over, and the script does not read the arguments after the loop (%d) as its ARGV",
			count, over.Name(), types.ExprString(list.Range), list.Tail), false
	}
	return append(list.Lead[:lead:lead], list.Each...), "", true
}

// readsTail reports whether the script object recv holds reads the tail
// arguments a run passes after its keys as its ARGV, and no further: none
// passed, or the script reads ARGV at constant indices up to tail.
func (r *Reader) readsTail(recv ast.Expr, tail int) bool {
	if tail == 0 {
		return true
	}
	gs := r.scriptOf(recv, -1)
	return gs.Unknown == "" && gs.Lua.ArgvRead >= 1 && gs.Lua.ArgvRead <= tail
}
