package keysite

import (
	"slices"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Reassignable returns what the program can reassign whose likely value is
// text of the templates (keyrules.Part.Reassignable), each once, in order,
// and the templates with that text as holes labelled by it (Site.Open);
// none when no text is.
func Reassignable(ts []keyrules.Template) (names, open []string) {
	for _, t := range ts {
		var b strings.Builder
		last := ""
		for _, p := range t.Parts {
			if p.Reassignable != "" && p.Hole == nil {
				if !slices.Contains(names, p.Reassignable) {
					names = append(names, p.Reassignable)
				}
				if p.Reassignable != last {
					b.WriteString("<" + p.Reassignable + ">")
				}
				last = p.Reassignable
				continue
			}
			last = ""
			if p.Hole != nil {
				b.WriteString("<" + p.Hole.Label() + ">")
			} else {
				b.WriteString(p.Lit)
			}
		}
		open = append(open, b.String())
	}
	if names == nil {
		return nil, nil
	}
	return names, open
}
