package luakeys

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
)

// Analyze returns what a script does with keys. numKeys is the number of
// keys the caller passes in KEYS, negative when not known. A script that
// does not parse gives a *SyntaxError.
func Analyze(src string, numKeys int) (Script, error) {
	numKeys = max(numKeys, -1)
	chunk, err := parse.Parse(strings.NewReader(src), "script")
	if err != nil {
		return Script{NumKeys: numKeys}, syntaxError(err)
	}
	w := &walker{numKeys: numKeys, walked: map[*ast.FunctionExpr]bool{}}
	w.root = newScope(nil)
	for _, s := range chunk {
		w.stmt(s, w.root)
	}
	w.walkUncalled()
	calls := dedupe(w.calls)
	slices.SortStableFunc(calls, func(a, b Call) int { return cmp.Compare(a.Line, b.Line) })
	return Script{NumKeys: numKeys, Calls: calls, ArgvRead: w.argvReads()}, nil
}

// syntaxError turns the parser's error into a SyntaxError.
func syntaxError(err error) *SyntaxError {
	var perr *parse.Error
	if !errors.As(err, &perr) {
		return &SyntaxError{Message: err.Error()}
	}
	e := &SyntaxError{Line: max(perr.Pos.Line, 0), Message: perr.Message}
	switch {
	case perr.Token == "":
	case e.Line == 0:
		e.Message = fmt.Sprintf("%s: the script ends after %q", perr.Message, perr.Token)
	default:
		e.Message = fmt.Sprintf("%s near %q", perr.Message, perr.Token)
	}
	return e
}

// dedupe drops the calls equal to an earlier one: a function called twice
// with the same arguments gives its calls once.
func dedupe(calls []Call) []Call {
	seen := map[string]bool{}
	var out []Call
	for _, c := range calls {
		if s := c.String(); !seen[s] {
			seen[s] = true
			out = append(out, c)
		}
	}
	return out
}
