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
//
// # How a package is checked
//
// run (run.go) directs one pass over a package. The checker holds what the
// package is (its declarations and a keyflow.Evaluator, which rebuilds
// templates from expressions and owns the summaries of key helpers,
// objects, constructors, option functions and function values, with their
// facts) and the wrapperSet (wrappers.go, sinks.go, ifaces.go,
// paramlists.go), which finds the calls that send commands: client calls
// that internal/clients describes, and calls of the package's wrappers,
// found to a fixpoint, of imported wrappers (facts) and of interface
// methods they implement.
//
// A hole's identity is a keyflow.Ref (a variable or a summary's
// parameter, a field path, a shape), compared and never parsed. The
// package's facts are exported, then each rule (one file each, rule_*.go)
// judges the final sites and the reporter reports each problem once.
package analyzer
