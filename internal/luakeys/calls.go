package luakeys

import (
	"slices"
	"strings"

	"github.com/yuin/gopher-lua/ast"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

// redisCall records a call of Redis with the keys among its arguments, as
// the command table finds them, and returns its reply.
func (w *walker) redisCall(fn string, e *ast.FuncCallExpr, sc *scope) value {
	c := Call{Line: e.Line(), Func: fn}
	args, spreadAt, unknownLength := w.callArgs(e.Args, sc)
	name, known := "", false
	members := 0 // the element of KEYS whose members the reply lists
	if len(args) > 0 {
		name, known = args[0].literal()
	}
	switch {
	case !known:
		c.Status = CommandUnknown
	case commands.Lookup(name) == nil:
		c.Command, c.Status = name, CommandNotInTable
	default:
		c.Command = name
		cargs := make([]commands.Arg, len(args))
		for i, a := range args {
			cargs[i].Value, cargs[i].Known = a.literal()
		}
		positions, ok := commands.KeyArgs(cargs)
		if unknownLength && keysIn(cargs, spreadAt) {
			c.Status = ArgsUnknownLength
		}
		if !ok && c.Status == Complete {
			c.Status = PositionsUnknown
		}
		for _, p := range positions {
			parts := args[p].asParts()
			c.Keys = append(c.Keys, Key{Arg: p, Parts: parts, Origin: w.origin(parts)})
		}
		c.Stores = stores(name, args, positions)
		members = readsMembersOf(name, args, positions)
	}
	w.calls = append(w.calls, c)
	switch {
	case c.Command == "":
		return hole(Reply, fn)
	case counters[strings.ToLower(c.Command)]:
		return number()
	}
	reply := hole(Reply, c.Command)
	reply.parts[0].Index = members
	return reply
}

// counters are the commands whose reply is the integer they count to: a
// script names records by them (job ids from INCR).
var counters = map[string]bool{"incr": true, "incrby": true, "decr": true, "decrby": true, "hincrby": true}

// callArgs evaluates the arguments of a Redis call. An unpack or varargs
// as the last argument stands for the values it spreads, from args[spreadAt];
// unknownLength is true when their number is not known.
func (w *walker) callArgs(exprs []ast.Expr, sc *scope) (args []value, spreadAt int, unknownLength bool) {
	for i, e := range exprs {
		if i == len(exprs)-1 {
			if elems, exact, ok := w.spread(e, sc); ok {
				return append(args, elems...), len(args), !exact
			}
		}
		args = append(args, w.expr(e, sc))
	}
	return args, len(args), false
}

// keysIn reports whether the command may take a key among the values
// spread from args[spreadAt], however many there are: a key position at or
// past it, with two more values of unknown value (BLPOP's keys before its
// timeout), and not in ZREM key member..., whose only key comes first.
func keysIn(args []commands.Arg, spreadAt int) bool {
	longer := append(slices.Clip(args), commands.Arg{}, commands.Arg{})
	positions, _ := commands.KeyArgs(longer)
	return len(positions) > 0 && positions[len(positions)-1] >= spreadAt
}

// spread evaluates an expression that stands for several values in the
// last place of a list: unpack(...), or a function's varargs `...`. ok is
// false for any other expression.
func (w *walker) spread(e ast.Expr, sc *scope) (elems []value, exact, ok bool) {
	if _, varargs := e.(*ast.Comma3Expr); varargs {
		if v := sc.lookup("..."); v != nil && v.val.kind == vTable {
			elems, exact = v.val.list.spread()
			return elems, exact, true
		}
		return []value{hole(Parameter, "...")}, false, true
	}
	return w.unpack(e, sc)
}

// unpack evaluates unpack(t [, i]) or table.unpack(t [, i]): the elements
// of KEYS from i when the number of keys is known (exact), else one element
// of KEYS or ARGV standing for all; the elements of a list of the script;
// one unknown for another table. ok is false when e is no such call.
func (w *walker) unpack(e ast.Expr, sc *scope) (elems []value, exact, ok bool) {
	call, isCall := e.(*ast.FuncCallExpr)
	if !isCall || call.Receiver != nil || len(call.Args) == 0 || !isName(call.Func) {
		return nil, false, false
	}
	if f := w.expr(call.Func, sc); f.kind != vBuiltin || (f.name != "unpack" && f.name != "table.unpack") {
		return nil, false, false
	}
	args := make([]value, len(call.Args))
	for i, a := range call.Args {
		args[i] = w.expr(a, sc)
	}
	from, known := 1, true
	if len(args) > 1 {
		from, known = args[1].integer()
	}
	kind, isArgs := argTable(args[0])
	switch {
	case args[0].kind == vTable && known && from == 1:
		elems, exact = args[0].list.spread()
		return elems, exact, true
	case !isArgs:
		return []value{hole(Result, "unpack")}, false, true
	case kind == KeysElem && w.numKeys >= 0 && known && from > 0:
		for i := from; i <= w.numKeys; i++ {
			elems = append(elems, elem(KeysElem, i))
		}
		return elems, true, true
	default:
		return []value{elem(kind, 0)}, false, true
	}
}

// isName reports whether e is a name or a field of a name (unpack,
// table.unpack), which can be evaluated twice without effect.
func isName(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.IdentExpr:
		return true
	case *ast.AttrGetExpr:
		_, obj := e.Object.(*ast.IdentExpr)
		_, key := e.Key.(*ast.StringExpr)
		return obj && key
	}
	return false
}

// origin classifies a key template.
func (w *walker) origin(parts []Part) Origin {
	allText := true
	for _, p := range parts {
		allText = allText && p.Kind == Text
	}
	if allText {
		return Literal
	}
	if len(parts) != 1 {
		return Built
	}
	switch p := parts[0]; p.Kind {
	case KeysElem:
		if w.numKeys >= 0 && p.Index > w.numKeys {
			return Missing
		}
		return Given
	case ArgvElem:
		return Argv
	case Hole:
		if p.Reason == Element {
			return ReadBack
		}
		return Unknown
	default: // a number
		return Built
	}
}
