package commands

// An Outcome is what a command does with a key that holds a value of
// another data type than the command works on.
type Outcome int

const (
	// Fails: the command replies WRONGTYPE (GET on a set, SADD on a string).
	Fails Outcome = iota
	// ReadsNil: the command reads the key as missing (MGET returns nil for it).
	ReadsNil
	// Replaces: the command replaces the value, whatever its type (SET, MSET, SETEX).
	Replaces
	// LeavesAlone: the command writes only a missing key, so it does nothing (SETNX, MSETNX).
	LeavesAlone
	// ReplacesDestination: the command replaces its destination and fails
	// with WRONGTYPE on a source (SUNIONSTORE, ZRANGESTORE, BITOP).
	ReplacesDestination
)

// outcomeExceptions are the commands whose key specs do not tell the
// outcome: MGET reads each key and answers nil for one of another type; SET
// overwrites (it fails only with its GET option, which the flags cannot
// tell apart); SINTERSTORE flags its destination RW but replaces it.
var outcomeExceptions = map[string]Outcome{
	"mget":        ReadsNil,
	"set":         Replaces,
	"sinterstore": ReplacesDestination,
}

// OnOtherType returns what the command does with a key holding another
// data type. A key spec flagged OW writes the key without reading it: with
// UPDATE it replaces the value, with INSERT (only when the key is missing)
// it leaves the existing key alone; every other command fails with WRONGTYPE.
func (c *Command) OnOtherType() Outcome {
	if o, ok := outcomeExceptions[c.Name]; ok {
		return o
	}
	overwritten, read := 0, 0
	insertOnly := true
	for i := range c.KeySpecs {
		s := &c.KeySpecs[i]
		switch {
		case s.has("NOT_KEY"):
		case s.has("OW"):
			overwritten++
			insertOnly = insertOnly && s.has("INSERT")
		default:
			read++
		}
	}
	switch {
	case overwritten == 0:
		return Fails
	case read > 0:
		return ReplacesDestination
	case insertOnly:
		return LeavesAlone
	default:
		return Replaces
	}
}
