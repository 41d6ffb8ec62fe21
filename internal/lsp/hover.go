package lsp

import (
	"fmt"
	"slices"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// hover describes the key at the position, or returns nil when there is
// none; the range is the key expression or the definition hovered.
func (s *snapshot) hover(file string, line, col int) *protocol.Hover {
	site := s.siteAt(file, line, col)
	if site == nil {
		return nil
	}
	r := s.rangeOf(site.Pos, site.End)
	if !contains(site.Pos, site.End, line, col) {
		for _, d := range site.defs {
			if contains(d.pos, d.end, line, col) {
				r = s.rangeOf(d.pos, d.end)
				break
			}
		}
	}
	return &protocol.Hover{
		Contents: protocol.MarkupContent{Kind: protocol.Markdown, Value: s.describe(*site)},
		Range:    &r,
	}
}

// describe writes what is known of a key site, in Markdown.
func (s *snapshot) describe(site keySite) string {
	var b strings.Builder
	if len(site.Templates) == 0 {
		fmt.Fprintf(&b, "**Redis key**, not rebuilt: %s\n\n", site.Reason)
	} else {
		b.WriteString("**Redis key**\n\n```text\n")
		for _, t := range site.Templates {
			b.WriteString(t + "\n")
		}
		b.WriteString("```\n\n")
	}
	line := "- client: " + site.Client
	if site.Command != "" {
		line += ", command `" + site.Command + "`"
	}
	b.WriteString(line + "\n")
	switch site.Status {
	case keysite.Resolved:
	case keysite.Forwarded:
		b.WriteString("- status: forwarded: the key is a parameter of this wrapper; each call of the wrapper is a site of its own\n")
		return b.String()
	default:
		fmt.Fprintf(&b, "- status: %s\n", site.Status)
	}
	if len(site.Templates) == 0 {
		return b.String()
	}
	sharing := s.sharing(site.Templates)
	if types := dataTypes(sharing); len(types) > 0 {
		fmt.Fprintf(&b, "- data type: %s\n", strings.Join(types, ", "))
	}
	if ttl := ttlCommands(sharing); len(ttl) > 0 {
		fmt.Fprintf(&b, "- TTL: set by %s\n", "`"+strings.Join(ttl, "`, `")+"`")
	} else {
		b.WriteString("- TTL: no command that sets one is seen\n")
	}
	if site.Slot != nil {
		slot := fmt.Sprintf("- hash slot: %d", *site.Slot)
		if start, end, ok := keyrules.HashTag(site.Templates[0]); ok {
			slot += fmt.Sprintf(" (hash tag `{%s}`)", site.Templates[0][start:end])
		}
		b.WriteString(slot + "\n")
	} else {
		b.WriteString("- hash slot: depends on a value known at run time\n")
	}
	if n := len(sharing); n == 1 {
		b.WriteString("- the only site of this template\n")
	} else {
		fmt.Fprintf(&b, "- %d sites share this template\n", n)
	}
	return b.String()
}

// dataTypes lists the data types the commands of the sites use.
func dataTypes(sites []keySite) []string {
	var out []string
	for _, s := range sites {
		if s.DataType != "" && !slices.Contains(out, s.DataType) {
			out = append(out, s.DataType)
		}
	}
	slices.Sort(out)
	return out
}

// ttlCommands lists the commands of the sites that give the key a TTL.
func ttlCommands(sites []keySite) []string {
	var out []string
	for _, s := range sites {
		if s.SetsTTL && !slices.Contains(out, s.Command) {
			out = append(out, s.Command)
		}
	}
	slices.Sort(out)
	return out
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
