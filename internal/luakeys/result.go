package luakeys

import (
	"fmt"
	"strconv"
	"strings"
)

// Script is what a script does with keys.
type Script struct {
	// NumKeys is the number of keys the caller gives in KEYS, -1 when not known.
	NumKeys int
	// Calls are the script's calls of Redis by line; a function called
	// with different arguments has one call for each.
	Calls []Call
}

// Call is one redis.call, redis.pcall, server.call or server.pcall.
type Call struct {
	// Line is the line of the call in the script, from 1 (for a Go raw
	// string, the line of its opening quote).
	Line int
	// Func is the function called, as "redis.call".
	Func string
	// Command is the command name as written, "" when it is not literal.
	Command string
	// Status says whether the keys of the call are all known.
	Status Status
	// Keys are the arguments that the command takes as keys.
	Keys []Key
	// Stores are the elements of KEYS the call writes as members of its
	// key (members.go).
	Stores []Store
}

// Status says how far the keys of a call could be found.
type Status uint8

const (
	// Complete: every key argument of the call is listed.
	Complete Status = iota
	// CommandUnknown: the command name is not a literal, so no key is known.
	CommandUnknown
	// CommandNotInTable: the command is not in the command table (a module's command).
	CommandNotInTable
	// PositionsUnknown: which arguments are keys depends on a value not known, such as
	// a key count; Keys holds the certain ones.
	PositionsUnknown
	// ArgsUnknownLength: the arguments end in an unpack or varargs of unknown
	// length, which Keys shows as the values an element may have, each once.
	ArgsUnknownLength
)

var statusText = [...]string{
	Complete:          "complete",
	CommandUnknown:    "command name is not literal",
	CommandNotInTable: "command is not in the command table",
	PositionsUnknown:  "key positions depend on an unknown argument",
	ArgsUnknownLength: "arguments end in an unknown number of values",
}

// String describes the status.
func (s Status) String() string {
	if int(s) < len(statusText) {
		return statusText[s]
	}
	return "status " + strconv.Itoa(int(s))
}

// Key is one key argument of a call.
type Key struct {
	// Arg is the argument's position, 1 for the first argument after the command name.
	Arg int
	// Parts is the key's template; none for the empty string.
	Parts []Part
	// Origin classifies the key as given in KEYS or not.
	Origin Origin
}

// Origin says whether a key is passed in KEYS, as Redis requires.
type Origin uint8

const (
	// Given is exactly one element of KEYS, within the keys given.
	Given Origin = iota
	// Missing is an element of KEYS past the number of keys the caller gives.
	Missing
	// Literal is a key written in the script.
	Literal
	// Argv is exactly one element of ARGV: a key passed as an argument.
	Argv
	// Built is a key made from several parts.
	Built
	// Unknown is a key of which nothing is known.
	Unknown
	// ReadBack is exactly an element of a command's reply: a key the
	// script reads from the data Redis holds.
	ReadBack
)

var originText = [...]string{
	Given:    "given",
	Missing:  "missing",
	Literal:  "literal",
	Argv:     "argv",
	Built:    "built",
	Unknown:  "unknown",
	ReadBack: "read back",
}

// String names the origin.
func (o Origin) String() string {
	if int(o) < len(originText) {
		return originText[o]
	}
	return "origin " + strconv.Itoa(int(o))
}

// PartKind is the kind of one part of a template.
type PartKind uint8

const (
	// Text is literal text.
	Text PartKind = iota
	// KeysElem is KEYS[Index], or some element of KEYS when Index is 0.
	KeysElem
	// ArgvElem is ARGV[Index], or some element of ARGV when Index is 0.
	ArgvElem
	// Number is a number computed by the script.
	Number
	// Hole is a value not known, for Reason.
	Hole
)

// Part is one part of a template.
type Part struct {
	Kind PartKind
	// Text is the literal text of a Text part.
	Text string
	// Index is the 1-based element of a KeysElem or ArgvElem part, 0 for
	// any; of a Reply or Element hole, the element of KEYS whose members
	// the reply lists, 0 when it is not such a list.
	Index int
	// Reason and Detail say why a Hole is not known and what it stands for.
	Reason Reason
	Detail string
}

// String renders the part: text as is, the others in angle brackets.
func (p Part) String() string {
	switch p.Kind {
	case Text:
		return p.Text
	case KeysElem, ArgvElem:
		table := "KEYS"
		if p.Kind == ArgvElem {
			table = "ARGV"
		}
		if p.Index == 0 {
			return "<" + table + "[i]>"
		}
		return "<" + table + "[" + strconv.Itoa(p.Index) + "]>"
	case Number:
		return "<int>"
	default:
		if p.Detail == "" {
			return "<? " + p.Reason.String() + ">"
		}
		return "<? " + p.Reason.String() + " " + p.Detail + ">"
	}
}

// Template renders the key's parts.
func (k Key) Template() string {
	var b strings.Builder
	for _, p := range k.Parts {
		b.WriteString(p.String())
	}
	return b.String()
}

// String renders the key as `template (origin)`.
func (k Key) String() string {
	return fmt.Sprintf("%q (%s)", k.Template(), k.Origin)
}

// String renders the call as `line 3: redis.call HSET "<KEYS[1]>" (given)`.
func (c Call) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "line %d: %s", c.Line, c.Func)
	if c.Command != "" {
		b.WriteString(" " + c.Command)
	}
	for _, k := range c.Keys {
		b.WriteString(" " + k.String())
	}
	for _, s := range c.Stores {
		fmt.Fprintf(&b, " stores <KEYS[%d]> in <KEYS[%d]>", s.Key, s.Into)
	}
	if c.Status != Complete {
		b.WriteString(" [" + c.Status.String() + "]")
	}
	return b.String()
}

// String renders the script's calls, one a line.
func (s Script) String() string {
	lines := make([]string, len(s.Calls))
	for i, c := range s.Calls {
		lines[i] = c.String()
	}
	return strings.Join(lines, "\n")
}

// NotInKEYS reports whether a key of this origin is known not to be passed
// in KEYS (literal, from ARGV, built, read back from a reply, or missing):
// such keys break on Redis Cluster and on proxies that route by key, and
// are what the script-keys rule reports. A key read back is one the
// Redis scripting documentation names among those a script must not
// access: a name taken from the contents of the database, not given in
// KEYS, even when the reply came from a key that was.
func (o Origin) NotInKEYS() bool {
	return o != Given && o != Unknown
}

// SyntaxError is a script that does not parse.
type SyntaxError struct {
	// Line is the line of the error, from 1; 0 at the end of the script.
	Line    int
	Message string
}

func (e *SyntaxError) Error() string {
	if e.Line == 0 {
		return "lua script does not parse: " + e.Message
	}
	return fmt.Sprintf("lua script does not parse at line %d: %s", e.Line, e.Message)
}
