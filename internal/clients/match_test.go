package clients

import (
	"cmp"
	"go/ast"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/typeutil"
)

// loadMatchCases type-checks testdata/src/matchcases against the client
// stubs, and returns each call of its function calls by the comment after it.
func loadMatchCases(t *testing.T) (*packages.Package, map[string]*ast.CallExpr) {
	t.Helper()
	own, err := filepath.Abs("testdata")
	require.NoError(t, err)
	stubs, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
		Dir:  filepath.Join(own, "src", "matchcases"),
		Env: append(os.Environ(), "GOPATH="+own+string(filepath.ListSeparator)+stubs,
			"GO111MODULE=off", "GOFLAGS=", "GOPROXY=off"),
	}
	pkgs, err := packages.Load(cfg, "matchcases")
	require.NoError(t, err)
	require.Len(t, pkgs, 1)
	pkg := pkgs[0]
	require.Empty(t, pkg.Errors)
	file := pkg.Syntax[0]
	calls := map[string]*ast.CallExpr{}
	for _, d := range file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "calls" && fd.Name.Name != "tables" {
			continue
		}
		for _, stmt := range fd.Body.List {
			call := stmt.(*ast.ExprStmt).X.(*ast.CallExpr)
			line := pkg.Fset.Position(call.End()).Line
			for _, g := range file.Comments {
				if pkg.Fset.Position(g.Pos()).Line == line {
					calls[strings.TrimSpace(strings.TrimPrefix(g.Text(), "//"))] = call
				}
			}
		}
	}
	return pkg, calls
}

func TestMatch(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	match := func(name string) *Descriptor {
		call, ok := calls[name]
		require.True(t, ok, "no call %q", name)
		return Match(pkg.TypesInfo, call)
	}
	tests := []struct {
		call    string
		client  ClientID
		command string
		keys    []ArgSpec
	}{
		{"get", GoRedis, "GET", []ArgSpec{{Arg: 1, Shape: Single}}},
		{"mget", GoRedis, "MGET", []ArgSpec{{Arg: 1, Shape: Variadic}}},
		{"mget spread", GoRedis, "MGET", []ArgSpec{{Arg: 1, Shape: Slice}}},
		{"mset pairs", GoRedis, "MSET", []ArgSpec{{Arg: 1, Shape: Pairs, Rest: true}}},
		{"mset map", GoRedis, "MSET", []ArgSpec{{Arg: 1, Shape: PairsMap}}},
		{"mset struct", GoRedis, "MSET", []ArgSpec{{Arg: 1, Shape: StructTags, Tags: []string{"profile:name", "profile:email"}}}},
		{"msetnx struct pointer", GoRedis, "MSETNX", []ArgSpec{{Arg: 1, Shape: StructTags, Tags: []string{"profile:name", "profile:email"}}}},
		{"mset marshaler", GoRedis, "MSET", []ArgSpec{{Arg: 1, Shape: Pairs}}},
		{"mset slice", GoRedis, "MSET", []ArgSpec{{Arg: 1, Shape: Pairs}}},
		{"hset struct", GoRedis, "HSET", []ArgSpec{{Arg: 1, Shape: Single}}},
		{"xadd", GoRedis, "XADD", []ArgSpec{{Arg: 1, Shape: StructFields, Fields: []FieldSpec{{Name: "Stream", Shape: Single}}}}},
		{"xread", GoRedis, "XREAD", []ArgSpec{{Arg: 1, Shape: StructFields, Fields: []FieldSpec{{Name: "Streams", Shape: StreamsHalf}}}}},
		{"xreadstreams", GoRedis, "XREAD", []ArgSpec{{Arg: 1, Shape: StreamsHalf, Rest: true}}},
		{"do", GoRedis, "", []ArgSpec{{Arg: 1, Shape: KeySpec, Rest: true}}},
		{"do spread", GoRedis, "", []ArgSpec{{Arg: 1, Shape: KeySpec}}},
		{"method expression", GoRedis, "GET", []ArgSpec{{Arg: 1, Shape: Single}}},
		{"eval", GoRedis, "EVAL", []ArgSpec{{Arg: 2, Shape: Slice}}},
		{"redigo do", Redigo, "", []ArgSpec{{Arg: 0, Shape: KeySpec, Rest: true}}},
		{"rueidis key step", Rueidis, "GET", []ArgSpec{{Arg: 0, Shape: Variadic}}},
		{"rueidis mget", Rueidis, "MGET", []ArgSpec{{Arg: 0, Shape: Variadic}}},
	}
	for _, tt := range tests {
		t.Run(tt.call, func(t *testing.T) {
			d := match(tt.call)
			require.NotNil(t, d)
			assert.Equal(t, tt.client, d.Client)
			assert.Equal(t, tt.command, d.Command)
			assert.Equal(t, tt.keys, d.Keys)
		})
	}

	assert.Len(t, match("method expression").Args, 2, "the receiver argument is dropped")
	assert.True(t, match("do").Generic)
	assert.True(t, match("mget").Atomic)
	assert.False(t, match("get").Atomic)
	assert.True(t, match("eval").Atomic)
	assert.Equal(t, TxCallback, match("txpipelined").Scope)
	assert.Equal(t, TxPipe, match("txpipeline").Scope)
	script := match("redigo script")
	require.NotNil(t, script.Script)
	assert.Equal(t, ScriptSpec{Args: 1}, *script.Script)
	assert.Equal(t, "EVALSHA", script.Command)
	assert.NotNil(t, match("rueidis key step").ChainStart)
	assert.True(t, match("rueidis mget").Atomic)
	assert.Equal(t, Batch, match("rueidis domulti").Scope)
	assert.Nil(t, match("not a client"))

	maker := calls["redigo script"].Fun.(*ast.SelectorExpr).X.(*ast.CallExpr)
	n, ok := ScriptKeyCount(pkg.TypesInfo, maker)
	assert.True(t, ok)
	assert.Equal(t, 1, n)
}

