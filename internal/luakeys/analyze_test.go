package luakeys

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scripts are realistic scripts, each with the calls Analyze must find,
// as Call.String renders them: line, command, each key's template and
// origin, and the status when the keys are not all known.
var scripts = []struct {
	name    string
	numKeys int
	src     string
	want    []string
}{
	{
		name:    "lock release compares the owner token",
		numKeys: 1,
		src: `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`,
		want: []string{
			`line 2: redis.call GET "<KEYS[1]>" (given)`,
			`line 3: redis.call DEL "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "sliding window rate limiter on a given key",
		numKeys: 1,
		src: `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', key, 0, now - window)
local count = redis.call('ZCARD', key)
if count < tonumber(ARGV[3]) then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return 1
end
return 0`,
		want: []string{
			`line 5: redis.call ZREMRANGEBYSCORE "<KEYS[1]>" (given)`,
			`line 6: redis.call ZCARD "<KEYS[1]>" (given)`,
			`line 8: redis.call ZADD "<KEYS[1]>" (given)`,
			`line 9: redis.call PEXPIRE "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "hash field expiry (Redis 7.4) on a given key",
		numKeys: 1,
		src: `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return redis.call('HPEXPIRE', KEYS[1], ARGV[3], 'FIELDS', 1, ARGV[1])`,
		want: []string{
			`line 2: redis.call HSET "<KEYS[1]>" (given)`,
			`line 3: redis.call HPEXPIRE "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "fixed window limiter builds a key per minute",
		numKeys: 1,
		src: `
local minute = math.floor(tonumber(ARGV[1]) / 60)
local bucket = KEYS[1] .. ':' .. minute
local hits = redis.call('INCR', bucket)
if hits == 1 then redis.call('EXPIRE', bucket, 120) end
return hits`,
		want: []string{
			`line 4: redis.call INCR "<KEYS[1]>:<int>" (built)`,
			`line 5: redis.call EXPIRE "<KEYS[1]>:<int>" (built)`,
		},
	},
	{
		name:    "an optional key cleared when disabled keeps the key it is given",
		numKeys: 2,
		src: `
local state_key = KEYS[1]
local meta_key = KEYS[2] .. ':meta'
if state_key == ARGV[1] then state_key = '' end
if ARGV[2] == '0' then meta_key = nil else meta_key = meta_key end
if state_key ~= '' then redis.call('HSET', state_key, 'v', ARGV[3]) end
redis.call('HGET', meta_key, 'epoch')`,
		want: []string{
			`line 6: redis.call HSET "<KEYS[1]>" (given)`,
			`line 7: redis.call HGET "<? assigned in a branch, loop or function: meta_key>" (unknown)`,
		},
	},
	{
		name:    "job queue enqueue builds the job hash from a counter",
		numKeys: 1,
		src: `
local prefix = KEYS[1]
local id = redis.call('INCR', prefix .. ':id')
local job = prefix .. ':job:' .. id
redis.call('HSET', job, 'data', ARGV[1], 'attempts', 0)
redis.call('LPUSH', prefix .. ':wait', id)
return id`,
		want: []string{
			`line 3: redis.call INCR "<KEYS[1]>:id" (built)`,
			`line 5: redis.call HSET "<KEYS[1]>:job:<int>" (built)`,
			`line 6: redis.call LPUSH "<KEYS[1]>:wait" (built)`,
		},
	},
	{
		name:    "scheduler moves due jobs, naming job hashes from ARGV",
		numKeys: 2,
		src: `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], 0, ARGV[1])
for _, id in ipairs(due) do
  redis.call('LPUSH', KEYS[2], id)
  redis.call('HSET', ARGV[2] .. id, 'state', 'waiting')
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], 0, ARGV[1])
return #due`,
		want: []string{
			`line 2: redis.call ZRANGEBYSCORE "<KEYS[1]>" (given)`,
			`line 4: redis.call LPUSH "<KEYS[2]>" (given)`,
			`line 5: redis.call HSET "<ARGV[2]><? element of the reply of ZRANGEBYSCORE>" (built)`,
			`line 7: redis.call ZREMRANGEBYSCORE "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "elements of a reply by index, in a numeric loop and a pairs loop",
		numKeys: 1,
		src: `
local res = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
for i = 1, #res, 2 do
  redis.call('HDEL', 'job:' .. res[i], 'lock')
end
for _, id in pairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('DEL', 'lock:' .. id) end
local first = redis.call('LRANGE', KEYS[1], 0, 0)[1]
return redis.call('GET', 'job:' .. first)`,
		want: []string{
			`line 2: redis.call ZRANGE "<KEYS[1]>" (given)`,
			`line 4: redis.call HDEL "job:<? element of the reply of ZRANGE>" (built)`,
			`line 6: redis.call SMEMBERS "<KEYS[1]>" (given)`,
			`line 6: redis.call DEL "lock:<? element of the reply of SMEMBERS>" (built)`,
			`line 7: redis.call LRANGE "<KEYS[1]>" (given)`,
			`line 8: redis.call GET "job:<? element of the reply of LRANGE>" (built)`,
		},
	},
	{
		name:    "ids collected from several replies, then deleted under a prefix",
		numKeys: 2,
		src: `
local ids = {}
for _, id in ipairs(redis.call('LRANGE', KEYS[1], 0, -1)) do table.insert(ids, id) end
for _, id in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do table.insert(ids, id) end
for _, id in ipairs(ids) do redis.call('DEL', ARGV[1] .. id) end
local sets = {}
for _, key in ipairs(redis.call('SMEMBERS', KEYS[1])) do sets[#sets+1] = key end
for _, key in ipairs(redis.call('SMEMBERS', KEYS[2])) do sets[#sets+1] = key end
for _, key in ipairs(sets) do redis.call('UNLINK', key) end`,
		want: []string{
			`line 3: redis.call LRANGE "<KEYS[1]>" (given)`,
			`line 4: redis.call ZRANGE "<KEYS[2]>" (given)`,
			`line 5: redis.call DEL "<ARGV[1]><? element of the reply of LRANGE, ZRANGE>" (built)`,
			`line 7: redis.call SMEMBERS "<KEYS[1]>" (given)`,
			`line 8: redis.call SMEMBERS "<KEYS[2]>" (given)`,
			`line 9: redis.call UNLINK "<? element of the reply of SMEMBERS>" (read back)`,
		},
	},
	{
		name:    "a key read back from a set of keys",
		numKeys: 1,
		src: `
for _, key in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])) do
  redis.call('DEL', key)
