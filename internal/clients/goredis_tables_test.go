package clients

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"go/types"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// These tests prove the go-redis tables of goredis_tables.go, and the client
// stubs under testdata/src (written by testdata/realclients/stubgen),
// against the real modules. The module in testdata/realclients requires
// go-redis v6 to v9, redigo and rueidis; the tests load it with go/packages
// and run its program, so they need the Go module proxy (or a warm module
// cache).

const goredisRealDir = "../../testdata/realclients"

// goredisVersions are the import paths of go-redis v9, v8, v7 and v6.
var goredisVersions = []string{
	"github.com/redis/go-redis/v9",
	"github.com/go-redis/redis/v8",
	"github.com/go-redis/redis/v7",
	"github.com/go-redis/redis",
}

// goredisStubPackages are the packages stubbed under testdata/src.
var goredisStubPackages = []string{
	"github.com/redis/go-redis/v9",
	"github.com/redis/go-redis/v9/internal/proto",
	"github.com/go-redis/redis/v8",
	"github.com/go-redis/redis/v8/internal/proto",
	"github.com/go-redis/redis/v7",
	"github.com/go-redis/redis/v7/internal/proto",
	"github.com/go-redis/redis",
	"github.com/go-redis/redis/internal/proto",
	"github.com/gomodule/redigo/redis",
	"github.com/redis/rueidis",
	"github.com/redis/rueidis/internal/cmds",
	"github.com/valkey-io/valkey-go",
	"github.com/valkey-io/valkey-go/internal/cmds",
}

var goredisLoaded struct {
	once sync.Once
	pkgs map[string]*packages.Package
	err  error
}

// goredisRealPackages loads the real client packages (types only) once.
func goredisRealPackages(t *testing.T) map[string]*packages.Package {
	t.Helper()
	goredisLoaded.once.Do(func() {
		goredisLoaded.pkgs, goredisLoaded.err = goredisLoad(goredisRealDir,
			[]string{"GOFLAGS=-mod=mod", "GOWORK=off"}, goredisStubPackages)
	})
	require.NoError(t, goredisLoaded.err)
	return goredisLoaded.pkgs
}

// goredisLoad loads the packages' types with go/packages in dir.
func goredisLoad(dir string, env, patterns []string) (map[string]*packages.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  dir,
		Env:  append(os.Environ(), env...),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	out := map[string]*packages.Package{}
	for _, p := range pkgs {
		if len(p.Errors) > 0 {
			return nil, fmt.Errorf("loading %s: %v", p.PkgPath, p.Errors)
		}
		out[p.PkgPath] = p
	}
	for _, want := range patterns {
		if out[want] == nil {
			return nil, fmt.Errorf("package %s was not loaded", want)
		}
	}
	return out, nil
}

// goredisMethods returns the exported methods that send commands in one
// go-redis package, by "Receiver.Method": those of every *Cmdable interface,
// UniversalClient and Pipeliner, and the method sets of the clients,
// pipelines, transactions and scripts (which hold the promoted cmdable
// methods with cmdable's parameter names).
func goredisMethods(pkg *types.Package) map[string]*types.Func {
	out := map[string]*types.Func{}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		switch {
		case strings.HasSuffix(name, "Cmdable") || name == "UniversalClient" || name == "Pipeliner":
			it, ok := tn.Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			for i := 0; i < it.NumMethods(); i++ {
				if m := it.Method(i); m.Exported() {
					out[name+"."+m.Name()] = m
				}
			}
		case slices.Contains([]string{"Client", "ClusterClient", "Ring", "Conn", "Tx", "Pipeline", "Script"}, name):
			ms := types.NewMethodSet(types.NewPointer(tn.Type()))
			for i := 0; i < ms.Len(); i++ {
				if m := ms.At(i).Obj().(*types.Func); m.Exported() {
					out["*"+name+"."+m.Name()] = m
				}
			}
		}
	}
	return out
}