// TestMatchLua checks where the calls that run a script find its source,
// KEYS and ARGV, and the calls that make a script object.
func TestMatchLua(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	tests := []struct {
		call string
		want LuaSpec
	}{
		{"eval", LuaSpec{Source: 1, Function: -1, Keys: 2, Argv: -1}},
		{"evalsha", LuaSpec{Source: -1, Digest: true, Function: -1, Keys: 2, Argv: 3}},
		{"fcall", LuaSpec{Source: -1, Function: 1, Keys: 2, Argv: 3}},
		{"script run", LuaSpec{Source: -1, Receiver: true, Function: -1, Keys: 2, Argv: 3}},
		{"redigo script", LuaSpec{Source: -1, Receiver: true, Function: -1, Keys: -1, Argv: -1}},
		{"lua exec", LuaSpec{Source: -1, Receiver: true, Function: -1, Keys: 2, Argv: 3, ArgvSlice: true}},
	}
	for _, tt := range tests {
		t.Run(tt.call, func(t *testing.T) {
			d := Match(pkg.TypesInfo, calls[tt.call])
			require.NotNil(t, d)
			require.NotNil(t, d.Lua)
			assert.Equal(t, tt.want, *d.Lua)
		})
	}
	assert.Nil(t, Match(pkg.TypesInfo, calls["get"]).Lua)

	makers := map[string]ScriptMaker{
		"script run":    {Source: 0, KeyCount: -1},
		"redigo script": {Source: 1, KeyCount: 0},
		"lua exec":      {Source: 0, KeyCount: -1},
	}
	for name, want := range makers {
		maker := calls[name].Fun.(*ast.SelectorExpr).X.(*ast.CallExpr)
		got := MatchScriptMaker(pkg.TypesInfo, maker)
		require.NotNil(t, got, name)
		assert.Equal(t, want, *got, name)
	}
	assert.Nil(t, MatchScriptMaker(pkg.TypesInfo, calls["get"]))
}

// TestMethodTable matches a library described by a method table alone,
// as libraries with fixed commands are added.
func TestMethodTable(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	saved := libraries
	t.Cleanup(func() { libraries = saved })
	libraries = append(slices.Clone(saved), library{
		client:  GoRedis,
		paths:   []string{"matchcases"},
		modules: []string{"matchcases"},
		methods: map[string]Method{
			"Cache.Get": {Command: "GET", Keys: []ArgSpec{{Arg: 1, Shape: Single}}},
			"Cache.Set": {Command: "SET", Keys: []ArgSpec{{Arg: 0, Shape: StructFields,
				Fields: []FieldSpec{{Name: "Key", Shape: Single}}}}},
			"NewMutex": {Command: "SET", Keys: []ArgSpec{{Arg: 0, Shape: Single}}},
		},
	})
	get := Match(pkg.TypesInfo, calls["table get"])
	require.NotNil(t, get)
	assert.Equal(t, "GET", get.Command)
	assert.Equal(t, "Get", get.Method)
	assert.Equal(t, []ArgSpec{{Arg: 1, Shape: Single}}, get.Keys)
	set := Match(pkg.TypesInfo, calls["table set"])
	require.NotNil(t, set)
	assert.Equal(t, "Key", set.Keys[0].Fields[0].Name)
	mutex := Match(pkg.TypesInfo, calls["table func"])
	require.NotNil(t, mutex)
	assert.Equal(t, []ArgSpec{{Arg: 0, Shape: Single}}, mutex.Keys)
	expr := Match(pkg.TypesInfo, calls["table method expression"])
	require.NotNil(t, expr)
	assert.Len(t, expr.Args, 3, "the receiver argument is dropped")
	assert.True(t, IsClientPackage("matchcases"))
}

