package luakeys

import "slices"

// Prefixes returns the elements of KEYS (1-based, in order) that the
// script uses only to start the keys it builds (KEYS[2] .. id), never as
// a key itself nor otherwise in a key: such an element is a prefix the
// caller hands over, not a key. None when a call's keys are not all known
// (its command or key positions are not), or a key may be any element of
// KEYS or is not known at all: that key could be the element itself.
func (s Script) Prefixes() []int {
	prefix := map[int]bool{}
	other := map[int]bool{}
	for _, c := range s.Calls {
		switch c.Status {
		case CommandUnknown, CommandNotInTable, PositionsUnknown:
			return nil
		}
		for _, k := range c.Keys {
			if k.Origin == Unknown {
				return nil
			}
			for i, p := range k.Parts {
				switch {
				case p.Kind != KeysElem:
				case p.Index == 0:
					return nil
				case i == 0 && k.Origin == Built && len(k.Parts) > 1:
					prefix[p.Index] = true
				default:
					other[p.Index] = true
				}
			}
		}
	}
	var out []int
	for i := range prefix {
		if !other[i] {
			out = append(out, i)
		}
	}
	slices.Sort(out)
	return out
}
