package luakeys

import (
	"fmt"
	"strconv"
)

// OutsideKEYS describes the first key the script touches that it is not
// given in KEYS, and how many more there are, for the script-keys rule;
// line is the first key's. Keys for which skip(call, key) is true (the
// indexes in Calls and in that call's Keys) are not counted: a caller
// proves them in the slot of a key it gives.
func (s Script) OutsideKEYS(skip func(call, key int) bool) (msg string, line int, ok bool) {
	var first Key
	n := 0
	for ci, call := range s.Calls {
		for ki, k := range call.Keys {
			if !k.Origin.NotInKEYS() || skip(ci, ki) {
				continue
			}
			if n == 0 {
				first, line = k, call.Line
			}
			n++
		}
	}
	if n == 0 {
		return "", 0, false
	}
	key := strconv.Quote(first.Template())
	switch first.Origin {
	case Missing:
		msg = "script touches key " + key + " past the keys it is given"
	case ReadBack:
		msg = "script touches key " + key + " read back from Redis, not passed in KEYS"
	default:
		msg = "script touches key " + key + " not passed in KEYS"
	}
	msg += fmt.Sprintf(" (line %d)", line)
	if n > 1 {
		msg += fmt.Sprintf(", and %d more", n-1)
	}
	return msg, line, true
}