func TestIsClientPackage(t *testing.T) {
	for path, want := range map[string]bool{
		"github.com/redis/go-redis/v9":                true,
		"github.com/redis/go-redis/v9/internal/proto": true,
		"github.com/go-redis/redis":                   true,
		"github.com/go-redis/redis_rate":              false,
		"github.com/gomodule/redigo/redis":            true,
		"github.com/redis/rueidis/internal/cmds":      true,
		"github.com/redis/rueidis/rueidiscompat":      true,
		"example.com/shop/cache":                      false,
	} {
		assert.Equal(t, want, IsClientPackage(path), path)
	}
}

func TestLibrarySource(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	source := func(name string) string {
		call, ok := calls[name]
		require.True(t, ok, "no call %q", name)
		e := LibrarySource(pkg.TypesInfo, call)
		if e == nil {
			return ""
		}
		return types.ExprString(e)
	}
	assert.Equal(t, `"#!lua name=a"`, source("function load"))
	assert.Equal(t, "k", source("function load replace"))
	assert.Equal(t, "k", source("do function load"))
	assert.Equal(t, "k", source("redigo function load"))
	assert.Empty(t, source("do function list"), "FUNCTION LIST loads nothing")
	assert.Empty(t, source("fcall"), "FCALL runs a function, it loads none")
	assert.Empty(t, source("get"))
}

// TestReadBacks checks the calls whose reply holds keys: where their
// pattern or index is, for methods, generic calls and builder chains, and
// that the replies of fields and members hold none.
func TestReadBacks(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	info := pkg.TypesInfo
	text := func(e ast.Expr) string {
		if e == nil {
			return ""
		}
		return types.ExprString(e)
	}
	held := func(name string) (string, HeldKind, bool) {
		call, ok := calls[name]
		require.True(t, ok, "no call %q", name)
		e, kind, ok := HeldKey(info, call)
		return text(e), kind, ok
	}
	for _, tt := range []struct {
		call, expr string
		kind       HeldKind
	}{
		{"keys", `"user:*"`, HeldPattern},
		{"keys val", `rdb.Keys(ctx, "user:*")`, HeldValue},
		{"redigo scan", `"user:*"`, HeldPattern},
		{"redigo scan all", "", HeldPattern},
		{"do search", `"idx"`, HeldIndex},
		{"rueidis do", `rc.B().Scan().Cursor(0).Match("user:*").Build()`, HeldCommand},
		{"rueidis scan", `rc.Do(ctx, rc.B().Scan().Cursor(0).Match("user:*").Count(5).Build())`, HeldValue},
	} {
		e, kind, ok := held(tt.call)
		assert.True(t, ok, tt.call)
		assert.Equal(t, tt.expr, e, tt.call)
		assert.Equal(t, tt.kind, kind, tt.call)
	}
	_, _, ok := held("hscan")
	assert.False(t, ok, "HSCAN returns fields")

	built := func(name string) (string, HeldKind, bool) {
		do := calls[name].Fun.(*ast.SelectorExpr).X.(*ast.CallExpr)
		e, kind, ok := BuiltReadBack(info, do.Args[1])
		return text(e), kind, ok
	}
	for _, tt := range []struct {
		call, expr string
		kind       HeldKind
	}{
		{"rueidis scan", `"user:*"`, HeldPattern},
		{"rueidis keys", `"user:*"`, HeldPattern},
		{"rueidis search", `"idx"`, HeldIndex},
	} {
		e, kind, ok := built(tt.call)
		assert.True(t, ok, tt.call)
		assert.Equal(t, tt.expr, e, tt.call)
		assert.Equal(t, tt.kind, kind, tt.call)
	}
	_, _, ok = built("rueidis hscan")
	assert.False(t, ok, "HSCAN returns fields")

	n, ok := HeldResult(info, calls["rueidis search"])
	assert.True(t, ok)
	assert.Equal(t, 1, n, "AsFtSearch's documents are its second result")
	n, ok = HeldResult(info, calls["keys val"])
	assert.True(t, ok)
	assert.Equal(t, 0, n)

	// A batch holds its commands' keys, from its first command on.
	e, kind, ok := held("rueidis batch")
	assert.True(t, ok)
	assert.Equal(t, `rc.B().Keys().Pattern("user:*").Build()`, e)
	assert.Equal(t, HeldBatch, kind)
	// A generic reply read whole (a RESP3 map) reads the command's reply,
	// whose keys are at the path its table gives.
	cmd, ok := ReadsReply(info, calls["do search result"])
	assert.True(t, ok)
	assert.Equal(t, `rdb.Do(ctx, "FT.SEARCH", "idx", "*")`, text(cmd))
	_, ok = ReadsReply(info, calls["do search"])
	assert.False(t, ok, "Do sends the command; it reads no reply")
	assert.Equal(t, []string{"results", ReplyElems, "id"}, Resp3Keys(HeldIndex))
	assert.Nil(t, Resp3Keys(HeldPattern), "SCAN's and KEYS's replies are lists")
	assert.True(t, IsBuiltCommand(info.TypeOf(calls["rueidis do"].Args[1])))
	assert.False(t, IsBuiltCommand(info.TypeOf(calls["keys"])))

	assert.False(t, HoldsKey(info.TypeOf(calls["keys"])), "a KEYS reply's type holds members elsewhere")
	assert.False(t, HoldsKey(info.TypeOf(calls["rueidis do"])), "so does a rueidis reply's")
}