// goredisCarriesString reports whether values of t can hold a string that
// reaches Redis: strings, empty interfaces, and slices and maps of them.
func goredisCarriesString(t types.Type) bool {
	switch u := types.Unalias(t).(type) {
	case *types.Basic:
		return u.Kind() == types.String
	case *types.Slice:
		return goredisCarriesString(u.Elem())
	case *types.Map:
		return goredisCarriesString(u.Key()) || goredisCarriesString(u.Elem())
	case *types.Interface:
		return u.Empty()
	}
	return false
}

func TestGoredisParamsClassified(t *testing.T) {
	pkgs := goredisRealPackages(t)
	for name := range goredisKeyParams {
		assert.False(t, goredisNotKeyParams[name], "parameter %q is both a key and not a key", name)
	}
	usedNames := map[string]bool{}
	usedExceptions := map[string]bool{}
	for _, path := range goredisVersions {
		methods := goredisMethods(pkgs[path].Types)
		require.Greater(t, len(methods), 300, "%s: too few command methods found", path)
		var unclassified []string
		for where, m := range methods {
			params := m.Signature().Params()
			for i := 0; i < params.Len(); i++ {
				p := params.At(i)
				if !goredisCarriesString(p.Type()) {
					continue
				}
				if _, ok := goredisParamExceptions[m.Name()][p.Name()]; ok {
					usedExceptions[m.Name()+"."+p.Name()] = true
					continue
				}
				if goredisKeyParams[p.Name()] || goredisNotKeyParams[p.Name()] {
					usedNames[p.Name()] = true
					continue
				}
				unclassified = append(unclassified, fmt.Sprintf("%s: parameter %s %s", where, p.Name(), p.Type()))
			}
		}
		sort.Strings(unclassified)
		assert.Empty(t, unclassified, "%s: parameters that are neither key nor non-key", path)
		names := map[string]bool{}
		for _, m := range methods {
			names[m.Name()] = true
		}
		t.Logf("%s: %d methods (%d names) on %s, every string-carrying parameter classified",
			path, len(methods), len(names), "the Cmdable interfaces, UniversalClient, Pipeliner and the clients")
	}
	// No entry of the tables is dead: each names a real parameter.
	for name := range goredisKeyParams {
		assert.True(t, usedNames[name], "key parameter %q does not occur in go-redis", name)
	}
	for name := range goredisNotKeyParams {
		assert.True(t, usedNames[name], "non-key parameter %q does not occur in go-redis", name)
	}
	for method, params := range goredisParamExceptions {
		for param := range params {
			assert.True(t, usedExceptions[method+"."+param], "exception %s(%s) does not occur in go-redis", method, param)
		}
	}
}

// goredisArgStructs returns the named struct types of the package that
// command methods take as arguments, directly or nested in other arguments.
func goredisArgStructs(pkg *types.Package, methods map[string]*types.Func) map[*types.TypeName]*types.Struct {
	out := map[*types.TypeName]*types.Struct{}
	var visit func(t types.Type)
	visit = func(t types.Type) {
		switch u := types.Unalias(t).(type) {
		case *types.Pointer:
			visit(u.Elem())
		case *types.Slice:
			visit(u.Elem())
		case *types.Named:
			st, ok := u.Underlying().(*types.Struct)
			if !ok || u.Obj().Pkg() != pkg || out[u.Obj()] != nil {
				return
			}
			out[u.Obj()] = st
			for i := 0; i < st.NumFields(); i++ {
				visit(st.Field(i).Type())
			}
		}
	}
	for _, m := range methods {
		params := m.Signature().Params()
		for i := 0; i < params.Len(); i++ {
			visit(params.At(i).Type())
		}
	}
	return out
}

