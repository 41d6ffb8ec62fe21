// Package keyflow is the value analysis behind rediskeylint: what strings
// a Go expression can hold, as key templates (literal text and holes).
//
// # Values
//
// A Value (value.go) is what is known of a string expression: at most K
// alternative templates, whether widening merged some (Widened), and the
// bound of the analysis that cut part of it short, if any (Limit). A
// part of a template is literal text, whose Origin says where it is
// spelled so that a finding can underline it, or a hole: text known only
// by its kind (an int, a time in some layout, an unknown string) and,
// when the expression that renders it reads a Go object, an identity
// shared by every hole that renders the same object: a Ref (ref.go), a
// comparable value naming the variable or a summary's parameter, the
// field path read below it, and how it renders. The analyzer takes the
// templates at the boundary (ToRules) and the Limit to say why a key is
// not known.
//
// # The bounds
//
// Every operation that could grow a value past K (concatenation, the
// union of reaching assignments, a helper's results) is a method of
// Value, and past K the value is widened by one rule: its alternatives
// become one template, their longest common literal prefix and suffix
// around one unknown hole. The text every alternative shares is kept;
// only what they disagree on is lost.
//
// Recursion has no depth bound: following a variable, assignment,
// constant or function again while it is being followed is a cycle,
// which the cycle guards cut, and all the work of a package draws on one
// step budget. Evaluating a function again with a call's arguments takes
// at most a share of the budget, with every such evaluation nested in it;
// past the share the function's summary stands for the call. An
// expression the budget leaves unevaluated is an unknown hole whose Value
// says LimitBudget, as does a slice the budget leaves unbuilt (limits.go).
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
// Branches split a value. A test on emptiness or on the last byte
// (if ns != "" { ns += ":" }) limits what an earlier assignment brings past
// the statement and into its body (skips.go); a constant argument bound at
// a call selects the branches of a switch or if on its parameter
// (selections.go). In a package checked with its tests, an evaluation that
// starts outside the _test.go files sees the production files only
// (production.go).
//
// # Summaries and objects
//
// What one expression does not tell, the Evaluator finds in the rest of
// the package and in the facts of the packages it imports:
//
//   - key helpers (helpers.go, bindings.go): a function whose result is a
//     key is summarised once with its parameters as holes, bound at each
//     call, or evaluated again with a call's known arguments;
//   - objects (objects.go, values.go, globals.go): a field read x.f takes
//     the values stored into the objects x holds, by allocation (a
//     composite literal, a constructor call), and a package variable the
//     union of its assignments; a decoded value stored there that the
//     package also encodes with the same encoding is one of the other
//     values, read back (roundtrip.go);
//   - constructors and option functions (constructors.go, options.go):
//     the fields they set from their parameters, bound at each call; a
//     default constructor (New calling NewWithPrefix(pool, "session:"))
//     is one too, its text in the package's own catalog beside what other
//     callers choose; a constructor may return an interface, and its
//     object (store, err := NewStore(c)) is what the interface's methods
//     reach;
//   - fields a normalising helper ends in place (fieldappends.go):
//     x.f += e under a test of x.f appends to the alternatives the test
//     lets into its body;
//   - maps (mapstores.go): a value read back from a sync.Map, or from a
//     map of lock objects, is one the package stores into it;
//   - function values (funcvalues.go): a call through a variable, field
//     or map entry is a call of each function it can hold;
//   - keys read back from Redis (scankeys.go, readback.go, searchkeys.go):
//     the keys of SCAN … MATCH p and KEYS p have the glob's shape, the
//     document ids of FT.SEARCH idx the prefixes FT.CREATE gave idx, in
//     this package or, through the constant or helper naming the index,
//     another.
//
// What the rest of the package says is found by walks of its syntax
// through one inspector of its files (syntax.go, shared with the
// analyzer's walks when it passes one), each visiting only the node types
// it asks for; the indexes they build are made on first use.
//
// Each summary of an exported function or variable is exported as a fact
// (facts.go: KeyFunc, FieldConst, ObjectFact, ConstructsFact,
// OptionFact; SearchIndexFact, CommandKeysFact) through the pass's Facts, and read back in the packages
// that import it. The evaluation's mutable state (bound parameters, the
// cycle guard, the view in which a receiver's chosen fields are holes) is
// changed only through the methods of state.go, each of which restores
// what it changed. Template origins are recorded through Sources, which
// the analyzer keeps to report findings. The package imports nothing of
// the analyzer.
package keyflow
