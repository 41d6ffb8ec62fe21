// Package luakeys finds the keys a Redis Lua script touches, from the
// script's source alone.
//
// The analyzer calls Analyze with the script's source (the constant string
// given to go-redis NewScript/Eval/EvalRO, redigo NewScript(n, src),
// rueidis or valkey NewLuaScript) and the number of keys the caller gives
// it in KEYS (redigo's n, or the length of the keys slice of Eval, Run or
// Exec when it is known), negative when that number is not known. It gets
// back a Script: every redis.call, redis.pcall, server.call and
// server.pcall of the script with its command and, for each argument that
// the command table (internal/commands, as for a generic Do call) says is
// a key, the key's template and Origin. A script that does not parse gives
// a *SyntaxError with the parser's line and message instead, for the
// catalog's unresolved reason.
//
// At a call site the analyzer replaces KEYS[i] and ARGV[j] in a template by
// the templates of the Go values passed there, so that a script's built
// keys become templates of the site, checked by the naming rules; the keys
// whose Origin is NotInKEYS are what the script-keys rule reports.
//
// # The model
//
// A template is a sequence of parts: literal text, KEYS[i] or ARGV[j] (i or
// j is 0 for "some element", as in a loop over KEYS or KEYS[n] with a
// computed n), a number (arithmetic, tonumber, #t, string.format's %d), and
// a Hole, which carries a Reason and the name of what could not be
// followed (a variable assigned in a branch, the reply of a command, a
// function parameter). An element of a command's reply (a loop over it
// with ipairs or pairs, reply[i]) is a Hole of its own reason, Element:
// text the script reads back, such as an id it completes into a key
// (ARGV[2] .. id); when the command lists the members of an element of
// KEYS (ZRANGEBYSCORE KEYS[1] …), the hole names that element, and a call
// that writes an element of KEYS as a member of another (ZADD KEYS[3]
// score KEYS[2]) records it (Call.Stores), so that the caller can tell
// which keys a script reads back (members.go).
//
// Values are followed through string literals, `..`, local and global
// variables assigned in straight-line code, string.format with %s and %d,
// tostring and tonumber, generic and numeric for loops over KEYS and ARGV,
// tables used as lists (a constructor, t[#t+1] = v, table.insert, then
// unpack, t[i] or ipairs: in order when filled in straight-line code, as
// the values an element may have otherwise), and the script's own
// functions: a function is walked at each call with its arguments bound,
// and a function whose body ends in its only return gives that value. A
// function never called directly (a callback of pcall, a field of a table)
// is walked once with unknown parameters, so that no call of the script is
// left out. A variable assigned inside a branch, a loop or a function
// other than the block that declares it is unknown after it.
//
// Each key has an Origin: Given when it is exactly one element of KEYS,
// as the Redis scripting documentation requires of every key a script
// touches; Literal, Argv or Built when it is not (such a script breaks on
// Redis Cluster and on proxies that route by key); ReadBack when it is an
// element of a reply, a name taken from the data Redis holds, which the
// documentation names among the keys a script must not access; Missing
// when it reads a KEYS element beyond the count the caller gives; Unknown
// when nothing of it is known. An element of KEYS that the script only
// completes into the keys it builds (KEYS[2] .. id) and never uses as a
// key is a prefix, no key (Script.Prefixes).
//
// The result holds no pointer into the syntax tree: it can travel in
// analysis facts (gob) and in the catalog (JSON).
package luakeys