func TestGoredisStructFieldsClassified(t *testing.T) {
	pkgs := goredisRealPackages(t)
	for name := range goredisNotKeyFields {
		for typ, fields := range goredisStructFields {
			assert.NotContains(t, fields, name, "field %s.%s is both a key and not a key", typ, name)
		}
	}
	found := map[string]string{} // "Type.Field" of key fields -> field type
	usedNotKey := map[string]bool{}
	for _, path := range goredisVersions {
		pkg := pkgs[path].Types
		structs := goredisArgStructs(pkg, goredisMethods(pkg))
		var unclassified []string
		for tn, st := range structs {
			for i := 0; i < st.NumFields(); i++ {
				f := st.Field(i)
				if !f.Exported() || f.Embedded() || !goredisCarriesString(f.Type()) {
					continue
				}
				if kind := goredisFieldKind(tn.Name(), f.Name()); kind != goredisNoKey {
					found[tn.Name()+"."+f.Name()] = f.Type().String()
					continue
				}
				if goredisNotKeyFields[f.Name()] {
					usedNotKey[f.Name()] = true
					continue
				}
				unclassified = append(unclassified, fmt.Sprintf("%s.%s %s", tn.Name(), f.Name(), f.Type()))
			}
		}
		sort.Strings(unclassified)
		assert.Empty(t, unclassified, "%s: argument struct fields that are neither key nor non-key", path)
	}
	// Every key field exists as an argument field with the expected type.
	want := map[string]string{
		"XAddArgs.Stream":          "string",
		"XReadArgs.Streams":        "[]string",
		"XReadGroupArgs.Streams":   "[]string",
		"XClaimArgs.Stream":        "string",
		"XAutoClaimArgs.Stream":    "string",
		"XPendingExtArgs.Stream":   "string",
		"ZStore.Keys":              "[]string",
		"ZRangeArgs.Key":           "string",
		"GeoRadiusQuery.Store":     "string",
		"GeoRadiusQuery.StoreDist": "string",
		"LCSQuery.Key1":            "string",
		"LCSQuery.Key2":            "string",
		"JSONSetArgs.Key":          "string",
		"TFCallOptions.Keys":       "[]string",
	}
	assert.Equal(t, want, found)
	var tableFields []string
	for typ, fields := range goredisStructFields {
		for f := range fields {
			tableFields = append(tableFields, typ+"."+f)
		}
	}
	assert.ElementsMatch(t, slices.Collect(maps.Keys(want)), tableFields)
	for name := range goredisNotKeyFields {
		assert.True(t, usedNotKey[name], "non-key field name %q does not occur in go-redis argument structs", name)
	}
}

// goredisRecordedCall is one line of the realclients program: a method called on a
// real pipeline with marker arguments, and the argument vector it queued.
type goredisRecordedCall struct {
	Pkg    string   `json:"pkg"`
	Method string   `json:"method"`
	Args   []string `json:"args"`
	Panic  string   `json:"panic"`
	Err    string   `json:"err"`
}

var goredisRecorded struct {
	once  sync.Once
	calls []goredisRecordedCall
	err   error
}

// goredisRecord runs the realclients program once and returns its calls.
func goredisRecord(t *testing.T) []goredisRecordedCall {
	t.Helper()
	goredisRecorded.once.Do(func() {
		cmd := exec.Command("go", "run", ".")
		cmd.Dir = goredisRealDir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			goredisRecorded.err = fmt.Errorf("go run in %s: %v\n%s", goredisRealDir, err, stderr.String())
			return
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var c goredisRecordedCall
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				goredisRecorded.err = err
				return
			}
			goredisRecorded.calls = append(goredisRecorded.calls, c)
		}
		goredisRecorded.err = sc.Err()
	})
	require.NoError(t, goredisRecorded.err)
	return goredisRecorded.calls
}

// goredisSentCommand names the command of an argument vector as
// goredisCommand does: upper case, "CONTAINER|SUB" for subcommands.
func goredisSentCommand(args []string) string {
	name := strings.ToUpper(args[0])
	if commands.IsContainer(name) && len(args) > 1 {
		name += "|" + strings.ToUpper(args[1])
	}
	return name
}

