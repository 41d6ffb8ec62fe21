package commands

import "strings"

// finder is the Go version of a key finder that Redis 7.0 runs instead of
// the key specs of a command.
type finder struct {
	find func(args []Arg) ([]ref, bool)
	// multi tells whether the command can take more than one key.
	multi bool
}

// getkeys holds the commands whose Redis 7.0 key specs are marked unknown
// or INCOMPLETE; Redis then finds their keys with hand-written code, and so
// must we. The other movable-key commands (EVAL, FCALL, ZUNIONSTORE, XREAD,
// GEORADIUS ... STORE, LMPOP, ...) have complete keynum or keyword specs,
// which Redis itself prefers, so the table alone serves them.
var getkeys = map[string]finder{
	// STORE can stand anywhere among the options, so its spec is unknown.
	"sort": {find: sortKeys, multi: true},
	// The spec for BY and GET patterns is unknown, but patterns are not keys.
	"sort_ro": {find: sortROKeys},
	// The KEYS option only counts when the key argument is empty, which a
	// spec cannot say, so the KEYS spec is INCOMPLETE.
	"migrate": {find: migrateKeys, multi: true},
}

var (
	sortedKeyFlags = []string{"RO", "ACCESS"}
	storeKeyFlags  = []string{"OW", "UPDATE"}
	migrateFlags   = []string{"RW", "ACCESS", "DELETE"}
)

// sortKeys finds the keys of SORT key [BY p] [LIMIT o c] [GET p ...] [ASC|DESC]
// [ALPHA] [STORE dest]: the sorted key, and the destination of the last
// STORE, skipping the arguments of BY, LIMIT and GET as Redis does.
func sortKeys(args []Arg) ([]ref, bool) {
	if len(args) < 2 {
		return nil, true
	}
	refs := []ref{{pos: 1, flags: sortedKeyFlags}}
	store, unknown := 0, false
	for i := 2; i < len(args); i++ {
		if !args[i].Known {
			unknown = true
			continue
		}
		switch strings.ToLower(args[i].Value) {
		case "limit":
			i += 2
		case "by", "get":
			i++
		case "store":
			if i+1 < len(args) {
				store = i + 1 // the last STORE wins; its key is scanned on like any word
			}
		}
	}
	if store == 0 {
		return refs, !unknown
	}
	return append(refs, ref{pos: store, flags: storeKeyFlags}), true
}

// sortROKeys finds the sorted key of SORT_RO, the only key it has.
func sortROKeys(args []Arg) ([]ref, bool) {
	if len(args) < 2 {
		return nil, true
	}
	return []ref{{pos: 1, flags: sortedKeyFlags}}, true
}

// migrateKeys finds the keys of MIGRATE host port key|"" db timeout [COPY]
// [REPLACE] [AUTH pw | AUTH2 user pw] [KEYS key ...]: the key argument,
// or, when it is empty, the keys after KEYS. Redis first tries the key
// specs, which give the key argument, and turns to its KEYS scan only when
// the word KEYS stands somewhere before the last argument; the scan skips
// the passwords of AUTH and AUTH2 and finds no key at all when KEYS comes
// with a key argument (MIGRATE then replies an error). Only the options,
// from the sixth argument on, are taken to be possibly unknown keywords.
func migrateKeys(args []Arg) ([]ref, bool) {
	if len(args) < 4 {
		return nil, true
	}
	single := []ref{{pos: 3, flags: migrateFlags}}
	specsFail := false // a KEYS word where the KEYS spec searches
	for i := 2; i < len(args)-1; i++ {
		specsFail = specsFail || isWord(args[i], "keys")
	}
	keysAt, unknown := 0, false
scan:
	for i := 6; i < len(args); i++ {
		if !args[i].Known {
			unknown = true
			continue
		}
		switch strings.ToLower(args[i].Value) {
		case "keys":
			keysAt = i
			break scan
		case "auth":
			i++
		case "auth2":
			i += 2
		}
	}
	switch {
	case keysAt == 0 || !specsFail:
		// No KEYS option, or only as the last argument, which the specs ignore.
		if unknown {
			return nil, false
		}
		return single, true
	case !args[3].Known:
		return nil, false
	case args[3].Value != "":
		return nil, true
	}
	var refs []ref
	for p := keysAt + 1; p < len(args); p++ {
		refs = append(refs, ref{pos: p, flags: migrateFlags})
	}
	return refs, true
}

// isWord reports whether the argument is known to be the word, in any case.
func isWord(a Arg, word string) bool {
	return a.Known && strings.EqualFold(a.Value, word)
}
