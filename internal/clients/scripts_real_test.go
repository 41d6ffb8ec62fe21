package clients

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScriptMakersMatchRealClients checks the script makers of each client
// against the real modules: each function exists, takes the source as a
// string where ScriptMaker says, and the key count as an int; and the
// script type's run methods take keys and arguments where LuaSpec says.
func TestScriptMakersMatchRealClients(t *testing.T) {
	pkgs := goredisRealPackages(t)
	for _, l := range libraries {
		for _, path := range l.paths {
			pkg := pkgs[path]
			if pkg == nil || len(l.makers) == 0 {
				continue
			}
			for name, m := range l.makers {
				fn, ok := pkg.Types.Scope().Lookup(name).(*types.Func)
				if !assert.True(t, ok, "%s.%s is not a function of the real module", path, name) {
					continue
				}
				params := fn.Signature().Params()
				require.Less(t, m.Source, params.Len(), "%s.%s", path, name)
				assert.True(t, isString(params.At(m.Source).Type()), "%s.%s source parameter", path, name)
				if m.KeyCount >= 0 {
					b, ok := params.At(m.KeyCount).Type().(*types.Basic)
					assert.True(t, ok && b.Kind() == types.Int, "%s.%s key count parameter", path, name)
				}
			}
		}
	}
	// The Lua type of rueidis: Exec(ctx, client, keys, args []string).
	lua, ok := pkgs["github.com/redis/rueidis"].Types.Scope().Lookup("Lua").(*types.TypeName)
	require.True(t, ok)
	spec := rueidisHelpers["Lua.Exec"].Lua
	ms := types.NewMethodSet(types.NewPointer(lua.Type()))
	exec := ms.Lookup(nil, "Exec")
	require.NotNil(t, exec)
	params := exec.Obj().(*types.Func).Signature().Params()
	assert.True(t, isStringSlice(params.At(spec.Keys).Type()), "Lua.Exec keys")
	assert.True(t, isStringSlice(params.At(spec.Argv).Type()), "Lua.Exec args")
}