func TestGoredisCommandsMatchRealLibrary(t *testing.T) {
	calls := goredisRecord(t)
	// The methods that cannot run on marker arguments (they validate them).
	var panicked []string
	perVersion := map[string]int{}
	sent := map[string]bool{}
	for _, c := range calls {
		if c.Panic != "" || c.Err != "" {
			panicked = append(panicked, strings.TrimPrefix(c.Pkg, "github.com/")+" "+c.Method)
			continue
		}
		if c.Method == "Do" {
			continue // a generic call, read with the command table
		}
		perVersion[c.Pkg]++
		got := goredisSentCommand(c.Args)
		sent[c.Method] = true
		if c.Pkg == "github.com/go-redis/redis" {
			// v6 sends the plain GEORADIUS commands, v7 on the _RO ones.
			switch c.Method {
			case "GeoRadius", "GeoRadiusByMember":
				assert.Equal(t, goredisCommand(c.Method), got+"_RO", "%s %s", c.Pkg, c.Method)
				continue
			}
		}
		assert.Equal(t, got, goredisCommand(c.Method), "%s %s sends %v", c.Pkg, c.Method, c.Args)
	}
	assert.ElementsMatch(t, []string{
		"redis/go-redis/v9 ClientSetInfo", "redis/go-redis/v9 FTCreate", "redis/go-redis/v9 JSONDebugMemory",
		"redis/go-redis/v9 JSONSetMode", "redis/go-redis/v9 Quit", "go-redis/redis/v8 Quit",
		"go-redis/redis/v7 Quit", "go-redis/redis Quit",
	}, panicked)
	for _, path := range goredisVersions {
		assert.Greater(t, perVersion[path], 200, "%s: too few commands recorded", path)
		t.Logf("%s: %d methods send the command goredisCommand names", path, perVersion[path])
	}
	// Every entry of the table is a method that was seen sending its command,
	// except those of Script, which the pipeline does not have, and those
	// that refuse marker arguments.
	for method := range goredisCommands {
		switch method {
		case "Run", "RunRO", "ClientSetInfo", "FTCreate", "JSONSetMode":
			continue
		}
		assert.True(t, sent[method], "goredisCommands has %s, which sends nothing", method)
	}
}

var goredisMarker = regexp.MustCompile(`^<p(\d+)((?:\.[A-Za-z0-9]+)*)>$`)

// goredisMarkerIsKey reports whether the marker argument the realclients
// program passed (see its doc) is a key according to the tables, for the
// method m of the recorded call c.
func goredisMarkerIsKey(t *testing.T, m *types.Func, c goredisRecordedCall, marker string) bool {
	match := goredisMarker.FindStringSubmatch(marker)
	require.NotNil(t, match, "marker %q", marker)
	i, _ := strconv.Atoi(match[1])
	path := strings.Split(strings.TrimPrefix(match[2], "."), ".")
	if match[2] == "" {
		path = nil
	}
	p := m.Signature().Params().At(i)
	// Names classify string-carrying parameters only: ZUnionStore's store
	// is a *ZStore, read through its fields.
	if kind := goredisParamKind(m.Name(), p.Name()); kind != goredisNoKey && goredisCarriesString(p.Type()) {
		return goredisPositionIsKey(kind, path, c, fmt.Sprintf("<p%d", i))
	}
	// Walk into argument structs: the first field that holds keys decides.
	typ := p.Type()
	prefix := fmt.Sprintf("<p%d", i)
	for j, step := range path {
		switch u := types.Unalias(typ).(type) {
		case *types.Pointer:
			typ = u.Elem()
		}
		switch u := typ.Underlying().(type) {
		case *types.Slice:
			typ = u.Elem()
		case *types.Map:
			return false
		case *types.Struct:
			obj, index, _ := types.LookupFieldOrMethod(typ, false, m.Pkg(), step)
			require.NotNil(t, obj, "%s: marker %s: no field %s in %s", m.Name(), marker, step, typ)
			owner := goredisFieldOwner(typ, index)
			if kind := goredisFieldKind(owner, step); kind != goredisNoKey {
				return goredisPositionIsKey(kind, path[j+1:], c, prefix+"."+step)
			}
			typ = obj.Type()
		default:
			return false
		}
		prefix += "." + step
	}
	return false
}