end
local whole = redis.call('GET', KEYS[1])
return redis.call('TTL', whole)`,
		want: []string{
			`line 2: redis.call ZRANGEBYSCORE "<KEYS[1]>" (given)`,
			`line 3: redis.call DEL "<? element of the reply of ZRANGEBYSCORE>" (read back)`,
			`line 5: redis.call GET "<KEYS[1]>" (given)`,
			`line 6: redis.call TTL "<? reply of GET>" (unknown)`,
		},
	},
	{
		name:    "cleanup over every key, three ways",
		numKeys: -1,
		src: `
for _, k in ipairs(KEYS) do redis.call('UNLINK', k) end
for i = 1, #KEYS do redis.call('PERSIST', KEYS[i]) end
return redis.call('DEL', unpack(KEYS))`,
		want: []string{
			`line 2: redis.call UNLINK "<KEYS[i]>" (given)`,
			`line 3: redis.call PERSIST "<KEYS[i]>" (given)`,
			`line 4: redis.call DEL "<KEYS[i]>" (given) [arguments end in an unknown number of values]`,
		},
	},
	{
		name:    "unpack of KEYS with a known count spreads each key",
		numKeys: 3,
		src: `
redis.call('DEL', unpack(KEYS))
redis.call('ZUNIONSTORE', KEYS[1], #KEYS - 1, unpack(KEYS, 2))`,
		want: []string{
			`line 2: redis.call DEL "<KEYS[1]>" (given) "<KEYS[2]>" (given) "<KEYS[3]>" (given)`,
			`line 3: redis.call ZUNIONSTORE "<KEYS[1]>" (given) "<KEYS[2]>" (given) "<KEYS[3]>" (given)`,
		},
	},
	{
		name:    "counters on literal keys and a key passed in ARGV",
		numKeys: 0,
		src: `
redis.call('INCR', 'stats:calls')
redis.call('SET', ARGV[1], ARGV[2])`,
		want: []string{
			`line 2: redis.call INCR "stats:calls" (literal)`,
			`line 3: redis.call SET "<ARGV[1]>" (argv)`,
		},
	},
	{
		name:    "string.format and its method form",
		numKeys: 1,
		src: `
local k1 = string.format('%s:bucket:%d', KEYS[1], ARGV[1])
local k2 = ('%s:%s'):format(KEYS[1], ARGV[1])
local k3 = string.format('shard:%05d', ARGV[1])
local k4 = string.format('%s:%d:100%%', 'tenant', 7)
redis.call('GET', k1)
redis.call('GET', k2)
redis.call('GET', k3)
redis.call('GET', k4)
redis.call('GET', string.format('%s', KEYS[1]))
redis.call('GET', '' .. KEYS[1] .. '')`,
		want: []string{
			`line 6: redis.call GET "<KEYS[1]>:bucket:<int>" (built)`,
			`line 7: redis.call GET "<KEYS[1]>:<ARGV[1]>" (built)`,
			`line 8: redis.call GET "shard:<? format verb %05d>" (built)`,
			`line 9: redis.call GET "tenant:7:100%" (literal)`,
			`line 10: redis.call GET "<KEYS[1]>" (given)`,
			`line 11: redis.call GET "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "a helper function returns the key it builds",
		numKeys: 1,
		src: `
local function key(name)
  return KEYS[1] .. ':' .. name
end
local function touch(k, ttl)
  redis.call('SET', k, 1, 'EX', ttl)
end
redis.call('SADD', key('members'), ARGV[1])
touch(key('seen'), 60)
touch(KEYS[1], 60)`,
		want: []string{
			`line 6: redis.call SET "<KEYS[1]>:seen" (built)`,
			`line 6: redis.call SET "<KEYS[1]>" (given)`,
			`line 8: redis.call SADD "<KEYS[1]>:members" (built)`,
		},
	},
	{
		name:    "straight-line reassignment is followed, a branch is not",
		numKeys: 1,
		src: `
local k = KEYS[1]
k = k .. ':v2'
redis.call('GET', k)
local suffix = ':a'
if ARGV[1] == 'b' then
  suffix = ':b'
  redis.call('GET', KEYS[1] .. suffix)
else
  redis.call('GET', KEYS[1] .. suffix)
end
redis.call('GET', KEYS[1] .. suffix)`,
		want: []string{
			`line 4: redis.call GET "<KEYS[1]>:v2" (built)`,
			`line 8: redis.call GET "<KEYS[1]>:b" (built)`,
			`line 10: redis.call GET "<KEYS[1]>:a" (built)`,
			`line 12: redis.call GET "<KEYS[1]><? assigned in a branch, loop or function: suffix>" (built)`,
		},
	},
	{
		name:    "a variable assigned in a loop is unknown in the loop too",
		numKeys: 1,
		src: `
local k = KEYS[1]
for i = 1, 3 do
  redis.call('GET', k)
  k = k .. ':' .. i
end`,
		want: []string{
			`line 4: redis.call GET "<? assigned in a branch, loop or function: k>" (unknown)`,
		},
	},
	{
		name:    "callbacks and table methods are walked with unknown parameters",
		numKeys: 1,
		src: `
local ok = pcall(function() return redis.call('GET', KEYS[1] .. ':x') end)
local M = {}
function M.touch(k) redis.call('SET', k, 1) end
local handlers = { drop = function(k) redis.call('DEL', 'trash:' .. k) end }`,
		want: []string{
			`line 2: redis.call GET "<KEYS[1]>:x" (built)`,
			`line 4: redis.call SET "<? parameter k>" (unknown)`,
			`line 5: redis.call DEL "trash:<? parameter k>" (built)`,
		},
	},
	{
		name:    "Valkey's server.call, pcall, a lowercase command and an alias",
		numKeys: 2,
		src: `
local call = server.call
server.call('hset', KEYS[1], 'f', 'v')
redis.pcall('LPUSH', KEYS[2], ARGV[1])
call('GET', KEYS[1])`,
		want: []string{
			`line 3: server.call hset "<KEYS[1]>" (given)`,
			`line 4: redis.pcall LPUSH "<KEYS[2]>" (given)`,
			`line 5: server.call GET "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "calls whose keys cannot all be found",
		numKeys: 2,
		src: `
redis.call(ARGV[1], KEYS[1])
redis.call('JSON.SET', KEYS[1], '$', ARGV[2])
redis.call('ZUNIONSTORE', KEYS[1], ARGV[3], KEYS[2])
redis.call('GET', KEYS[3])
redis.call('GET', prefix .. ':x')`,
		want: []string{
			`line 2: redis.call [command name is not literal]`,
			`line 3: redis.call JSON.SET [command is not in the command table]`,
			`line 4: redis.call ZUNIONSTORE "<KEYS[1]>" (given) [key positions depend on an unknown argument]`,
			`line 5: redis.call GET "<KEYS[3]>" (missing)`,
			`line 6: redis.call GET "<? global prefix>:x" (built)`,
		},
	},
	{
		name:    "reasons name the part that is unknown",
		numKeys: 1,
		src: `
local prefix = ARGV[1] or 'jobs'
local cfg = cjson.decode(ARGV[2])
local name
redis.call('GET', prefix .. ':a')
redis.call('GET', cfg.queue)
redis.call('GET', KEYS[1] .. name)
local current = 'a'
local function switch() current = 'b' end
switch()
redis.call('GET', 'x:' .. current)
redis.call('GET', string.sub(KEYS[1], 1, 3))
redis.call('GET', (function() return KEYS[1] end)() .. (function() if ARGV[1] then return 'a' end return 'b' end)())`,
		want: []string{
			`line 5: redis.call GET "<? operator or>:a" (built)`,
			`line 6: redis.call GET "<? field of cfg>" (unknown)`,
			`line 7: redis.call GET "<KEYS[1]><? nil value of name>" (built)`,
			`line 11: redis.call GET "x:<? assigned in a branch, loop or function: current>" (built)`,
			`line 12: redis.call GET "<? result of string.sub>" (unknown)`,
			`line 13: redis.call GET "<KEYS[1]><? result of an anonymous function>" (built)`,
		},
	},
	{
		name:    "a repeat loop's condition sees the body's locals",
		numKeys: 1,
		src: `
repeat
  local k = KEYS[1] .. ':batch'
until redis.call('LLEN', k) == 0`,
		want: []string{
			`line 4: redis.call LLEN "<KEYS[1]>:batch" (built)`,
		},
	},
	{
		name:    "session keys gathered in a loop, then deleted in one call",
		numKeys: 1,
		src: `
local keys = {}
for _, sid in ipairs(ARGV) do
  keys[#keys + 1] = KEYS[1] .. ':session:' .. sid
end
return redis.call('DEL', unpack(keys))`,
		want: []string{
			`line 6: redis.call DEL "<KEYS[1]>:session:<ARGV[i]>" (built) [arguments end in an unknown number of values]`,
		},
	},
	{
		name:    "lists made in straight-line code keep their order",
		numKeys: 2,
		src: `
local pair = {KEYS[1], KEYS[2] .. ':copy'}
redis.call('RENAME', unpack(pair))
local dests = {}
table.insert(dests, KEYS[1] .. ':a')
table.insert(dests, KEYS[1] .. ':b')
redis.call('SUNIONSTORE', dests[1], dests[2], KEYS[2])
for _, k in ipairs(dests) do redis.call('EXPIRE', k, 60) end
local all = {unpack(KEYS)}
redis.call('MSET', all[#all], 'v')
local some = {KEYS[1], KEYS[1], unpack(ARGV)}
redis.call('DEL', unpack(some))`,
		want: []string{
			`line 3: redis.call RENAME "<KEYS[1]>" (given) "<KEYS[2]>:copy" (built)`,
			`line 7: redis.call SUNIONSTORE "<KEYS[1]>:a" (built) "<KEYS[1]>:b" (built) "<KEYS[2]>" (given)`,
			`line 8: redis.call EXPIRE "<? loop variable k>" (unknown)`,
			`line 10: redis.call MSET "<KEYS[2]>" (given)`,
			`line 12: redis.call DEL "<KEYS[1]>" (given) "<ARGV[i]>" (argv) [arguments end in an unknown number of values]`,
		},
	},
	{
		name:    "key positions come from the command table",
		numKeys: 4,
		src: `
redis.call('ZUNIONSTORE', KEYS[1], 2, KEYS[2], KEYS[3], 'WEIGHTS', 1, 2)
redis.call('XREADGROUP', 'GROUP', ARGV[1], ARGV[2], 'COUNT', 10, 'STREAMS', KEYS[4], '>')
redis.call('OBJECT', 'ENCODING', KEYS[1])
redis.call('BITOP', 'OR', KEYS[1] .. ':all', KEYS[2], KEYS[3])
redis.call('SORT', KEYS[2], 'BY', 'nosort', 'STORE', KEYS[1] .. ':sorted')`,
		want: []string{
			`line 2: redis.call ZUNIONSTORE "<KEYS[1]>" (given) "<KEYS[2]>" (given) "<KEYS[3]>" (given)`,
			`line 3: redis.call XREADGROUP "<KEYS[4]>" (given)`,
			`line 4: redis.call OBJECT "<KEYS[1]>" (given)`,
			`line 5: redis.call BITOP "<KEYS[1]>:all" (built) "<KEYS[2]>" (given) "<KEYS[3]>" (given)`,
			`line 6: redis.call SORT "<KEYS[2]>" (given) "<KEYS[1]>:sorted" (built)`,
		},
	},
	{
		name:    "a helper with varargs passes them on",
		numKeys: 2,
		src: `
local function del(...)
  return redis.call('DEL', ...)
end
local function first(...)
  return redis.call('GET', ...)
end
del(KEYS[1], KEYS[2] .. ':x')
first(KEYS[2])
local function each(...)
  for _, k in ipairs({...}) do redis.call('PERSIST', k) end
  return function(...) redis.call('UNLINK', ...) end
end
each(KEYS[1])
local function pair(a, b) redis.call('SMOVE', a, b, ARGV[1]) end
pair(unpack(KEYS))`,
		want: []string{
			`line 3: redis.call DEL "<KEYS[1]>" (given) "<KEYS[2]>:x" (built)`,
			`line 6: redis.call GET "<KEYS[2]>" (given)`,
			`line 11: redis.call PERSIST "<KEYS[1]>" (given)`,
			`line 12: redis.call UNLINK "<? parameter ...>" (unknown) [arguments end in an unknown number of values]`,
			`line 15: redis.call SMOVE "<KEYS[1]>" (given) "<KEYS[2]>" (given)`,
		},
	},
	{
		name:    "a recursive function is walked once",
		numKeys: 1,
		src: `
local function drain(k, n)
  if n > 0 then
    redis.call('LPOP', k)
    drain(k, n - 1)
  end
end
drain(KEYS[1], 3)`,
		want: []string{
			`line 4: redis.call LPOP "<KEYS[1]>" (given)`,
		},
	},
	{
		name:    "a queue built from ARGV is used only once checked against KEYS",
		numKeys: 2,
		src: `
local res = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[2], 'LIMIT', 0, 1)
local j = cjson.decode(res[1])
local queue = ARGV[1] .. j['name']
for _, v in pairs(KEYS) do
  if v == queue then
    redis.call('LPUSH', queue, res[1])
    return 'ok'
  end
end
redis.call('LPUSH', queue, res[1])
if KEYS[2] == queue then redis.call('DEL', queue) end`,
		want: []string{
			`line 2: redis.call ZRANGEBYSCORE "<KEYS[1]>" (given)`,
			`line 7: redis.call LPUSH "<KEYS[i]>" (given)`,
			`line 11: redis.call LPUSH "<ARGV[1]><? field of j>" (built)`,
			`line 12: redis.call DEL "<KEYS[2]>" (given)`,
		},
	},
}

func TestAnalyzeScripts(t *testing.T) {
	for _, tc := range scripts {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Analyze(tc.src, tc.numKeys)
			require.NoError(t, err)
			var got []string
			for _, c := range s.Calls {
				got = append(got, c.String())
			}
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.numKeys, s.NumKeys)
		})
	}
}

func BenchmarkAnalyze(b *testing.B) {
	for b.Loop() {
		for _, tc := range scripts {
			if _, err := Analyze(tc.src, tc.numKeys); err != nil {
				b.Fatal(err)
			}
		}
	}
}
