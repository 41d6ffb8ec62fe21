package lsp

import (
	"slices"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// siteAt returns the key site at the position (1-based line, byte column)
// of file: the innermost whose key expression holds it, else the first
// whose key variable is defined there, or nil.
func (s *snapshot) siteAt(file string, line, col int) *keySite {
	var best, defined *keySite
	for i := range s.sites {
		site := &s.sites[i]
		if site.Pos.Filename != file {
			continue
		}
		if contains(site.Pos, site.End, line, col) {
			if best == nil || contains(best.Pos, best.End, site.Pos.Line, site.Pos.Column) && contains(best.Pos, best.End, site.End.Line, site.End.Column) {
				best = site
			}
		}
		for _, d := range site.defs {
			if defined == nil && contains(d.pos, d.end, line, col) {
				defined = site
			}
		}
	}
	if best != nil {
		return best
	}
	return defined
}

// named reports whether a site's templates name keys: a forwarded site's
// template is a wrapper's parameter, whose keys are those of the
// wrapper's calls, each a site of its own.
func named(site keySite) bool {
	return site.Status != keysite.Forwarded
}

// sharing returns the sites that name one of the templates.
func (s *snapshot) sharing(templates []string) []keySite {
	var out []keySite
	for _, site := range s.sites {
		if named(site) && slices.ContainsFunc(site.Templates, func(t string) bool { return slices.Contains(templates, t) }) {
			out = append(out, site)
		}
	}
	return out
}

// references returns the locations of every site that shares a template
// with the key at the position; a forwarded key refers to itself only.
func (s *snapshot) references(file string, line, col int) []protocol.Location {
	site := s.siteAt(file, line, col)
	if site == nil {
		return nil
	}
	if !named(*site) {
		return []protocol.Location{s.location(site.Pos, site.End)}
	}
	var out []protocol.Location
	for _, other := range s.sharing(site.Templates) {
		out = append(out, s.location(other.Pos, other.End))
	}
	return out
}

// symbols returns the key templates whose text contains query (ignoring
// case), each at its first site, with how many sites share it.
func (s *snapshot) symbols(query string) []protocol.SymbolInformation {
	query = strings.ToLower(query)
	first := map[string]keySite{}
	count := map[string]int{}
	var order []string
	for _, site := range s.sites {
		if !named(site) {
			continue
		}
		for _, t := range site.Templates {
			if !strings.Contains(strings.ToLower(t), query) {
				continue
			}
			if count[t] == 0 {
				first[t] = site
				order = append(order, t)
			}
			count[t]++
		}
	}
	slices.Sort(order)
	out := []protocol.SymbolInformation{}
	for _, t := range order {
		site := first[t]
		out = append(out, protocol.SymbolInformation{
			Name:          t,
			Kind:          protocol.SymbolKindKey,
			Location:      s.location(site.Pos, site.End),
			ContainerName: containerName(site, count[t]),
		})
	}
	return out
}

// containerName describes a template's family in a symbol list.
func containerName(site keySite, sites int) string {
	parts := []string{plural(sites, "site")}
	if site.DataType != "" {
		parts = append(parts, site.DataType)
	}
	return strings.Join(parts, ", ")
}
