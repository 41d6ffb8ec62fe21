package keyrules

import "strings"

// ParseTemplate reads a template back from its String rendering, as the
// catalog prints it: "<label>" is a hole, of the kind whose name is label
// or else an unknown string named label; everything else is literal text.
// A '<' that does not open a label closed by '>' on the same line, with no
// '<' inside, is literal text. Labels are whatever the analysis wrote:
// kind names, a time layout ("2006-01-02"), the description of a value a
// script computes ("? loop variable id").
func ParseTemplate(s string) Template {
	var t Template
	lit := 0 // start of the pending literal text
	for i := 0; i < len(s); i++ {
		if s[i] != '<' {
			continue
		}
		end := strings.IndexByte(s[i+1:], '>')
		if end <= 0 || !isLabel(s[i+1:i+1+end]) {
			continue
		}
		if lit < i {
			t.Parts = append(t.Parts, Part{Lit: s[lit:i]})
		}
		t.Parts = append(t.Parts, Part{Hole: holeNamed(s[i+1 : i+1+end])})
		i += end + 1
		lit = i + 1
	}
	if lit < len(s) || len(t.Parts) == 0 {
		t.Parts = append(t.Parts, Part{Lit: s[lit:]})
	}
	return t
}

func isLabel(s string) bool {
	return !strings.ContainsAny(s, "<\n")
}

// holeNamed returns a hole of the kind named label, or an unknown string
// named label.
func holeNamed(label string) *Hole {
	for k := HoleKind(0); k < kindCount; k++ {
		if k.String() == label {
			return NewHole(k)
		}
	}
	h := NewHole(Unknown)
	h.Name = label
	return h
}
