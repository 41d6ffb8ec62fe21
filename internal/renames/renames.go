// Package renames decides which key renames a linter may offer as fixes.
//
// Every fix keyrules proposes edits the text of a key (the case of a word,
// a separator), so applying it renames the key, and the data stored under
// the old name stays there. A Plan gathers, for one package, the templates
// of every key and the findings whose fix edits a string literal, then
// offers a rename only when it renames the key at every site the analysis
// sees, writers and readers alike, suppressed or not:
//
//   - the findings of one template that share a fix (same rule, same range
//     of the rendered template, same replacement) form a group, and a group
//     is whole when each key with that template gives an exact edit of a
//     string literal of this package;
//   - groups of the same template, and groups that edit the same literal,
//     are one rename: its fix is all of their edits;
//   - the rename is offered when all its groups are whole, its edits do not
//     conflict, every template the edited literals spell changes the same
//     way at every key that has it, no renamed template takes the name of
//     another one (that would merge two key families), and, when it edits
//     a constant declaration, the package still type-checks (a renamed
//     constant may repeat a map key or a switch case; compile.go).
package renames

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An Edit replaces the range [From, To) of a string literal's value.
type Edit struct {
	Lit      *ast.BasicLit
	From, To int
	Text     string
	// Pos and End are the range's source positions.
	Pos, End token.Pos
}

// Spelling returns the string literal of the package that spells the text
// of a template part, given the part's origin, and where the part's text
// starts in the literal's value; nil when no literal of the package spells
// it.
type Spelling func(origin int) (lit *ast.BasicLit, offset int)

// A Group is the findings of one template that share one fix.
type Group struct {
	template keyrules.Shape
	// name is the template's rendering, for the fix's message.
	name  string
	edits []Edit
	// covered are the keys whose finding gave an exact edit; broken is set
	// when one did not.
	covered map[ast.Expr]bool
	broken  bool
	parent  *Group // union-find link to the rename it belongs to
}

func (g *Group) root() *Group {
	for g.parent != nil {
		g = g.parent
	}
	return g
}

// groupKey identifies a group: a template and the edit of its rendering.
type groupKey struct {
	template keyrules.Shape
	rule     keyrules.RuleID
	from, to int
	text     string
}

// A keyUse is one template of one key.
type keyUse struct {
	key ast.Expr
	t   keyrules.Template
}

// A Plan gathers the findings with fixes and the templates of every
// key of one package, then decides which renames to offer.
type Plan struct {
	pass    *analysis.Pass
	spelled Spelling
	groups  map[groupKey]*Group
	order   []*Group
	// uses lists the keys of each template.
	uses map[keyrules.Shape][]keyUse
	seen map[keyTemplate]bool
}

// keyTemplate identifies one template of one key.
type keyTemplate struct {
	key      ast.Expr
	template keyrules.Shape
}

// New returns an empty plan for the package of pass; spelled tells the
// literals that spell the parts of its templates.
func New(pass *analysis.Pass, spelled Spelling) *Plan {
	return &Plan{pass: pass, spelled: spelled, groups: make(map[groupKey]*Group),
		uses: make(map[keyrules.Shape][]keyUse), seen: make(map[keyTemplate]bool)}
}

// Occurs records that key has template t.
func (p *Plan) Occurs(key ast.Expr, t keyrules.Template) {
	s := t.Shape()
	if p.seen[keyTemplate{key, s}] {
		return
	}
	p.seen[keyTemplate{key, s}] = true
	p.uses[s] = append(p.uses[s], keyUse{key, t})
}

// Add records finding f of key's template t, whose exact edit is edit (nil
// when the text cannot be edited exactly), and returns its group.
func (p *Plan) Add(key ast.Expr, t keyrules.Template, f keyrules.Finding, edit *Edit) *Group {
	s := t.Shape()
	off := renderedOffset(t, f.Part)
	k := groupKey{template: s, rule: f.Rule, from: off + f.Start, to: off + f.End, text: f.Fix.Replacement}
	g := p.groups[k]
	if g == nil {
		g = &Group{template: s, name: t.String(), covered: make(map[ast.Expr]bool)}
		p.groups[k] = g
		p.order = append(p.order, g)
	}
	if edit == nil {
		g.broken = true
	} else {
		g.covered[key] = true
		g.edits = append(g.edits, *edit)
	}
	return g
}

// renderedOffset returns where part i starts in t.String().
func renderedOffset(t keyrules.Template, i int) int {
	return len(keyrules.Template{Parts: t.Parts[:i]}.String())
}

// A rename is the groups that must be applied together.
type rename struct {
	groups []*Group
	edits  []Edit
	// names maps each template it changes to the template it becomes.
	names map[keyrules.Shape]renamedTo
}

