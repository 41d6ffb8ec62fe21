package main

// goredis stubs one go-redis major version: the clients, their command
// interfaces and options, and the internal/proto error type of redis.Nil.
func goredis(path string, extra ...string) target {
	roots := []string{
		"Client", "ClusterClient", "Ring", "Conn", "Tx", "Pipeline",
		"Cmdable", "StatefulCmdable", "UniversalClient", "Pipeliner", "Cmder",
		"NewClient", "NewClusterClient", "NewUniversalClient", "NewRing", "NewFailoverClient", "ParseURL",
		"Options", "ClusterOptions", "RingOptions", "UniversalOptions", "FailoverOptions",
		"Script", "NewScript", "Nil", "TxFailedErr",
	}
	return target{
		{path: path, roots: append(roots, extra...)},
		{path: path + "/internal/proto"},
	}
}

// rueidisBuilder are the commands of the rueidis builder that the stub keeps.
var rueidisBuilder = []string{
	"Arbitrary", "Get", "Set", "Setex", "Setnx", "Getdel", "Incr", "Del", "Unlink", "Exists", "Touch",
	"Mget", "Mset", "Msetnx", "Hset", "Hget", "Hgetall", "Hdel", "Expire", "Pexpire", "Ttl",
	"Zadd", "Zrange", "Zunionstore", "Zinterstore", "Zrangestore", "Rename", "Renamenx", "Copy",
	"Lpush", "Rpush", "Lrange", "Lmove", "Blmove", "Blpop", "Rpoplpush", "Lmpop",
	"Sadd", "Smembers", "Smove", "Sinterstore", "Sintercard", "Bitop", "Pfadd", "Pfmerge",
	"Eval", "EvalRo", "Evalsha", "EvalshaRo", "Fcall", "FcallRo",
	"Keys", "Flushall", "Flushdb", "Scan", "Hscan", "Sscan", "Zscan",
	"Xadd", "Xread", "Xreadgroup", "Xlen", "Xdel", "Sort", "SortRo",
	"Publish", "Spublish", "Subscribe", "Watch", "Multi", "Exec", "Geosearchstore", "FtCreate", "FtSearch",
}

var targets = []target{
	goredis("github.com/redis/go-redis/v9", "KeepTTL", "Hook"),
	goredis("github.com/go-redis/redis/v8", "KeepTTL", "Hook"),
	goredis("github.com/go-redis/redis/v7", "Hook"),
	goredis("github.com/go-redis/redis"),
	{{path: "github.com/gomodule/redigo/redis", roots: []string{"*"}}},
	{
		{path: "github.com/redis/rueidis", roots: []string{
			"Client", "DedicatedClient", "CoreClient", "CommandClient", "Builder", "Incomplete", "Completed",
			"Cacheable", "Commands", "CacheableTTL", "CT", "NewClient", "ClientOption", "ParseURL", "MustParseURL",
			"Nil", "IsRedisNil", "RedisResult", "RedisMessage", "NewLuaScript", "NewLuaScriptReadOnly", "Lua", "LuaExec",
		}},
		{
			path:  "github.com/redis/rueidis/internal/cmds",
			roots: []string{"Builder", "Completed", "Cacheable", "Incomplete", "NewMultiCompleted"},
			keep:  map[string][]string{"Builder": rueidisBuilder},
		},
	},
	{
		{path: "github.com/valkey-io/valkey-go", roots: []string{
			"Client", "DedicatedClient", "CoreClient", "CommandClient", "Builder", "Incomplete", "Completed",
			"Cacheable", "Commands", "CacheableTTL", "CT", "NewClient", "ClientOption", "ParseURL", "MustParseURL",
			"Nil", "IsValkeyNil", "ValkeyResult", "ValkeyMessage", "NewLuaScript", "NewLuaScriptReadOnly", "Lua", "LuaExec",
		}},
		{
			path:  "github.com/valkey-io/valkey-go/internal/cmds",
			roots: []string{"Builder", "Completed", "Cacheable", "Incomplete", "NewMultiCompleted"},
			keep:  map[string][]string{"Builder": rueidisBuilder},
		},
	},
}
