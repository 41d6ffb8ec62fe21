package scriptsites

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// RunKeys returns the key arguments of a redigo Script.Do-style run of the
// script object recv on args (after the connection; spread: the last is
// spread with ...): the first keyCount of them, keyCount coming from the
// NewScript call that made the script, or, for a negative count, from the
// first argument. ok is false when which arguments are keys is not known;
// why then names the part that is not, when the analysis can tell it.
func (r *Reader) RunKeys(recv ast.Expr, args []ast.Expr, spread bool) (keys []ast.Expr, why string, ok bool) {
	count, counted := r.KeyCount(recv)
	if spread && len(args) == 1 {
		known, n, why, ok := r.spreadArgs(recv, args[0], count, counted)
		if !ok {
			return nil, why, false
		}
		args, spread, count, counted = known, false, n, true
	}
	if !counted || spread {
		return nil, "", false
	}
	if count < 0 {
		// A negative count means the first argument is the count.
		if len(args) == 0 {
			return nil, "", true
		}
		tv, known := r.pass.TypesInfo.Types[args[0]]
		n, isInt := 0, false
		if known && tv.Value != nil {
			n, isInt = keyflow.ConstantInt(tv.Value)
		}
		if !isInt {
			return nil, "", false
		}
		count, args = max(n, 0), args[1:] // a negative count: Redis refuses the run
	}
	return args[:min(count, len(args))], "", true
}

// spreadArgs returns the script arguments of a run whose arguments are
// one spread slice, and the key count: with the count the maker gives
// (counted), the slice's elements when it is built in straight-line code,
// else its leading elements when there are at least count of them (the
// keys come first and further arguments, ARGV, may be appended in a loop
// after them):
//
//	args := make([]interface{}, 0, 3)
//	args = append(args, queueKey) // KEYS[1]
//	args = append(args, id)       // ARGV[1]
//	script.Do(conn, args...)      // script made by NewScript(1, src)
//
// Without it, the keys of a count that follows a loop (loopKeys). A
// field the package gives one list (fieldargs.go) is read as that list.
// ok is false when the keys are not all among the known elements.
func (r *Reader) spreadArgs(recv, spread ast.Expr, count int, counted bool) (args []ast.Expr, keyCount int, why string, ok bool) {
	list, why := r.argsList(spread)
	if why != "" {
		return nil, 0, why, false
	}
	if !counted {
		keys, why, ok := r.loopKeys(recv, list)
		return keys, len(keys), why, ok
	}
	if flat, ok := r.eval.RedigoArgs(list.expr); ok && (list.lastWritten == 0 || count >= 0 && list.argvWrites(len(flat)-count)) {
		return flat, count, "", true
	}
	if count < 0 || list.lastWritten != 0 {
		return nil, count, "", false // the count itself is the first argument, or elements are rewritten
	}
	lead, ok := r.eval.LeadingElements(list.expr)
	if !ok || len(lead) < count {
		return nil, count, "", false
	}
	return lead, count, "", true
}
