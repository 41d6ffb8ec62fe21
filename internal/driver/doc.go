// Package driver is the standalone rediskeylint command: it loads the
// packages named on the command line, runs the analyzer over them and
// the dependencies that matter to it, and reports the findings in one of
// several formats (one writer per format, writers.go), with a baseline of
// accepted findings subtracted, or applies their fixes. It knows no
// analyzer: the command's main passes one in, with the predicate that
// names its libraries (a Tool).
//
// # What is analysed
//
// Load decides, for the command and its catalog and init subcommands,
// which packages the analyzer runs on: a package matters when it is
// matched by a pattern, or when it is neither of the standard library nor
// a client library and is or imports (transitively) a package of the
// user's code or of a client library (LoadOptions.Library); a client library
// matters only when it imports a package that matters, so that every path
// between two packages that matter keeps carrying facts. The test main the
// go command generates for a package with tests ("a.test") is left out,
// as go vet leaves it out: nothing imports it. The user's code
// is the main modules and the modules of the matched packages (without
// modules, every package outside GOROOT). The packages that matter
// include the test variants of dependencies that no pattern can name:
// with tests, b imported by the external test of a becomes "b [a.test]",
// which imports a's test variant, so it matters; it is never reported on,
// as only the matched packages are the roots of the analysis, and only its
// facts are wanted, by the external test. When b is in the run too, b's
// facts stand for b [a.test]'s unless a's test files change a fact that
// b's analysis read: b [a.test] is read from export data and takes b's
// facts, and is analysed from source only when a fact of a [a.test] that
// differs from a's is one b read (share.go). Each Go file is parsed once
// per load, for every variant of its package, so that positions in facts
// agree; and a package that is not a root lets go of its syntax and
// types.Info once it is analysed, as its importers read only its types
// and facts. Analyze parses and type-checks each package that matters only
// when the analysis reaches it, after its imports (deferred.go), so that
// the syntax of the whole run is never held at once.
//
// The rule loses nothing the analyzer would use. On the standard library
// it returns at once; on a client library it exports no fact; a package
// that is not the user's and reaches no client library sends no command,
// so it holds no wrapper and no sink, and the key helpers that matter are
// the user's own. A package that imports one that matters matters too, so
// the packages that do not matter sit below all the others.
//
// # How packages are loaded
//
// One go list (with -deps, -export and -test: test files are always
// analysed, as go vet analyses them) gives the
// import graph, from which the rule is decided, and the export data of
// every package, built by the go command into its cache as a build would.
// The packages that matter are parsed and type-checked from source, whole;
// those that do not are neither parsed nor type-checked: their types are
// read from export data, and only for the packages that one that matters
// imports, the export data bringing in what it mentions of the packages
// below. They are then cut out of the import graph, and the analyzer never
// sees them. A package without export data failed to build: it is
// type-checked from its declarations, for its importers, and its errors
// (the type checker's, or go list's where it has none) leave the matched
// package that has them, or imports it, out of the run, named as a
// problem, while the others stand; a package whose test files do not
// build is checked without them. A dependency that does not build is an
// error even when the error is in a function body. Cgo packages are
// checked from the files cgo generates, which go list reports.
//
// # What is cached
//
// A Cache keeps, in a directory shared by runs ($REDISKEYLINT_CACHE, by
// default rediskeylint under the user's cache directory; "off" for none),
// the facts the analyzer exported on each package that matters and the
// findings it reported there. A package's entry is keyed by a hash of
// everything its analysis reads: the executable (the analyzer, its
// defaults, the Go it was built with) and the analyzer's flags; the
// package's ID, its compiled files by name and content, its types' sizes
// and its module's Go version; the configuration files and go.mod that
// apply to its directory; and, for each import, the import's own key when
// it matters, else the name of its export data, which the go command
// gives by content. A change to a package or to anything below it
// therefore changes its key and its importers' keys, and an entry is never
// stale; a trimmed, partial or corrupt entry is a miss, never an error.
//
// A package the cache answers is neither parsed nor type-checked: its
// types come from export data, as those of a package that does not
// matter, and the analyzer's place is taken by the replay of its facts,
// for the objects that export data holds (the only ones an importer can
// name). The standalone command lets the cache answer the findings of a
// matched package too, which then stays out of the analysis unless a
// package being analysed imports it; catalog, audit and init analyse
// every matched package, for its result, and take only dependencies from
// the cache. Analyze is the one place that runs the analyzer this way.
// On an unchanged tree a run is go list, the hashing of the files and the
// reading of one small entry per package. Entries are written atomically
// and read with a checksum (the go command's cache layout), so concurrent
// runs share a directory; entries unused for five days are trimmed.
//
// A finding is reported once, however many variants of its package
// (the package, its test variant) were analysed, and findings are in
// position order. Every form shows the rule id once: the text line as
// "rule: message", JSON as the category, SARIF and Code Quality as the
// rule/check name.
//
// The standalone command's exit code is the same in every output format:
// 0 nothing to report, 3 findings (left after the baseline; after -fix,
// what a new run reports), 1 a tool error (a bad flag or configuration, a
// package that does not load, an output that cannot be written). A
// package that does not load is named after the report of the others,
// which stands.
//
// Under go vet (-V=full, -flags, a *.cfg argument) the command speaks the
// vet protocol instead: see vet.go.
package driver
