package commands

import (
	"slices"
	"strings"
)

// SetsTTL reports whether the call gives its key a time to live: EXPIRE,
// PEXPIRE, EXPIREAT, PEXPIREAT, SETEX, PSETEX, GETEX with EX, PX, EXAT or
// PXAT, SET with EX, PX, EXAT, PXAT or KEEPTTL, and RESTORE with a non-zero
// TTL. An unknown argument where such an option could stand counts as
// setting one: the ttl rule must not report what it cannot prove.
func SetsTTL(args []Arg) bool {
	if len(args) == 0 || !args[0].Known {
		return false
	}
	switch strings.ToLower(args[0].Value) {
	case "expire", "pexpire", "expireat", "pexpireat", "setex", "psetex":
		return true
	case "set":
		// SET key value [NX|XX] [GET] [EX s|PX ms|EXAT t|PXAT t|KEEPTTL]
		return hasOption(args, 3, "ex", "px", "exat", "pxat", "keepttl")
	case "getex":
		// GETEX key [EX s|PX ms|EXAT t|PXAT t|PERSIST]
		return hasOption(args, 2, "ex", "px", "exat", "pxat")
	case "restore", "restore-asking":
		// RESTORE key ttl value [REPLACE] [ABSTTL] ...; a TTL of 0 means none.
		return len(args) > 2 && (!args[2].Known || args[2].Value != "0")
	}
	return false
}

// hasOption reports whether one of the option words (in lower case) is
// among args from position from on, or an unknown argument could be one.
// The other options of SET and GETEX take no value, so every argument
// before the first expiry option is an option word.
func hasOption(args []Arg, from int, words ...string) bool {
	for _, a := range args[min(from, len(args)):] {
		if !a.Known || slices.Contains(words, strings.ToLower(a.Value)) {
			return true
		}
	}
	return false
}
