package keyrules

import (
	"strconv"
	"strings"
)

// A Shape is a template as a comparable value, for maps and for telling
// whether two findings or two sites are about one key: its literal text
// and its holes by kind and label. Literal text "<int>" is not an int
// hole, though both render as "<int>"; adjacent literal parts are one
// text; what a hole is read from (its ID) and where each part came from
// (Origin) are not part of it.
type Shape struct {
	// enc lists the parts, each prefixed by its kind and length, so that
	// no text can pass for another part.
	enc string
}

// Shape returns the shape of t.
func (t Template) Shape() Shape {
	var b strings.Builder
	lit := ""
	flush := func() {
		if lit != "" {
			b.WriteString("L" + strconv.Itoa(len(lit)) + ":" + lit)
			lit = ""
		}
	}
	for _, p := range t.Parts {
		if p.Hole == nil {
			lit += p.Lit
			continue
		}
		flush()
		label := p.Hole.Label()
		b.WriteString("H" + strconv.Itoa(int(p.Hole.Kind)) + "," + strconv.Itoa(len(label)) + ":" + label)
	}
	flush()
	return Shape{enc: b.String()}
}
