package luakeys

import (
	"slices"
	"strings"
)

// Keys kept as members. A script may store a key it is given as a member
// of another key (ZADD KEYS[3] score KEYS[2]) and another script read it
// back (ZRANGEBYSCORE KEYS[1] ...) to use each member as a key. Call.Stores
// records the first; an Element hole's Index the key whose members it
// reads, so that the caller can join the two across the scripts of a
// package.

// A Store is an element of KEYS that a call writes as a member of its key.
type Store struct {
	// Into is the element of KEYS the call writes into; Key the element
	// it writes there (both from 1).
	Into, Key int
}

// memberWrites are the commands that add their arguments after the key
// (and a score, for ZADD) as members of a set, sorted set or list.
var memberWrites = map[string]bool{"sadd": true, "zadd": true, "lpush": true, "rpush": true, "lpushx": true, "rpushx": true}

// memberReads are the commands whose reply is a list of members of their
// key, one an element, with no scores between them (LPOP and SPOP reply
// one member, or a list with a count: not read).
var memberReads = map[string]bool{
	"smembers": true, "lrange": true,
	"zrange": true, "zrangebyscore": true, "zrevrange": true, "zrevrangebyscore": true,
	"zrangebylex": true, "zrevrangebylex": true,
}

// stores returns the elements of KEYS that a member write passes as
// members of its key, when its key is exactly an element of KEYS.
func stores(command string, args []value, positions []int) []Store {
	into, ok := onlyKeysElem(args, positions)
	if !ok || !memberWrites[strings.ToLower(command)] {
		return nil
	}
	var out []Store
	for i, a := range args[1:] {
		if slices.Contains(positions, i+1) || a.kind != vString || len(a.parts) != 1 {
			continue
		}
		if p := a.parts[0]; p.Kind == KeysElem && p.Index > 0 {
			out = append(out, Store{Into: into, Key: p.Index})
		}
	}
	return out
}

// readsMembersOf returns the element of KEYS whose members a call's reply
// lists, one an element, or 0.
func readsMembersOf(command string, args []value, positions []int) int {
	into, ok := onlyKeysElem(args, positions)
	if !ok || !memberReads[strings.ToLower(command)] {
		return 0
	}
	for _, a := range args {
		if s, lit := a.literal(); lit && strings.EqualFold(s, "WITHSCORES") {
			return 0 // scores between the members
		}
	}
	return into
}

// onlyKeysElem returns the index of the call's one key when it is exactly
// a known element of KEYS.
func onlyKeysElem(args []value, positions []int) (int, bool) {
	if len(positions) != 1 {
		return 0, false
	}
	k := args[positions[0]]
	if k.kind != vString || len(k.parts) != 1 || k.parts[0].Kind != KeysElem || k.parts[0].Index == 0 {
		return 0, false
	}
	return k.parts[0].Index, true
}
