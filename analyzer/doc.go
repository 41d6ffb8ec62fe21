// Package analyzer defines an Analyzer that checks the Redis keys a Go
// program passes to go-redis, redigo and rueidis.
//
// # Analyzer rediskey
//
// rediskey: check Redis key names and cluster slots
//
// The analyzer finds every argument that Redis treats as a key in calls of
// go-redis (v6 to v9), redigo and rueidis, and of the program's own
// wrappers around them. It rebuilds the key's template from the Go
// expressions that make it (literals, constants, +, fmt.Sprintf, strconv,
// strings.Join, builders, local variables and key helpers) and checks it
// against naming rules (separator, case, length, charset, depth,
// namespace, hashtag) and usage rules (command, ttl, type, crossslot,
// unresolved), and reports malformed //rediskeylint:ignore directives
// (directive). Each diagnostic's category is the rule name. Its fixes
// rename keys and are offered only with -fix-renames.
package analyzer
