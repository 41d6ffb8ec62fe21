package luakeys

import (
	"cmp"
	"errors"
	"slices"
	"strings"

	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
)

// A library is the source FUNCTION LOAD takes: a first line
// `#!lua name=lib`, then code that registers functions at load time,
//
//	redis.register_function('name', function(keys, args) ... end)
//	redis.register_function{function_name='name', callback=function(keys, args) ... end, flags={...}}
//
// and FCALL name numkeys key... arg... runs the callback with keys and args
// for its two parameters: they are KEYS and ARGV of a script.

// ErrNoFunction is the error of AnalyzeFunction for a library that
// registers no function of the name asked.
var ErrNoFunction = errors.New("the library registers no function of that name")

// AnalyzeFunction returns what the function a library registers under name
// does with keys, when FCALL gives it numKeys keys (negative when not
// known). A library that does not parse gives a *SyntaxError, one that
// registers no such function ErrNoFunction.
func AnalyzeFunction(library, name string, numKeys int) (Script, error) {
	numKeys = max(numKeys, -1)
	chunk, err := parse.Parse(strings.NewReader(withoutShebang(library)), "library")
	if err != nil {
		return Script{NumKeys: numKeys}, syntaxError(err)
	}
	w := &walker{numKeys: numKeys, walked: map[*ast.FunctionExpr]bool{}, registered: map[string]*function{}}
	w.root = newScope(nil)
	for _, s := range chunk {
		w.stmt(s, w.root)
	}
	f := w.registered[name]
	if f == nil {
		return Script{NumKeys: numKeys}, ErrNoFunction
	}
	// Only the calls the function makes when FCALL runs it count: those of
	// the load itself and of the other functions are dropped.
	w.calls = nil
	made := len(w.funcs)
	w.call(f, []value{builtin("KEYS"), builtin("ARGV")})
	w.walkUncalledFrom(made)
	calls := dedupe(w.calls)
	slices.SortStableFunc(calls, func(a, b Call) int { return cmp.Compare(a.Line, b.Line) })
	return Script{NumKeys: numKeys, Calls: calls}, nil
}

// Functions returns the names of the functions a library registers, in
// the order it registers them; a library that does not parse gives a
// *SyntaxError.
func Functions(library string) ([]string, error) {
	chunk, err := parse.Parse(strings.NewReader(withoutShebang(library)), "library")
	if err != nil {
		return nil, syntaxError(err)
	}
	w := &walker{numKeys: -1, walked: map[*ast.FunctionExpr]bool{}, registered: map[string]*function{}}
	w.root = newScope(nil)
	for _, s := range chunk {
		w.stmt(s, w.root)
	}
	return w.registeredOrder, nil
}

// withoutShebang blanks the `#!lua name=lib` line that starts a library,
// which is no Lua, keeping the line numbers.
func withoutShebang(src string) string {
	if !strings.HasPrefix(src, "#!") {
		return src
	}
	if i := strings.IndexByte(src, '\n'); i >= 0 {
		return src[i:]
	}
	return ""
}

// register records a call of redis.register_function: by its name and
// callback arguments, or by the fields of its one table argument. It is
// no registration when the name is not literal or the callback is no
// function of the script.
func (w *walker) register(e *ast.FuncCallExpr, sc *scope) {
	var nameExpr, callback ast.Expr
	switch {
	case len(e.Args) >= 2:
		nameExpr, callback = e.Args[0], e.Args[1]
	case len(e.Args) == 1:
		t, ok := e.Args[0].(*ast.TableExpr)
		if !ok {
			w.expr(e.Args[0], sc)
			return
		}
		for _, f := range t.Fields {
			k, _ := f.Key.(*ast.StringExpr)
			switch {
			case k != nil && k.Value == "function_name":
				nameExpr = f.Value
			case k != nil && k.Value == "callback":
				callback = f.Value
			default:
				w.expr(f.Value, sc)
			}
		}
	}
	if nameExpr == nil || callback == nil {
		return
	}
	name, known := w.expr(nameExpr, sc).literal()
	fn := w.expr(callback, sc)
	if !known || fn.kind != vFunc {
		return
	}
	if _, seen := w.registered[name]; !seen {
		w.registeredOrder = append(w.registeredOrder, name)
	}
	w.registered[name] = fn.fn
	// A registered function runs only by FCALL: the final walk of
	// uncalled functions must not add its calls to the load's.
	w.walked[fn.fn.expr] = true
}