// Fixes decides the renames and returns the fix of each group offered.
func (p *Plan) Fixes() map[*Group]*analysis.SuggestedFix {
	// Join the groups of one template, and the groups that edit one literal.
	byTemplate := map[keyrules.Shape]*Group{}
	byLit := map[*ast.BasicLit]*Group{}
	union := func(a, b *Group) {
		if ra, rb := a.root(), b.root(); ra != rb {
			rb.parent = ra
		}
	}
	for _, g := range p.order {
		if first, ok := byTemplate[g.template]; ok {
			union(first, g)
		} else {
			byTemplate[g.template] = g
		}
		for _, e := range g.edits {
			if first, ok := byLit[e.Lit]; ok {
				union(first, g)
			} else {
				byLit[e.Lit] = g
			}
		}
	}
	var renames []*rename
	byRoot := map[*Group]*rename{}
	for _, g := range p.order {
		r := byRoot[g.root()]
		if r == nil {
			r = &rename{}
			byRoot[g.root()] = r
			renames = append(renames, r)
		}
		r.groups = append(r.groups, g)
	}
	var safe []*rename
	for _, r := range renames {
		if p.consistent(r) {
			safe = append(safe, r)
		}
	}
	safe = p.distinctNames(safe)
	safe = p.compiling(safe)

	fixes := map[*Group]*analysis.SuggestedFix{}
	for _, r := range safe {
		var edits []analysis.TextEdit
		for _, e := range r.edits {
			edits = append(edits, analysis.TextEdit{Pos: e.Pos, End: e.End, NewText: []byte(e.Text)})
		}
		for _, g := range r.groups {
			fixes[g] = &analysis.SuggestedFix{Message: renameMessage(g, r, len(p.uses[g.template])), TextEdits: edits}
		}
	}
	return fixes
}

// renameMessage describes the fix of the findings of group g.
func renameMessage(g *Group, r *rename, sites int) string {
	msg := fmt.Sprintf("Rename key %s to %s", strconv.Quote(g.name), strconv.Quote(r.names[g.template].name))
	if sites > 1 {
		msg += fmt.Sprintf(" at all %d sites", sites)
	}
	if others := len(r.names) - 1; others == 1 {
		msg += " and 1 other key that shares its text"
	} else if others > 1 {
		msg += fmt.Sprintf(" and %d other keys that share its text", others)
	}
	return msg + "; stored data is not migrated"
}

// consistent checks a rename and fills its edits and names.
func (p *Plan) consistent(r *rename) bool {
	seen := map[Edit]bool{}
	byLit := map[*ast.BasicLit][]Edit{}
	for _, g := range r.groups {
		if g.broken || len(g.covered) != len(p.uses[g.template]) {
			return false // a key of the template would keep its old name
		}
		for _, e := range g.edits {
			if seen[e] {
				continue
			}
			seen[e] = true
			for _, other := range byLit[e.Lit] {
				if e.From < other.To && other.From < e.To {
					return false // two different edits of the same text
				}
			}
			byLit[e.Lit] = append(byLit[e.Lit], e)
			r.edits = append(r.edits, e)
		}
	}
	sort.Slice(r.edits, func(i, j int) bool { return r.edits[i].Pos < r.edits[j].Pos })
	// Every template that spells an edited literal must change the same
	// way at every key that has it.
	r.names = map[keyrules.Shape]renamedTo{}
	for s, uses := range p.uses {
		var renamed renamedTo
		touched := 0
		for i, u := range uses {
			to, ok, edited := p.renamed(u.t, byLit)
			if !ok {
				return false
			}
			if edited {
				touched++
			}
			if i == 0 {
				renamed = to
			} else if to.shape != renamed.shape {
				return false
			}
		}
		if touched == 0 {
			continue
		}
		if touched != len(uses) {
			return false
		}
		r.names[s] = renamed
	}
	for _, g := range r.groups {
		if _, ok := r.names[g.template]; !ok {
			return false
		}
	}
	return true
}

// A renamedTo is the template a rename makes of another.
type renamedTo struct {
	shape keyrules.Shape
	name  string // its rendering, for the fix's message
}

// renamed returns t with the edits applied. ok is false when an edit
// crosses the boundary of one of its literal parts; edited says whether
// any edit applied.
func (p *Plan) renamed(t keyrules.Template, byLit map[*ast.BasicLit][]Edit) (to renamedTo, ok, edited bool) {
	out := keyrules.Template{Parts: append([]keyrules.Part(nil), t.Parts...)}
	for i, part := range t.Parts {
		if part.Hole != nil {
			continue
		}
		lit, offset := p.spelled(part.Origin)
		if lit == nil {
			continue
		}
		edits := byLit[lit]
		lo, hi := offset, offset+len(part.Lit)
		var mine []Edit
		for _, e := range edits {
			switch {
			case e.To <= lo || e.From >= hi:
			case e.From >= lo && e.To <= hi:
				mine = append(mine, e)
			default:
				return renamedTo{}, false, false
			}
		}
		if len(mine) == 0 {
			continue
		}
		sort.Slice(mine, func(a, b int) bool { return mine[a].From > mine[b].From })
		text := part.Lit
		for _, e := range mine {
			text = text[:e.From-lo] + e.Text + text[e.To-lo:]
		}
		out.Parts[i].Lit = text
		edited = true
	}
	return renamedTo{shape: out.Shape(), name: out.String()}, true, edited
}

// distinctNames drops the renames whose new name is the name of another
// template, before or after renaming: the two key families would share
// their data.
func (p *Plan) distinctNames(renames []*rename) []*rename {
	count := map[keyrules.Shape]int{}
	for s := range p.uses {
		count[s]++
	}
	for _, r := range renames {
		for from, to := range r.names {
			count[from]--
			count[to.shape]++
		}
	}
	var out []*rename
	for _, r := range renames {
		clash := false
		for _, to := range r.names {
			if count[to.shape] > 1 {
				clash = true
			}
		}
		if !clash {
			out = append(out, r)
		}
	}
	return out
}
