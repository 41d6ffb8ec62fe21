package keyflow

import "strconv"

// The bounds of the analysis, all in one place. Each keeps some input
// from costing more than it is worth. What lies past a bound is an
// unknown hole, and the Value that holds it names the bound (Limit), so
// that the analyzer can say why a key is not known; past K, alternatives
// are widened (value.go).
//
// Recursion needs no bound of its own: following a variable, constant,
// assignment or function again while it is being followed is a cycle,
// cut by the cycle guards (visit, the memo of assignments, the
// assignments a slice is being rebuilt from, the functions being
// inlined), and all the work of one package draws on one step budget. A
// cycle left unguarded does not loop forever but spends that budget, and
// the package's later keys with it: every path that follows something
// again needs its guard.

// K bounds the alternative templates of one value.
const K = 16

// MaxParts bounds the parts of one template. Only a key rebuilt around
// itself (a recursive wrapper that passes key+":"+key on) grows past it;
// its middle becomes one unknown hole, as in widening.
const MaxParts = 64

// maxSteps is the step budget of one package: the expressions rebuilt,
// and the assignments followed to find slices and redigo arguments. No
// real package comes near it; it keeps adversarial code (a helper that
// calls the next one many times, many levels deep) from costing more
// than a fraction of a second. Past it, expressions are unknown.
const maxSteps = 200000

// maxBindSteps is the share of the step budget that evaluating a
// function again with a call's arguments may take, with all the calls it
// evaluates so in turn (withinShare): past it, the function's summary
// stands for the call, as it does for a call whose arguments tell
// nothing more. A chain of helpers that each call the next several times
// costs exponentially many evaluations; the share keeps that from
// taking the package's budget.
const maxBindSteps = 10000

// maxBoundCalls bounds the call sites at which a function's assignments
// and results are evaluated again with the call's arguments (bindings.go).
// It is a bound on fan-out, not on recursion: past it, the function's
// summary, in terms of its parameters, stands for all its calls.
const maxBoundCalls = 8

// maxFuncValues bounds the functions one function value is followed to
// (funcvalues.go): a fan-out bound too. Past it, the call is not followed.
const maxFuncValues = 8

// A Limit names the bound that cut the analysis of a value short.
type Limit uint8

const (
	// NoLimit: no bound was reached.
	NoLimit Limit = iota
	// LimitBudget: the package's step budget (maxSteps) ran out.
	LimitBudget
	// LimitParts: a template grew past MaxParts, its middle a hole.
	LimitParts
	// LimitBoundCalls: a function has more callers than maxBoundCalls,
	// so its parameters stay holes.
	LimitBoundCalls
	// LimitFuncValues: a function value may hold more functions than
	// maxFuncValues.
	LimitFuncValues
	// LimitScanPattern: the key was read back from a SCAN (or KEYS) whose
	// pattern is not known (scankeys.go); not a bound, but where the
	// following stopped.
	LimitScanPattern
	// LimitSearchIndex: the key is a document id of a search whose
	// index's key prefixes are not known (searchkeys.go).
	LimitSearchIndex
	// LimitObjects: a field is read from objects the code does not show
	// (a parameter's, a decoded value's), so it has every value the
	// package gives the field (paramfields.go).
	LimitObjects
	// LimitWidened: a wrapper passes the parameter on to one command in
	// more than K shapes, widened into one around the parameter
	// (WidenAround), so the key's other text is partly unknown.
	LimitWidened
)

// String says what the limit is, to complete "the analysis stopped: …".
func (l Limit) String() string {
	switch l {
	case LimitBudget:
		return "the step budget of the package ran out"
	case LimitParts:
		return "a template grew past " + strconv.Itoa(MaxParts) + " parts"
	case LimitBoundCalls:
		return "a function has more than " + strconv.Itoa(maxBoundCalls) + " callers to bind its parameters at"
	case LimitFuncValues:
		return "a function value may hold more than " + strconv.Itoa(maxFuncValues) + " functions"
	case LimitScanPattern:
		return "key read back from SCAN or KEYS with an unknown pattern"
	case LimitSearchIndex:
		return "document id read back from FT.SEARCH on an index whose key prefixes are not known"
	case LimitObjects:
		return "the objects a field is read from are not known here, so it has every value the package gives it"
	case LimitWidened:
		return "a wrapper passes it on in more than " + strconv.Itoa(K) + " shapes, widened into one"
	}
	return "no limit"
}
