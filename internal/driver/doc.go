// Package driver is the standalone rediskeylint command: it loads the
// packages named on the command line, runs the analyzer over them and
// their dependencies, and reports the findings in one of several formats,
// with a baseline of accepted findings subtracted, or applies their fixes.
//
// A finding is reported once, however many variants of its package
// (the package, its test variant) were analysed, and findings are in
// position order. Every form shows the rule id once: the text line as
// "rule: message", JSON as the category, SARIF and Code Quality as the
// rule/check name.
//
// The exit code is the same in every mode: 0 nothing to report, 3
// findings (left after the baseline; after -fix, the findings no fix
// removed), 1 a tool error (a bad flag or configuration, a package that
// does not load, an output that cannot be written).
//
// Under go vet (-V=full, -flags, a *.cfg argument) the command speaks the
// vet protocol instead: see vet.go.
package driver
