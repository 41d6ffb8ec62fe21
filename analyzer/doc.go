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
// run (run.go) checks a package as a pipeline of values:
//
//   - index (internal/declindex): the package's top-level declarations and
//     who calls what, from one visit of their calls;
//   - wrappers (wrappers.go, sinks.go, ifaces.go): the sites of every
//     declaration, built by a siteBuilder (sites.go, calls.go) from the
//     package's values (a keyflow.Evaluator, which rebuilds templates from
//     expressions and owns the summaries of key helpers, objects,
//     constructors, option functions and function values, with their
//     facts), with the sinkTable of the package's wrappers grown to a
//     fixpoint: when a function gains a key, only its callers are
//     re-evaluated. A site is a client call that internal/clients
//     describes, or a call of a wrapper of the package, of an imported
//     one (its Sink fact) or of an interface method they implement; a
//     site that runs a Lua script, in place or through a function of the
//     package that runs the script it is handed, holds the keys the
//     script builds, not the KEYS elements it only completes into keys
//     (internal/scriptsites, glued in sitescripts.go);
//   - sites: the final sites, each key classified (collectSites); the
//     calls that imported packages make through an interface of theirs
//     that only this package implements (their ifaceCalls facts) are
//     bound to its implementations and listed in its catalog at the
//     call's position (internal/ifacecalls);
//   - rules (rule_*.go, one file each) judge the sites and the reporter
//     (report.go) reports each problem once, unless a comment suppresses
//     it (internal/suppress), with the key-rename fixes of
//     internal/renames under -fix-renames. A problem is its rule, its
//     place and its typed subject (subjects.go), never its message.
//
// A hole's identity is a keyflow.Ref (a variable or a summary's
// parameter, a field path, a shape), compared and never parsed. The
// package's facts are exported once its wrappers are solved.
package analyzer
