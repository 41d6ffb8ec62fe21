package luakeys

// Reason says why part of a template is not known.
type Reason uint8

const (
	// Reply is the reply of a Redis command (Detail: the command).
	Reply Reason = iota + 1
	// Branch is a variable assigned inside a branch, a loop or a function (Detail: the variable).
	Branch
	// Parameter is a parameter of a function not called with known arguments (Detail: the parameter).
	Parameter
	// Global is a global the script neither defines nor gets from Redis (Detail: the name).
	Global
	// Field is a field or element of a table other than KEYS and ARGV (Detail: the table).
	Field
	// Result is the result of a function the analysis does not model (Detail: the function).
	Result
	// Format is a string.format whose format is not literal or has a verb other than %s and %d (Detail: the verb).
	Format
	// Operator is the result of an operator that may yield either operand, such as or (Detail: the operator).
	Operator
	// LoopVar is the variable of a loop over something other than KEYS and ARGV (Detail: the variable).
	LoopVar
	// TooLarge is a value past the size the analysis keeps.
	TooLarge
	// Nil is a variable declared without a value (Detail: the variable).
	Nil
	// Element is an element of a command's reply, as a loop over the reply
	// or an index of it gives: text the script reads back from Redis, such
	// as an id or a key (Detail: the command).
	Element
)

var reasonText = [...]string{
	Reply:     "reply of",
	Branch:    "assigned in a branch, loop or function:",
	Parameter: "parameter",
	Global:    "global",
	Field:     "field of",
	Result:    "result of",
	Format:    "format verb",
	Operator:  "operator",
	LoopVar:   "loop variable",
	TooLarge:  "too large to follow",
	Nil:       "nil value of",
	Element:   "element of the reply of",
}

// String describes the reason as a phrase that the detail completes.
func (r Reason) String() string {
	if int(r) < len(reasonText) && reasonText[r] != "" {
		return reasonText[r]
	}
	return "unknown reason"
}
