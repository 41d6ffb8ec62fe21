package clients

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEachClientIsOneFile lists what each client file provides, its
// ClientID and its registration, and checks that the package's other
// files name no client: adding a client is adding a file (and the test
// data of its calls).
func TestEachClientIsOneFile(t *testing.T) {
	provides := map[string]string{ // file → the ClientID it declares and registers
		"goredis.go":      "GoRedis",
		"redigo.go":       "Redigo",
		"rueidis.go":      "Rueidis",
		"valkey.go":       "Valkey",
		"gorediscache.go": "GoRedisCache",
		"redsync.go":      "Redsync",
		"redislock.go":    "Redislock",
	}
	generic := []string{"clients.go", "descriptor.go", "consequence.go", "mirror.go", "holders.go"}

	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	require.NoError(t, err)
	declared := map[string]string{} // ClientID constant → file
	files := map[string]*ast.File{}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		files[name] = f
		for _, id := range clientConsts(f) {
			declared[id] = name
		}
	}

	for file, id := range provides {
		f := files[file]
		require.NotNil(t, f, "no file %s", file)
		assert.Equal(t, file, declared[id], "%s is declared in %s", id, declared[id])
		assert.Equal(t, []string{id}, registered(f), "%s registers its client", file)
	}
	assert.Len(t, declared, len(provides), "every client has its file: %v", declared)
	for _, file := range generic {
		f := files[file]
		require.NotNil(t, f, "no file %s", file)
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				_, isClient := declared[n.Name]
				assert.False(t, isClient, "%s names client %s", file, n.Name)
			case *ast.BasicLit:
				assert.NotContains(t, n.Value, "github.com/", "%s names a client package", file)
			}
			return true
		})
		assert.Empty(t, registered(f), "%s registers no client", file)
	}
}

// clientConsts returns the constants of type ClientID that f declares,
// NoClient aside.
func clientConsts(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); ok && id.Name == "ClientID" {
				for _, n := range vs.Names {
					if n.Name != "NoClient" {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	return out
}

// registered returns the ClientIDs that f's init functions register.
func registered(f *ast.File) []string {
	var out []string
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "init" || fd.Recv != nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if fn, ok := call.Fun.(*ast.Ident); ok && fn.Name == "register" && len(call.Args) > 0 {
				if id, ok := call.Args[0].(*ast.Ident); ok {
					out = append(out, id.Name)
				}
			}
			return true
		})
	}
	return out
}

// TestRegistry checks the registry the client files fill: names distinct,
// every library's client registered, and no package claimed by two
// libraries of the same rank, so that the files' init order does not
// matter.
func TestRegistry(t *testing.T) {
	names := map[string]ClientID{}
	for id, c := range clientsByID {
		require.NotEqual(t, NoClient, id)
		require.NotEmpty(t, c.name)
		_, dup := names[c.name]
		assert.False(t, dup, "name %q registered twice", c.name)
		names[c.name] = id
		assert.Equal(t, c.name, id.String())
	}
	exact := map[string]bool{}
	var moduleOnly []string
	for _, l := range libraries {
		_, ok := clientsByID[l.client]
		assert.True(t, ok, "library %v of an unregistered client", l.paths)
		assert.NotEmpty(t, l.modules)
		for _, p := range l.paths {
			assert.False(t, exact[p], "path %s listed by two libraries", p)
			exact[p] = true
		}
		if len(l.paths) == 0 {
			for _, m := range l.modules {
				assert.False(t, underAny(m, moduleOnly) || slices.ContainsFunc(moduleOnly, func(o string) bool { return underAny(o, []string{m}) }),
					"module %s claimed by two libraries without paths", m)
				moduleOnly = append(moduleOnly, m)
			}
		}
	}
	assert.Equal(t, "", NoClient.String())
	assert.Equal(t, "client(?)", ClientID(200).String())
}

// TestBehaviour matches the calls whose descriptors tell the analyzer a
// client's behaviour besides keys: pipelining, expiry, connections,
// builder steps.
func TestBehaviour(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	match := func(name string) *Descriptor {
		call, ok := calls[name]
		require.True(t, ok, "no call %q", name)
		d := Match(pkg.TypesInfo, call)
		require.NotNil(t, d, name)
		return d
	}
	assert.True(t, match("pipeline get").Queued)
	assert.False(t, match("get").Queued)
	assert.True(t, match("redigo send").Queued)
	assert.False(t, match("redigo do").Queued)

	set := match("set expiration")
	require.NotNil(t, set.Expiration)
	assert.Same(t, calls["set expiration"].Args[3], set.Expiration)
	assert.Nil(t, match("get").Expiration)

	assert.True(t, match("xgroup mkstream").MkStream())
	assert.False(t, match("xgroup").MkStream())

	assert.Equal(t, ConnReceiver, match("redigo do").Conn)
	assert.Equal(t, ConnFirstArg, match("redigo docontext").Conn)
	assert.Equal(t, NoConn, match("redigo script").Conn)
	assert.Equal(t, NoConn, match("get").Conn)

	assert.True(t, match("rueidis command step").CommandStep)
	assert.False(t, match("rueidis key step").CommandStep)

	expiry := calls["rueidis expiry"]
	chain := ExpiringChain(pkg.TypesInfo, expiry)
	require.Len(t, chain, 5, "ExSeconds, Value, Key, Set, B")
	assert.Same(t, expiry, chain[0])
	keyStep := expiry.Fun.(*ast.SelectorExpr).X.(*ast.CallExpr).Fun.(*ast.SelectorExpr).X.(*ast.CallExpr)
	assert.Contains(t, chain, keyStep)
	assert.Nil(t, ExpiringChain(pkg.TypesInfo, calls["rueidis key step"]))
	assert.Nil(t, ExpiringChain(pkg.TypesInfo, calls["set expiration"]))
}

func TestRunsPipeline(t *testing.T) {
	pkg, _ := loadMatchCases(t)
	method := func(path, typ, name string) *types.Func {
		for _, imp := range pkg.Types.Imports() {
			if imp.Path() == path {
				obj, _, _ := types.LookupFieldOrMethod(imp.Scope().Lookup(typ).Type(), true, imp, name)
				fn, _ := obj.(*types.Func)
				require.NotNil(t, fn, typ+"."+name)
				return fn
			}
		}
		t.Fatalf("%s not imported", path)
		return nil
	}
	assert.True(t, RunsPipeline(method("github.com/redis/go-redis/v9", "Pipeliner", "Exec")))
	assert.True(t, RunsPipeline(method("github.com/gomodule/redigo/redis", "Conn", "Flush")))
	assert.True(t, RunsPipeline(method("github.com/gomodule/redigo/redis", "Conn", "Do")))
	assert.False(t, RunsPipeline(method("github.com/redis/go-redis/v9", "Client", "Get")))
	assert.False(t, RunsPipeline(nil))
}
