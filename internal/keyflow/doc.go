// Package keyflow is the value analysis behind rediskeylint: what strings
// a Go expression can hold, as key templates (literal text and holes).
//
// # Values
//
// A value is a set of at most K alternative templates
// ([]keyrules.Template). A part of a template is literal text, whose
// Origin says where it is spelled so that a finding can underline it, or
// a hole: text known only by its kind (an int, a time in some layout, an
// unknown string) and, when the expression that renders it reads a Go
// object, an identity shared by every hole that renders the same object:
// a Ref (ref.go), a comparable value naming the variable or a summary's
// parameter, the field path read below it, and how it renders.
//
// # The bound
//
// Every operation that could grow a set past K (concatenation, the union
// of reaching assignments, a helper's results) goes through value.go,
// and past K the set is widened by one rule: its alternatives become one
// template, their longest common literal prefix and suffix around one
// unknown hole. The text every alternative shares is kept; only what they
// disagree on is lost. Recursion through variables and helpers stops at
// MaxDepth, and one Evaluator rebuilds a bounded number of expressions;
// past either, an expression is an unknown hole.
//
// # Evaluation
//
// An Evaluator (New) rebuilds the templates of the string expressions of
// one type-checked package: constants, concatenations, conversions, the
// assignments of a local variable that reach a use (Locals, with the
// guards that prove it not empty), slices element by element, buffers
// written piece by piece, and calls of the library functions it models by
// full name (fmt.Sprintf, strings.Join, strconv.Itoa, (time.Time).Format,
// strings.Replacer…).
//
// What one expression does not tell comes from the analyzer through
// Hooks: the templates of key helpers (its own and, through facts, other
// packages'), of struct fields of the objects an expression holds, of
// package variables, and of calls through function values. Template
// origins are recorded through Sources, which the analyzer keeps to
// report findings. The package imports nothing of the analyzer.
package keyflow
