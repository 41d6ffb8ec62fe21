package keyrules

// A byteSet is a set of byte values, cheap to build once and to test often.
type byteSet [4]uint64

func (s *byteSet) add(b byte)      { s[b>>6] |= 1 << (b & 63) }
func (s *byteSet) has(b byte) bool { return s[b>>6]&(1<<(b&63)) != 0 }
func (s *byteSet) addString(str string) {
	for i := 0; i < len(str); i++ {
		s.add(str[i])
	}
}

func (s *byteSet) addRange(lo, hi byte) {
	for b := int(lo); b <= int(hi); b++ {
		s.add(byte(b))
	}
}

func setOf(str string) byteSet {
	var s byteSet
	s.addString(str)
	return s
}

// remove takes the members of t out of s.
func (s *byteSet) remove(t *byteSet) {
	for i := range s {
		s[i] &^= t[i]
	}
}
