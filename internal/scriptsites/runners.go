package scriptsites

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// A runner is a function of the package that runs the script its caller
// hands it, with the KEYS and ARGV its caller hands it too:
//
//	func (r *RDB) runScript(ctx context.Context, script *redis.Script, keys []string, args ...any) error {
//		return script.Run(ctx, r.client, keys, args...).Err()
//	}
//
// A call of it runs the script its argument names, as a run in place
// would.
type runner struct {
	// command is the command the run sends (EVALSHA).
	command string
	// script and keys are the indexes of the parameters that hold the
	// script and KEYS; argv that of ARGV's, -1 when the run passes none
	// of the caller's.
	script, keys, argv int
	// argvSlice is set when ARGV is one slice (rueidis), not spread
	// values.
	argvSlice bool
}

// runnerOf returns how fn, a function of this package, runs the script
// it is handed; false when it is no runner: it does not run exactly one
// script, or not the script, the keys and the arguments of its
// parameters.
func (r *Reader) runnerOf(fn *types.Func) (runner, bool) {
	if fn.Pkg() != r.pass.Pkg {
		return runner{}, false
	}
	if r.runners == nil {
		r.runners = map[*types.Func]*runner{}
		r.bodies = funcBodies(r.pass.TypesInfo, r.ins)
	}
	if got, done := r.runners[fn]; done {
		if got == nil {
			return runner{}, false
		}
		return *got, true
	}
	r.runners[fn] = nil // a recursive call finds none
	body, ok := r.bodies[fn]
	if !ok {
		return runner{}, false
	}
	var found *runner
	runs := 0
	for c := range body.Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		if d := clients.Match(r.pass.TypesInfo, call); d != nil && d.Lua != nil {
			runs++
			found = r.handedRun(fn, call, d)
		}
	}
	if runs != 1 || found == nil {
		return runner{}, false
	}
	r.runners[fn] = found
	return *found, true
}

// funcBodies returns the bodies of the package's function declarations.
func funcBodies(info *types.Info, ins *inspector.Inspector) map[*types.Func]inspector.Cursor {
	out := map[*types.Func]inspector.Cursor{}
	for file := range ins.Root().Children() {
		for decl := range file.Children() {
			if fd, ok := decl.Node().(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					out[fn] = decl.ChildAt(edge.FuncDecl_Body, -1)
				}
			}
		}
	}
	return out
}

// handedRun returns how the run call, inside fn, runs what fn is handed;
// nil when its script or its KEYS are not fn's parameters, or its ARGV is
// neither those nor absent.
func (r *Reader) handedRun(fn *types.Func, call *ast.CallExpr, d *clients.Descriptor) *runner {
	l := d.Lua
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !l.Receiver || !ok || l.Keys < 0 || l.Keys >= len(d.Args) {
		return nil
	}
	script, keys := r.paramIndex(fn, sel.X), r.paramIndex(fn, d.Args[l.Keys])
	if script < 0 || keys < 0 {
		return nil
	}
	run := &runner{command: d.Command, script: script, keys: keys, argv: -1}
	switch {
	case l.Argv < 0 || l.Argv >= len(d.Args):
	case l.ArgvSlice || l.Argv == len(d.Args)-1 && call.Ellipsis.IsValid():
		if run.argv = r.paramIndex(fn, d.Args[l.Argv]); run.argv < 0 {
			return nil
		}
		run.argvSlice = l.ArgvSlice
	default:
		return nil // values of the runner's own
	}
	return run
}

// paramIndex returns the index of the parameter of fn that e names, -1
// when it names none.
func (r *Reader) paramIndex(fn *types.Func, e ast.Expr) int {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return -1
	}
	params := fn.Signature().Params()
	for i := range params.Len() {
		if r.pass.TypesInfo.Uses[id] == params.At(i) {
			return i
		}
	}
	return -1
}

// RunHandedTo returns the scripts that call, a call of fn, may run when
// fn is a runner of this package (a function that runs the script it is
// handed), with the command the run sends; none when fn is none or the
// script is not known: a runner handing on its own parameter (a runner
// itself), a script of a maker the analysis does not know.
func (r *Reader) RunHandedTo(call *ast.CallExpr, fn *types.Func) ([]*Run, string) {
	h, ok := r.runnerOf(fn.Origin())
	if !ok || h.script >= len(call.Args) {
		return nil, ""
	}
	d := &clients.Descriptor{Command: h.command, Args: call.Args,
		Lua: &clients.LuaSpec{Source: -1, Function: -1, Keys: h.keys, Argv: h.argv, ArgvSlice: h.argvSlice}}
	runs := r.runHanded(call, call.Args[h.script], d)
	for _, run := range runs {
		if run.Unknown != "" {
			return nil, ""
		}
	}
	return runs, h.command
}

// KeyPrefixes returns the elements of KEYS (from 1) that every one of
// runs, the runs of the scripts one call may run, only completes into the
// keys it builds (luakeys.Script.Prefixes): no keys of the call. None
// unless each run passes numKeys keys, the number of the call's keys.
func KeyPrefixes(runs []*Run, numKeys int) []int {
	var prefixes []int
	for i, run := range runs {
		if run.NumKeys != numKeys {
			return nil
		}
		own := run.Lua.Prefixes()
		if i == 0 {
			prefixes = own
		}
		prefixes = slices.DeleteFunc(prefixes, func(k int) bool { return !slices.Contains(own, k) })
	}
	return prefixes
}
