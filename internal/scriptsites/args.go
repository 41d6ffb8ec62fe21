package scriptsites

import "go/ast"

// SpreadArgs returns the script arguments of a Script.Do-style call whose
// arguments are one spread slice, and the key count: with the count the
// maker gives (counted), the slice's elements when it is built in
// straight-line code, else its leading elements when there are at least
// count of them (the keys come first and further arguments, ARGV, may be
// appended in a loop after them):
//
//	args := make([]interface{}, 0, 3)
//	args = append(args, queueKey) // KEYS[1]
//	args = append(args, id)       // ARGV[1]
//	script.Do(conn, args...)      // script made by NewScript(1, src)
//
// Without it, the keys of a count that follows a loop (loopKeys). ok is
// false when the keys are not all among the known elements.
func (r *Reader) SpreadArgs(recv, spread ast.Expr, count int, counted bool) (args []ast.Expr, keyCount int, ok bool) {
	if !counted {
		keys, ok := r.loopKeys(recv, spread)
		return keys, len(keys), ok
	}
	if flat, ok := r.eval.RedigoArgs(spread); ok {
		return flat, count, true
	}
	if count < 0 {
		return nil, count, false // the count itself is the first argument
	}
	lead, ok := r.eval.LeadingElements(spread)
	if !ok || len(lead) < count {
		return nil, count, false
	}
	return lead, count, true
}
