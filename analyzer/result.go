package analyzer

import (
	"go/token"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Result lists the key sites of one package: every key argument of every
// Redis call the analyzer found, for the keyspace catalog.
type Result struct {
	Sites []Site
}

// A Site is one key argument of one call, as the catalog shows it.
type Site struct {
	Pos     token.Position `json:"-"`
	Client  string         `json:"client"`
	Command string         `json:"command,omitempty"`
	// Templates are the key's rebuilt templates, as in "user:<int>".
	Templates []string `json:"templates,omitempty"`
	// Status is "resolved" (the whole key is known, values typed),
	// "partial" (literal parts known, some value unknown), "forwarded"
	// (the key holds a parameter of a wrapper; each call of the wrapper is
	// a site of its own) or "unresolved".
	Status string `json:"status"`
	// Reason says why an unresolved key could not be rebuilt.
	Reason string `json:"reason,omitempty"`
	// DataType is the data type the command implies ("hash", "zset", …).
	DataType string `json:"type,omitempty"`
	// SetsTTL is set when the call gives the key a TTL.
	SetsTTL bool `json:"sets_ttl,omitempty"`
	// Slot is the Redis Cluster slot when the hashed part is literal.
	Slot *int `json:"slot,omitempty"`
}

// The statuses of a site.
const (
	StatusResolved   = "resolved"
	StatusPartial    = "partial"
	StatusUnresolved = "unresolved"
	StatusForwarded  = "forwarded"
)

// result builds the package's catalog entries from its sites.
func (c *checker) result() *Result {
	r := &Result{}
	for _, site := range c.sites {
		if site.chainStart == nil && site.client == "rueidis" {
			continue // a rueidis command step; its key steps are sites
		}
		base := Site{
			Pos:     c.pass.Fset.Position(site.call.Pos()),
			Client:  site.client,
			Command: site.command,
			SetsTTL: c.setsTTL(site),
		}
		if cmd := commands.Lookup(site.command); cmd != nil {
			base.DataType = cmd.DataType()
		}
		if site.unresolved {
			s := base
			s.Status, s.Reason = StatusUnresolved, "the key positions depend on values not known at compile time"
			r.Sites = append(r.Sites, s)
		}
		for _, key := range site.keys {
			s := base
			s.Pos = c.pass.Fset.Position(key.expr.Pos())
			s.Status = StatusResolved
			forwarded := site.enclosing != nil && len(c.sinks[site.enclosing]) > 0
			for _, t := range key.templates {
				s.Templates = append(s.Templates, t.String())
				s.Status = worse(s.Status, status(t))
				if forwarded && !holdsParam(t, paramIndex(site.enclosing)) {
					forwarded = false
				}
			}
			if forwarded {
				s.Status = StatusForwarded
			}
			if s.Status == StatusUnresolved {
				s.Templates = nil
				s.Reason = "nothing of the key is known: it comes from a parameter, a call or a field without known assignments"
			}
			if len(key.templates) == 1 {
				if slot, ok := key.templates[0].Slot(); ok {
					s.Slot = &slot
				}
			}
			r.Sites = append(r.Sites, s)
		}
	}
	return r
}

// status classifies one template.
func status(t keyrules.Template) string {
	switch {
	case t.IsUnknown():
		return StatusUnresolved
	case hasUnknownHole(t):
		return StatusPartial
	}
	return StatusResolved
}

func hasUnknownHole(t keyrules.Template) bool {
	for _, p := range t.Parts {
		if p.Hole != nil && p.Hole.Kind == keyrules.Unknown {
			return true
		}
	}
	return false
}

// worse returns the less known of two statuses.
func worse(a, b string) string {
	rank := map[string]int{StatusResolved: 0, StatusPartial: 1, StatusUnresolved: 2}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// holdsParam reports whether a template holds a whole string parameter
// (or the elements of a keys parameter) of the function it stands in.
func holdsParam(t keyrules.Template, params map[string]int) bool {
	n, _ := normalize(t, params)
	for _, p := range n.Parts {
		if _, rest, ok := paramRef(idOf(p)); ok && (rest == "%string" || rest == elemsSuffix) {
			return true
		}
	}
	return false
}
