package clients

import (
	"go/types"
	"strings"
)

// The libraries that take or build keys on top of a client, and the forks
// and adapters of the clients. Each entry says which argument of which
// function is a key, as a client's method table does; the library's own
// code is never analysed for it (its source may not be there, and its key
// may sit in a struct field or a map it fills itself).
var keyLibraries = []library{
	{
		// go-redis/cache: Item.Key is the key of Set and Once; Get, Exists
		// and Delete take it as a parameter. Items expire (one hour by
		// default), so their keys have a TTL.
		client:  GoRedisCache,
		paths:   []string{"github.com/go-redis/cache/v9", "github.com/go-redis/cache/v8"},
		modules: []string{"github.com/go-redis/cache/v9", "github.com/go-redis/cache/v8"},
		methods: map[string]Method{
			"Cache.Set":                   {Command: "SET", Keys: itemKey, Expires: true},
			"Cache.Once":                  {Command: "SET", Keys: itemKey, Expires: true},
			"Cache.Get":                   {Command: "GET", Keys: keyAt(1)},
			"Cache.GetSkippingLocalCache": {Command: "GET", Keys: keyAt(1)},
			"Cache.Exists":                {Command: "GET", Keys: keyAt(1)},
			"Cache.Delete":                {Command: "DEL", Keys: keyAt(1)},
		},
	},
	{
		// redsync: the mutex name is the lock's key, set with NX and an
		// expiry.
		client:  Redsync,
		paths:   []string{"github.com/go-redsync/redsync/v4"},
		modules: []string{"github.com/go-redsync/redsync/v4"},
		methods: map[string]Method{
			"Redsync.NewMutex": {Command: "SET", Keys: keyAt(0), Expires: true},
		},
	},
	{
		// The rueidis helpers and Lua scripts; the package's client
		// interfaces send DoMulti batches (the client table's entry).
		client:  Rueidis,
		paths:   []string{"github.com/redis/rueidis"},
		modules: []string{"github.com/redis/rueidis"},
		methods: rueidisHelpers,
	},
	{
		client:  Rueidis,
		paths:   []string{"github.com/redis/rueidis/rueidisaside"},
		modules: []string{"github.com/redis/rueidis/rueidisaside"},
		methods: asideMethods,
	},
	{
		// rueidiscompat takes keys where go-redis does: the same methods,
		// with the same parameter names.
		client:  GoRedis,
		paths:   []string{"github.com/redis/rueidis/rueidiscompat"},
		modules: []string{"github.com/redis/rueidis/rueidiscompat"},
		match:   goredisShaped(compatReceiver),
	},
	{
		// valkey-go, the Valkey fork of rueidis: the same builder, batch,
		// helpers, cache-aside client and compat adapter.
		client:  Valkey,
		paths:   []string{valkeyCmds},
		modules: []string{"github.com/valkey-io/valkey-go"},
		builder: true,
		match:   matchBuilderStep,
	},
	{
		client:  Valkey,
		paths:   []string{"github.com/valkey-io/valkey-go"},
		modules: []string{"github.com/valkey-io/valkey-go"},
		methods: rueidisHelpers,
	},
	{
		client:  Valkey,
		modules: []string{"github.com/valkey-io/valkey-go"},
		match:   matchRueidisBatch,
	},
	{
		client:  Valkey,
		paths:   []string{"github.com/valkey-io/valkey-go/valkeyaside"},
		modules: []string{"github.com/valkey-io/valkey-go/valkeyaside"},
		methods: asideMethods,
	},
	{
		client:  GoRedis,
		paths:   []string{"github.com/valkey-io/valkey-go/valkeycompat"},
		modules: []string{"github.com/valkey-io/valkey-go/valkeycompat"},
		match:   goredisShaped(compatReceiver),
	},
}

// valkeyCmds is the package of valkey-go's generated command builders.
const valkeyCmds = "github.com/valkey-io/valkey-go/internal/cmds"

// itemKey is the Key field of a go-redis/cache Item passed first.
var itemKey = []ArgSpec{{Arg: 0, Shape: StructFields, Fields: []FieldSpec{{Name: "Key", Shape: Single}}}}

// keyAt is one key at argument i.
func keyAt(i int) []ArgSpec { return []ArgSpec{{Arg: i, Shape: Single}} }

// rueidisHelpers are the helper functions of rueidis and valkey-go
// (Func(client, ctx, …)) and the methods of their Lua scripts. The helpers
// send one command per key or per slot, so their keys need not share a
// slot; a script's keys do.
var rueidisHelpers = map[string]Method{
	"MGet":          {Command: "MGET", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"MGetCache":     {Command: "MGET", Keys: []ArgSpec{{Arg: 3, Shape: Slice}}},
	"MSet":          {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}},
	"MSetNX":        {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}},
	"MSetEX":        {Command: "SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}, Expires: true},
	"MDel":          {Command: "DEL", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"MUnlink":       {Command: "UNLINK", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"JsonMGet":      {Command: "JSON.MGET", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}},
	"JsonMGetCache": {Command: "JSON.MGET", Keys: []ArgSpec{{Arg: 3, Shape: Slice}}},
	"JsonMSet":      {Command: "JSON.SET", Keys: []ArgSpec{{Arg: 2, Shape: PairsMap}}},
	"Lua.Exec":      {Command: "EVALSHA", Keys: []ArgSpec{{Arg: 2, Shape: Slice}}, Atomic: true},
	// ExecMulti runs the script once per LuaExec: the keys of one run
	// share a slot, those of two runs need not, so the call as a whole is
	// not atomic.
	"Lua.ExecMulti": {Command: "EVALSHA", Keys: luaExecKeys},
}

// luaExecKeys are the Keys of every LuaExec passed to Lua.ExecMulti, spelled
// out or in a spread slice literal.
var luaExecKeys = []ArgSpec{{Arg: 2, Shape: StructFields, Rest: true, Fields: []FieldSpec{{Name: "Keys", Shape: Slice}}}}

// asideMethods are the key-taking methods of the cache-aside clients of
// rueidis and valkey-go, plain and typed.
var asideMethods = map[string]Method{
	"CacheAsideClient.Get":      {Command: "GET", Keys: keyAt(2)},
	"CacheAsideClient.Del":      {Command: "DEL", Keys: keyAt(1)},
	"TypedCacheAsideClient.Get": {Command: "GET", Keys: keyAt(2)},
	"TypedCacheAsideClient.Del": {Command: "DEL", Keys: keyAt(1)},
}

// compatReceiver reports whether a method of a go-redis-shaped adapter
// sends commands: go-redis's receivers, and the adapter's own *Compat
// types.
func compatReceiver(fn *types.Func) bool {
	if goredisReceiver(fn) {
		return true
	}
	recv := fn.Signature().Recv()
	return recv != nil && namedOf(recv.Type()) != nil && strings.HasSuffix(namedOf(recv.Type()).Obj().Name(), "Compat")
}
