package ifacecalls

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

func lit(s string) []keyflow.FactTemplate {
	return []keyflow.FactTemplate{{Parts: []keyflow.FactPart{{Lit: s}}}}
}

// paramHole is a sink template: prefix, then parameter param.
func paramHole(prefix string, param int) keyflow.FactTemplate {
	return keyflow.FactTemplate{Parts: []keyflow.FactPart{{Lit: prefix},
		{IsHole: true, Ref: &keyflow.FactRef{Param: param, IsParam: true}}}}
}

func TestBindSinkComposesTheImplementationsTemplate(t *testing.T) {
	c := Call{Pos: token.Position{Filename: "limiter.go", Line: 7}, Exprs: []string{"ctx", `"rate:1"`}, Args: [][]keyflow.FactTemplate{nil, lit("rate:1")}}
	sites := BindSink(c, "adapter.Client.Read", []Key{{Param: 1, Command: "GET", Template: paramHole("app:", 1)}}, ":")
	require.Len(t, sites, 1)
	assert.Equal(t, keysite.Resolved, sites[0].Status)
	assert.Equal(t, []string{"app:rate:1"}, sites[0].Templates)
	assert.Equal(t, "limiter.go", sites[0].Pos.Filename, "at the library's call")
	assert.Equal(t, "adapter.Client.Read", sites[0].Client)
}

func TestBindSinkNamesTheUnknownArgument(t *testing.T) {
	c := Call{Exprs: []string{"ctx", "key"}, Args: [][]keyflow.FactTemplate{nil, nil}}
	sites := BindSink(c, "fake.Read", []Key{{Param: 1, Command: "GET", Template: paramHole("", 1)}}, ":")
	require.Len(t, sites, 1)
	assert.Equal(t, keysite.Unresolved, sites[0].Status)
	assert.Equal(t, "the key passed to fake.Read, key, is not known at compile time", sites[0].Reason)
}

func TestBindCommandReadsTheCommandTable(t *testing.T) {
	c := Call{Exprs: []string{"ctx", `"HGET"`, "k", `"hits"`}, Args: [][]keyflow.FactTemplate{nil, lit("HGET"), lit("Rate:1"), lit("hits")}}
	sites := BindCommand(c, "adapter.Client.DoRead", cmdwrappers.Fact{Name: 1}, ":")
	require.Len(t, sites, 1)
	assert.Equal(t, "HGET", sites[0].Command)
	assert.Equal(t, []string{"Rate:1"}, sites[0].Templates, "the field is no key")

	c.Args[1] = nil
	sites = BindCommand(c, "adapter.Client.DoRead", cmdwrappers.Fact{Name: 1}, ":")
	require.Len(t, sites, 1)
	assert.Equal(t, keysite.Unresolved, sites[0].Status, "a command name not known")
}

func TestProblemsLeaveTheImplementationsOwnText(t *testing.T) {
	c := Call{Pos: token.Position{Filename: "sessions.go", Line: 9}, Exprs: []string{"ctx", "k"}, Args: [][]keyflow.FactTemplate{nil, lit("session:Data")}}
	keys := []Key{{Param: 1, Command: "SET", Template: paramHole("App:", 1)}}
	impl := types.NewFunc(token.NoPos, nil, "Save", nil)
	lib := types.NewPackage("lib", "lib")
	store := types.NewNamed(types.NewTypeName(token.NoPos, lib, "Store", nil), types.NewInterfaceType(nil, nil), nil)
	iface := types.NewFunc(token.NoPos, lib, "Save", types.NewSignatureType(types.NewVar(token.NoPos, lib, "", store), nil, nil, nil, nil, false))
	var bound []Bound
	for _, call := range []Call{c, c, {Pos: token.Position{Filename: "sessions.go", Line: 12}, Args: c.Args}} {
		for _, e := range BindSink(call, "store.Save", keys, ":") {
			bound = append(bound, Bound{Site: e, Impl: impl, Iface: iface, Own: []keyrules.Template{keys[0].Template.Template(nil)}})
		}
	}
	checker, err := keyrules.NewChecker(keyrules.Default())
	require.NoError(t, err)
	problems := Problems(bound, checker.Check)
	require.Len(t, problems, 1, "App is the implementation's own text; Data one problem for every call")
	assert.Equal(t, keyrules.RuleCase, problems[0].Rule)
	assert.Contains(t, problems[0].Message, `(called through lib.Store) "App:session:Data" segment "Data"`)
	assert.Len(t, problems[0].Calls, 2, "the two calls at one position count once")
}

func TestProblemDiagnosticRelatesTheCallsTheFileSetHolds(t *testing.T) {
	fset := token.NewFileSet()
	f := fset.AddFile("lib/sessions.go", -1, 100)
	impl := types.NewFunc(token.NoPos, nil, "Save", nil)
	p := Problem{Impl: impl, Calls: []token.Position{{Filename: "lib/sessions.go", Offset: 40}, {Filename: "other.go", Offset: 3}}}
	related := p.Diagnostic(fset).Related
	require.Len(t, related, 1, "other.go is not in the file set")
	assert.Equal(t, f.Pos(40), related[0].Pos)
}

func TestPackageMethodsInTheOrderOfTheirFullNames(t *testing.T) {
	pkg := types.NewPackage("example.com/store", "store")
	method := func(recv *types.Named, name string) *types.Func {
		sig := types.NewSignatureType(types.NewVar(token.NoPos, pkg, "s", recv), nil, nil, nil, nil, false)
		return types.NewFunc(token.NoPos, pkg, name, sig)
	}
	for _, typeName := range []string{"Redis", "Memory"} {
		named := types.NewNamed(types.NewTypeName(token.NoPos, pkg, typeName, nil), types.NewStruct(nil, nil), nil)
		for _, name := range []string{"Set", "Get"} {
			named.AddMethod(method(named, name))
		}
		pkg.Scope().Insert(named.Obj())
	}
	var got []string
	for _, fn := range PackageMethods(pkg) {
		got = append(got, fn.FullName())
	}
	assert.Equal(t, []string{
		"(example.com/store.Memory).Get", "(example.com/store.Memory).Set",
		"(example.com/store.Redis).Get", "(example.com/store.Redis).Set",
	}, got)
}
