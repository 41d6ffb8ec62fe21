package scriptsites

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Keys kept as members (luakeys members.go): a script of the package that
// writes a key it is given as a member of another (ZADD KEYS[3] score
// KEYS[2]) tells what a script reading that other key's members back
// (ZRANGEBYSCORE KEYS[1] …) gets, when the two keys have one shape. Keys
// that Go code writes as members are not read: such a member has no
// shape.

// members returns the templates of the keys that the package's scripts
// write as members of a key of one of the shapes sets.
func (r *Reader) members(sets []keyrules.Template) []keyrules.Template {
	if r.stored == nil {
		r.stored = map[string][]keyrules.Template{} // runs read while it is filled see no members
		r.stored = r.storedKeys()
	}
	var out []keyrules.Template
	for _, set := range sets {
		for _, m := range r.stored[set.String()] {
			if !slices.ContainsFunc(out, func(o keyrules.Template) bool { return o.String() == m.String() }) {
				out = append(out, m) // one shape once, whichever run wrote it
			}
		}
	}
	return out
}

// storedKeys returns, by the shape of the key they are written into, the
// keys that the runs of the package's scripts write as members.
func (r *Reader) storedKeys() map[string][]keyrules.Template {
	stored := map[string][]keyrules.Template{}
	for c := range r.ins.Root().Preorder((*ast.CallExpr)(nil)) {
		for _, run := range r.runsOf(c.Node().(*ast.CallExpr)) {
			for _, lc := range run.Lua.Calls {
				for _, st := range lc.Stores {
					for _, set := range element(run.keys, st.Into) {
						stored[set.String()] = append(stored[set.String()], element(run.keys, st.Key)...)
					}
				}
			}
		}
	}
	return stored
}

// runsOf returns the runs of scripts that call makes: a client's run, or
// a call of a function of the package that runs the script it is handed.
func (r *Reader) runsOf(call *ast.CallExpr) []*Run {
	if d := clients.Match(r.pass.TypesInfo, call); d != nil {
		return r.Run(call, d)
	}
	if fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func); ok {
		runs, _ := r.RunHandedTo(call, fn)
		return runs
	}
	return nil
}
