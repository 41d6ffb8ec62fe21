package keyrules

// Branch choices. A key helper may build a key one way or another by a
// condition of its configuration,
//
//	if !s.cluster { return "chan:" + ch }
//	return "{" + shard + "}.chan:" + ch
//
// and a command may take two keys made so. In one run the condition has
// one value: both keys take the same branch. A template records the
// branches it was built in, so that the alternatives of two keys are
// compared only in combinations that can happen together.

// A Condition is what a branch condition reads (a field, a package
// variable), as the analysis that builds templates names it.
// Implementations are comparable values; keyrules only compares them.
type Condition interface {
	// BranchCondition marks the type as one.
	BranchCondition()
}

// A Branch says that a template was built in the branch of Cond that
// runs when Cond is Taken.
type Branch struct {
	Cond  Condition
	Taken bool
}

// WithChoices returns t recording also the choices cs.
func (t Template) WithChoices(cs []Branch) Template {
	for _, c := range cs {
		if !hasChoice(t.Choices, c) {
			t.Choices = append(t.Choices[:len(t.Choices):len(t.Choices)], c)
		}
	}
	return t
}

// SameChoices reports whether t and u were built in the same branches.
func (t Template) SameChoices(u Template) bool {
	if len(t.Choices) != len(u.Choices) {
		return false
	}
	for _, c := range t.Choices {
		if !hasChoice(u.Choices, c) {
			return false
		}
	}
	return true
}

// agrees reports whether t and u can be built in one run: no condition
// is taken one way for t and the other for u.
func (t Template) agrees(u Template) bool {
	for _, c := range t.Choices {
		if hasChoice(u.Choices, Branch{Cond: c.Cond, Taken: !c.Taken}) {
			return false
		}
	}
	return true
}

// Chooses reports whether t was built in the branch of cond taken when
// it is taken, and whether t records a choice on cond at all.
func (t Template) Chooses(cond Condition) (taken, ok bool) {
	for _, c := range t.Choices {
		if c.Cond == cond {
			return c.Taken, true
		}
	}
	return false, false
}

func hasChoice(cs []Branch, c Branch) bool {
	for _, d := range cs {
		if d == c {
			return true
		}
	}
	return false
}

// SameSlotByChoice reports whether the keys of alternatives as and bs are
// in one slot in the runs where they share a tag: every alternative of
// both keys was built in a branch of one condition, and in one branch of
// it every pair of alternatives that can happen together is in the same
// slot. The other branch is then the code's mode without a cluster (a
// single node, where every key is in its one slot).
func SameSlotByChoice(as, bs []Template) bool {
	if len(as) == 0 || len(bs) == 0 {
		return false
	}
	for _, c := range as[0].Choices {
		if !allChoose(as, c.Cond) || !allChoose(bs, c.Cond) {
			continue
		}
		for _, taken := range []bool{true, false} {
			if sameSlotWhen(as, bs, c.Cond, taken) {
				return true
			}
		}
	}
	return false
}

// allChoose reports whether every template of ts records a choice on cond.
func allChoose(ts []Template, cond Condition) bool {
	for _, t := range ts {
		if _, ok := t.Chooses(cond); !ok {
			return false
		}
	}
	return true
}

// sameSlotWhen reports whether, when cond is taken, at least one pair of
// alternatives can happen together and every such pair is in one slot.
func sameSlotWhen(as, bs []Template, cond Condition, taken bool) bool {
	pairs := 0
	for _, a := range as {
		if t, _ := a.Chooses(cond); t != taken {
			continue
		}
		for _, b := range bs {
			if t, _ := b.Chooses(cond); t != taken || !a.agrees(b) {
				continue
			}
			if SameSlot(a, b) != SlotSame {
				return false
			}
			pairs++
		}
	}
	return pairs > 0
}