// TestSearchIndexPrefixes checks the prefixes a search index's creation
// gives: spelled as arguments of FT.CREATE, not known, none, or in an
// options struct.
func TestSearchIndexPrefixes(t *testing.T) {
	pkg, calls := loadMatchCases(t)
	texts := func(es []ast.Expr) []string {
		var out []string
		for _, e := range es {
			out = append(out, types.ExprString(e))
		}
		return out
	}
	index, p, ok := SearchIndex(pkg.TypesInfo, calls["redigo create"])
	require.True(t, ok)
	assert.Equal(t, `"idx"`, types.ExprString(index))
	assert.Equal(t, []string{`"a:"`, `"b:"`}, texts(p.Args), "the prefixes before SCHEMA")
	assert.False(t, p.Unknown)

	_, p, ok = SearchIndex(pkg.TypesInfo, calls["redigo create unknown"])
	require.True(t, ok)
	assert.True(t, p.Unknown, "a count not constant")

	_, p, ok = SearchIndex(pkg.TypesInfo, calls["redigo create all"])
	require.True(t, ok)
	assert.Equal(t, IndexPrefixes{}, p, "a field called PREFIX after SCHEMA is no prefix")

	_, p, ok = SearchIndex(pkg.TypesInfo, calls["ftcreate"])
	require.True(t, ok)
	require.IsType(t, &ast.CompositeLit{}, p.List)
	assert.Equal(t, []string{`"a:"`}, texts(p.List.(*ast.CompositeLit).Elts))

	index, p, ok = SearchIndex(pkg.TypesInfo, calls["rueidis create"])
	require.True(t, ok)
	assert.Equal(t, `"idx"`, types.ExprString(index))
	assert.Equal(t, []string{`"a:"`}, texts(p.Args), "the string prefixes, not the count")
	assert.Equal(t, "ks", types.ExprString(p.List))

	_, _, ok = SearchIndex(pkg.TypesInfo, calls["get"])
	assert.False(t, ok)
	_, _, ok = SearchIndex(pkg.TypesInfo, calls["rueidis do"].Args[1].(*ast.CallExpr))
	assert.False(t, ok, "the Build of another command's chain")
}

// TestLibraryCalls checks that LibraryCalls keeps, in source order, every
// call that a matcher matches, and only calls of the client libraries.
func TestLibraryCalls(t *testing.T) {
	pkg, _ := loadMatchCases(t)
	info := pkg.TypesInfo
	got := LibraryCalls(info, inspector.New(pkg.Syntax))
	kept := map[*ast.CallExpr]bool{}
	for _, call := range got {
		kept[call] = true
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		assert.NotEqual(t, NoClient, ClientOf(fn), types.ExprString(call))
	}
	all, matched := 0, 0
	for _, f := range pkg.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			all++
			if Match(info, call) != nil || MatchScriptMaker(info, call) != nil || LibrarySource(info, call) != nil || len(ExpiringChain(info, call)) > 0 {
				matched++
				assert.True(t, kept[call], "left out: %s", types.ExprString(call))
			}
			return true
		})
	}
	assert.NotZero(t, matched)
	assert.Less(t, len(got), all, "the calls of other packages are left out")
	assert.True(t, slices.IsSortedFunc(got, func(a, b *ast.CallExpr) int { return cmp.Compare(a.Pos(), b.Pos()) }))
}
