package keyflow

// The bounds of the analysis, all in one place. Each keeps some input
// from costing more than it is worth; what lies past a bound is an
// unknown hole (or, past K, the widening of value.go).

// K bounds the alternative templates of one value.
const K = 16

// MaxParts bounds the parts of one template. Only a key rebuilt around
// itself (a recursive wrapper that passes key+":"+key on) grows past it;
// its middle becomes one unknown hole, as in widening.
const MaxParts = 64

// MaxDepth bounds the recursion through variables and helpers; a
// function is evaluated again with a call's arguments only in the first
// half of it (bindings.go).
const MaxDepth = 12

// maxSteps bounds the work of rebuilding templates in one package; past
// it, expressions are unknown. No real package comes near it; it keeps
// adversarial code from costing more than a fraction of a second.
const maxSteps = 200000

// maxBoundCalls bounds the call sites a field assignment is evaluated at
// (bindings.go).
const maxBoundCalls = 8

// maxFuncValues bounds the functions one value is followed to
// (funcvalues.go).
const maxFuncValues = 8
