package commands

import (
	"slices"
	"strconv"
	"strings"
)

// Arg is one argument of a call; Value holds it when Known, that is when it
// is a compile-time constant.
type Arg struct {
	Value string
	Known bool
}

// ref is one key of a call: its index into the arguments and the flags of
// the key spec that found it.
type ref struct {
	pos   int
	flags []string
}

// KeyArgs returns the indexes into args of the arguments Redis treats as
// keys, in increasing order. args[0] is the command name, and args[1] the
// subcommand of a container command such as OBJECT.
//
// ok is false when the positions depend on something not known: the command
// name (or subcommand) is unknown or not in the table, a key count such as
// the numkeys of ZUNIONSTORE or EVAL is unknown, or an option keyword that
// starts keys (STREAMS, STORE, KEYS) is not written in the call while some
// argument where it could stand is unknown. keys then holds the positions
// that are certain regardless. An argument of unknown value is taken to be a
// plain value, not an option name, when the call names the option literally
// elsewhere: Go code writes option names as literals.
//
// A malformed call (too few arguments, a bad key count) yields the keys of
// the specs that still apply, like Redis's ACL check does.
func KeyArgs(args []Arg) (keys []int, ok bool) {
	refs, ok := keyRefs(args)
	return positions(refs), ok
}

// CreatedKeys returns the indexes of the keys of the call that the command
// can create (see Command.CreatesKey), as KeyArgs does for all keys; for
// ZUNIONSTORE that is the destination, not the sources.
func CreatedKeys(args []Arg) (keys []int, ok bool) {
	c, _ := resolve(args)
	refs, ok := keyRefs(args)
	var created []ref
	for _, r := range refs {
		if c.creates(r.flags) {
			created = append(created, r)
		}
	}
	return positions(created), ok
}

// resolve returns the command of an argument vector, the subcommand for a
// container; ok is false when it is not known.
func resolve(args []Arg) (c *Command, ok bool) {
	if len(args) == 0 || !args[0].Known {
		return nil, false
	}
	name := args[0].Value
	if IsContainer(name) && len(args) > 1 {
		if !args[1].Known {
			return nil, false
		}
		name += "|" + args[1].Value
	}
	c = Lookup(name)
	return c, c != nil
}

// keyRefs finds the keys of a call with the command's key specs, or with
// the Go version of Redis's key finder where the specs are not enough.
func keyRefs(args []Arg) ([]ref, bool) {
	c, ok := resolve(args)
	if !ok {
		return nil, false
	}
	if f, special := getkeys[c.Name]; special {
		refs, ok := f.find(args)
		return sortRefs(refs), ok
	}
	var refs []ref
	ok = true
	for i := range c.KeySpecs {
		s := &c.KeySpecs[i]
		if s.has("NOT_KEY") {
			continue // shard channels of SPUBLISH and SSUBSCRIBE
		}
		pos, certain := s.keys(args)
		ok = ok && certain
		for _, p := range pos {
			refs = append(refs, ref{pos: p, flags: s.Flags})
		}
	}
	return sortRefs(refs), ok
}

// keys returns the positions the spec finds in args; certain is false when
// they depend on an unknown argument.
func (s *KeySpec) keys(args []Arg) (pos []int, certain bool) {
	first, certain := s.BeginSearch.first(args)
	if first == 0 {
		return nil, certain
	}
	return s.FindKeys.from(first, args)
}

// first returns the position of the first key, 0 when there is none.
func (b *BeginSearch) first(args []Arg) (pos int, certain bool) {
	switch b.Type {
	case "index":
		return b.Index, true
	case "keyword":
		return b.search(args)
	default:
		return 0, false
	}
}

// search finds the first occurrence of the keyword the way Redis does:
// forwards from startfrom up to the second-to-last argument (a keyword in
// last place has no key after it), or backwards from len(args)+startfrom
// down to the second argument when startfrom is not positive.
func (b *BeginSearch) search(args []Arg) (pos int, certain bool) {
	start, stop, step := b.StartFrom, len(args)-1, 1
	if b.StartFrom <= 0 {
		start, stop, step = len(args)+b.StartFrom, 1, -1
	}
	unknown := false
	for i := start; i != stop && i >= 1 && i < len(args); i += step {
		switch {
		case !args[i].Known:
			unknown = true
		case strings.EqualFold(args[i].Value, b.Keyword):
			return i + 1, true
		}
	}
	return 0, !unknown
}

// from returns the key positions starting at first.
func (f *FindKeys) from(first int, args []Arg) (pos []int, certain bool) {
	argc := len(args)
	var last int
	switch f.Type {
	case "range":
		switch {
		case f.LastKey >= 0:
			last = first + f.LastKey
		case f.Limit == 0:
			last = argc + f.LastKey
		default:
			// Only the part of the remaining arguments that limit divides
			// off holds keys: XREAD STREAMS k1 k2 id1 id2.
			last = first + (argc-first)/f.Limit + f.LastKey
		}
	case "keynum":
		at := first + f.KeyNumIdx
		if at >= argc {
			return nil, true
		}
		if !args[at].Known {
			return nil, false
		}
		n, ok := parseCount(args[at].Value)
		if !ok {
			return nil, true
		}
		first += f.FirstKey
		last = first + n - 1
	default:
		return nil, false
	}
	if first >= argc || last >= argc || last < first || f.KeyStep < 1 {
		return nil, true // a malformed call, or no keys (numkeys 0)
	}
	for i := first; i <= last; i += f.KeyStep {
		pos = append(pos, i)
	}
	return pos, true
}

// parseCount reads a key count as Redis does: a canonical, non-negative
// decimal integer ("01" and "+1" are errors).
func parseCount(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || strconv.Itoa(n) != s {
		return 0, false
	}
	return n, true
}

// has reports whether the spec has the flag.
func (s *KeySpec) has(flag string) bool {
	return slices.Contains(s.Flags, flag)
}

// sortRefs orders keys by position and drops repeats.
func sortRefs(refs []ref) []ref {
	slices.SortStableFunc(refs, func(a, b ref) int { return a.pos - b.pos })
	return slices.CompactFunc(refs, func(a, b ref) bool { return a.pos == b.pos })
}

// positions returns the positions of keys.
func positions(refs []ref) []int {
	if len(refs) == 0 {
		return nil
	}
	pos := make([]int, len(refs))
	for i, r := range refs {
		pos[i] = r.pos
	}
	return pos
}