// goredisFieldOwner names the struct that declares the field at index of
// the (possibly embedding) struct type typ.
func goredisFieldOwner(typ types.Type, index []int) string {
	for _, x := range index[:len(index)-1] {
		typ = typ.Underlying().(*types.Struct).Field(x).Type()
		if p, ok := typ.(*types.Pointer); ok {
			typ = p.Elem()
		}
	}
	if n, ok := types.Unalias(typ).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// goredisPositionIsKey reports whether the element at path inside an
// argument of that kind is a key. prefix is the marker prefix of the
// argument, to count its elements in the vector c sent.
func goredisPositionIsKey(kind goredisArgKind, path []string, c goredisRecordedCall, prefix string) bool {
	index := func(k int) int {
		if k >= len(path) {
			return -1
		}
		n, err := strconv.Atoi(path[k])
		if err != nil {
			return -1
		}
		return n
	}
	switch kind {
	case goredisKeyArg:
		return true
	case goredisKeyValuePairs:
		return index(0)%2 == 0 || (len(path) > 0 && path[0] == "k")
	case goredisKeyPathValue:
		return index(0)%3 == 0
	case goredisKeyFirst:
		return index(1) == 0
	case goredisMapKeys:
		return len(path) > 0 && path[0] == "k"
	case goredisStreamsThenIDs:
		// With XReadArgs.ID set (v9) every stream is a key and the ID follows.
		owner := prefix[:strings.LastIndex(prefix, ".")+1]
		if strings.Contains(prefix, ".") && slices.Contains(c.Args, owner+"ID>") {
			return true
		}
		n := 0
		for _, a := range c.Args {
			if strings.HasPrefix(a, prefix+".") {
				n++
			}
		}
		return index(0) < n/2
	}
	return false
}

// goredisKeysNotInKeySpecs are the methods whose key argument Redis's key
// specs do not list, with the reason the tables call it a key anyway.
var goredisKeysNotInKeySpecs = map[string]string{
	"DebugObject":    "DEBUG declares no key specs, but DEBUG OBJECT inspects the key it is given",
	"ClusterKeySlot": "CLUSTER KEYSLOT hashes a key name the caller uses elsewhere; naming rules apply to it",
}

// goredisServerCannotCheck are the calls whose vector redis-server 7.0
// rejects before it finds keys, with the reason.
var goredisServerCannotCheck = map[string]string{
	"redis/go-redis/v9 ZRankWithScore":    "ZRANK WITHSCORE came with Redis 7.2",
	"redis/go-redis/v9 ZRevRankWithScore": "ZREVRANK WITHSCORE came with Redis 7.2",
	// v6 passes GeoRadiusQuery.Store to the read-only variants, which
	// declare no STORE key; the server refuses such a call.
	"go-redis/redis GeoRadiusRO":         "GEORADIUS_RO takes no STORE",
	"go-redis/redis GeoRadiusByMemberRO": "GEORADIUSBYMEMBER_RO takes no STORE",
}

func TestGoredisKeysMatchServer(t *testing.T) {
	calls := goredisRecord(t)
	pkgs := goredisRealPackages(t)
	rdb := redistest.Start(t).Client(t)
	ctx := context.Background()

	pipelines := map[string]map[string]*types.Func{}
	for _, path := range goredisVersions {
		pipe := pkgs[path].Types.Scope().Lookup("Pipeline")
		require.NotNil(t, pipe, path)
		ms := types.NewMethodSet(types.NewPointer(pipe.Type()))
		pipelines[path] = map[string]*types.Func{}
		for i := 0; i < ms.Len(); i++ {
			f := ms.At(i).Obj().(*types.Func)
			pipelines[path][f.Name()] = f
		}
	}

	checked := map[string]int{}
	unknown := map[string]bool{}
	for _, c := range calls {
		if c.Panic != "" || c.Err != "" || c.Method == "Do" {
			continue
		}
		m := pipelines[c.Pkg][c.Method]
		require.NotNil(t, m, "%s has no method %s", c.Pkg, c.Method)
		var want []string
		for _, a := range c.Args {
			if goredisMarker.MatchString(a) && goredisMarkerIsKey(t, m, c, a) && !slices.Contains(want, a) {
				want = append(want, a)
			}
		}
		if len(c.Args) == 1 {
			assert.Empty(t, want, "%s %s", c.Pkg, c.Method) // PING, TIME, FLUSHALL...
			continue
		}
		if reason, ok := goredisServerCannotCheck[strings.TrimPrefix(c.Pkg, "github.com/")+" "+c.Method]; ok {
			t.Logf("%s %s: not checked: %s", c.Pkg, c.Method, reason)
			continue
		}
		args := make([]any, len(c.Args))
		for i, a := range c.Args {
			args[i] = a
		}
		got, err := rdb.CommandGetKeys(ctx, args...).Result()
		if err != nil {
			switch {
			case strings.Contains(err.Error(), "Invalid command specified"):
				unknown[goredisSentCommand(c.Args)] = true // a module command, or newer than the server
				continue
			case strings.Contains(err.Error(), "no key arguments"):
				got = nil
			default:
				t.Errorf("%s %s: COMMAND GETKEYS %v: %v", c.Pkg, c.Method, c.Args, err)
				continue
			}
		}
		if reason, ok := goredisKeysNotInKeySpecs[c.Method]; ok {
			assert.Empty(t, got, "%s %s: %s", c.Pkg, c.Method, reason)
			assert.NotEmpty(t, want, "%s %s: %s", c.Pkg, c.Method, reason)
			continue
		}
		slices.Sort(want)
		slices.Sort(got)
		got = slices.Compact(got)
		assert.Equal(t, got, want, "%s %s: keys of %v", c.Pkg, c.Method, c.Args)
		checked[c.Pkg]++
	}
	for _, path := range goredisVersions {
		assert.Greater(t, checked[path], 150, "%s: too few commands checked by the server", path)
		t.Logf("%s: keys of %d methods agree with COMMAND GETKEYS", path, checked[path])
	}
	// Only commands the server does not have were left unchecked: those of
	// modules, and those the table has from newer Redis versions (Since).
	for name := range unknown {
		base, _, _ := strings.Cut(name, "|")
		c := commands.Lookup(name)
		assert.True(t, strings.Contains(name, ".") || base == "TFCALL" || base == "TFCALLASYNC" || base == "TFUNCTION" ||
			c == nil || c.Since != "", "%s was not checked by the server", name)
	}
	t.Logf("not known to redis-server %s (modules, newer commands): %s", commands.RedisVersion(), strings.Join(slices.Sorted(maps.Keys(unknown)), " "))
}

// goredisStubPath is GOPATH of the stubs: testdata/src/<import path>.
func goredisStubPath(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	return dir
}

func TestGoredisStubsMatchRealClients(t *testing.T) {
	pkgs := goredisRealPackages(t)
	stubs, err := goredisLoad(goredisStubPath(t),
		[]string{"GOPATH=" + goredisStubPath(t), "GO111MODULE=off", "GOFLAGS=", "GOPROXY=off"}, goredisStubPackages)
	require.NoError(t, err)
	for _, path := range goredisStubPackages {
		t.Run(path, func(t *testing.T) {
			stub, orig := stubs[path].Types, pkgs[path].Types
			n := 0
			for _, name := range stub.Scope().Names() {
				n++
				goredisCompareObject(t, stub.Scope().Lookup(name), orig.Scope().Lookup(name))
			}
			assert.Positive(t, n)
		})
	}
	// The stubs hold every command method, promoted the same way.
	for _, path := range goredisVersions {
		for _, name := range []string{"Client", "ClusterClient", "Ring", "Conn", "Tx", "Pipeline", "Cmdable", "UniversalClient", "Pipeliner"} {
			s, r := stubs[path].Types.Scope().Lookup(name), pkgs[path].Types.Scope().Lookup(name)
			if r == nil {
				continue
			}
			require.NotNil(t, s, "%s: stub lacks %s", path, name)
			assert.Equal(t, goredisExportedMethodSet(r.Type()), goredisExportedMethodSet(s.Type()), "%s.%s method set", path, name)
		}
	}
}

// goredisExportedMethodSet lists the exported methods of *T (or of the
// interface T) with their signatures.
func goredisExportedMethodSet(t types.Type) []string {
	if !types.IsInterface(t) {
		t = types.NewPointer(t)
	}
	ms := types.NewMethodSet(t)
	var out []string
	for i := 0; i < ms.Len(); i++ {
		f := ms.At(i).Obj().(*types.Func)
		if f.Exported() {
			out = append(out, f.Name()+" "+types.TypeString(f.Signature(), nil))
		}
	}
	return out
}

// goredisCompareObject asserts that the stub declaration s is a faithful
// subset of the real declaration r: same kind and type, fields and methods
// present with the same types and parameter names.
func goredisCompareObject(t *testing.T, s, r types.Object) {
	t.Helper()
	if !assert.NotNil(t, r, "stub %s does not exist in the real package", s) {
		return
	}
	str := func(x types.Type) string { return types.TypeString(x, nil) }
	switch s := s.(type) {
	case *types.Func:
		assert.Equal(t, str(r.Type()), str(s.Type()), "func %s", s.Name())
	case *types.Var, *types.Const:
		assert.Equal(t, str(r.Type()), str(s.Type()), "%s type", s.Name())
		if sc, ok := s.(*types.Const); ok {
			assert.Equal(t, r.(*types.Const).Val().ExactString(), sc.Val().ExactString(), "%s value", s.Name())
		}
	case *types.TypeName:
		rt, ok := r.(*types.TypeName)
		if !assert.True(t, ok, "%s is not a type in the real package", s.Name()) {
			return
		}
		assert.Equal(t, rt.IsAlias(), s.IsAlias(), "%s alias", s.Name())
		if s.IsAlias() {
			assert.Equal(t, str(rt.Type()), str(s.Type()), "alias %s", s.Name())
			return
		}
		sn, rn := s.Type().(*types.Named), rt.Type().(*types.Named)
		switch su := sn.Underlying().(type) {
		case *types.Struct:
			ru, ok := rn.Underlying().(*types.Struct)
			if !assert.True(t, ok, "%s is not a struct", s.Name()) {
				return
			}
			for i := 0; i < su.NumFields(); i++ {
				f := su.Field(i)
				var rf *types.Var
				for j := 0; j < ru.NumFields(); j++ {
					if ru.Field(j).Name() == f.Name() {
						rf = ru.Field(j)
					}
				}
				if assert.NotNil(t, rf, "%s.%s is not a real field", s.Name(), f.Name()) {
					assert.Equal(t, rf.Embedded(), f.Embedded(), "%s.%s embedded", s.Name(), f.Name())
					assert.Equal(t, str(rf.Type()), str(f.Type()), "%s.%s type", s.Name(), f.Name())
				}
			}
		case *types.Interface:
			ru, ok := rn.Underlying().(*types.Interface)
			if !assert.True(t, ok, "%s is not an interface", s.Name()) {
				return
			}
			var want, got []string
			for i := 0; i < ru.NumMethods(); i++ {
				if m := ru.Method(i); m.Exported() {
					want = append(want, m.Name()+" "+str(m.Type()))
				}
			}
			for i := 0; i < su.NumMethods(); i++ {
				got = append(got, su.Method(i).Name()+" "+str(su.Method(i).Type()))
			}
			assert.Equal(t, want, got, "interface %s", s.Name())
		default:
			assert.Equal(t, str(rn.Underlying()), str(su), "type %s", s.Name())
		}
		for i := 0; i < sn.NumMethods(); i++ {
			sm := sn.Method(i)
			obj, _, _ := types.LookupFieldOrMethod(rn, true, rn.Obj().Pkg(), sm.Name())
			rm, ok := obj.(*types.Func)
			if assert.True(t, ok, "method %s.%s is not real", s.Name(), sm.Name()) {
				assert.Equal(t, str(rm.Type()), str(sm.Type()), "method %s.%s", s.Name(), sm.Name())
				assert.Equal(t, str(rm.Signature().Recv().Type()), str(sm.Signature().Recv().Type()), "receiver of %s.%s", s.Name(), sm.Name())
			}
		}
	}
}
