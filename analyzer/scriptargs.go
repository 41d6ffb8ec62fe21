package analyzer

import "go/ast"

// scriptArgs returns the script arguments of a Script.Do-style call whose
// arguments are one spread slice: the slice's elements when it is built
// in straight-line code, else its leading elements when there are at
// least count of them (the keys come first and further arguments, ARGV,
// may be appended in a loop after them):
//
//	args := make([]interface{}, 0, 3)
//	args = append(args, queueKey) // KEYS[1]
//	args = append(args, id)       // ARGV[1]
//	script.Do(conn, args...)      // script made by NewScript(1, src)
//
// ok is false when the keys are not all among the known elements.
func (rd *argReader) scriptArgs(spread ast.Expr, count int) (args []ast.Expr, ok bool) {
	if flat, ok := rd.flatten(spread); ok {
		return flat, true
	}
	if count < 0 {
		return nil, false // the count itself is the first argument
	}
	lead, ok := rd.leading(spread)
	if !ok || len(lead) < count {
		return nil, false
	}
	return lead, true
}
