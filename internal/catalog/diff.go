package catalog

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// Keyspace review compares two catalogs template by template: a change to
// the code adds key templates, removes them, or changes what is done with
// them — the commands sent, the data type they imply, the commands that
// give them a TTL. Positions are left out of the comparison, so moving code
// changes nothing; sites forwarded by wrappers and unresolved sites have no
// template of their own and are left out too.

// A templateUse is what a catalog says of one key template.
type templateUse struct {
	Template string   `json:"template"`
	Commands []string `json:"commands"`
	Types    []string `json:"types,omitempty"`
	TTL      []string `json:"ttl,omitempty"`
	// Where is the first site of the template.
	Where string `json:"where"`
}

// A templateChange is a template found in both catalogs with different
// uses.
type templateChange struct {
	Old templateUse `json:"old"`
	New templateUse `json:"new"`
}

// A keyspaceDiff is the difference between an old and a new catalog.
type keyspaceDiff struct {
	Added     []templateUse    `json:"added"`
	Removed   []templateUse    `json:"removed"`
	Changed   []templateChange `json:"changed"`
	Unchanged int              `json:"unchanged"`
}

// templateUses gathers the uses of each template of a catalog.
func templateUses(cat *Catalog) map[string]*templateUse {
	uses := map[string]*templateUse{}
	for _, s := range cat.Sites {
		if s.Status == keysite.Forwarded {
			continue
		}
		for _, t := range s.Templates {
			u := uses[t]
			if u == nil {
				u = &templateUse{Template: t, Where: s.Position}
				uses[t] = u
			}
			u.Commands = addSorted(u.Commands, s.Command)
			u.Types = addSorted(u.Types, s.DataType)
			for _, c := range s.TTLCommands {
				u.TTL = addSorted(u.TTL, c)
			}
		}
	}
	return uses
}

// addSorted adds s to the sorted set list, ignoring "".
func addSorted(list []string, s string) []string {
	if s == "" {
		return list
	}
	i := sort.SearchStrings(list, s)
	if i < len(list) && list[i] == s {
		return list
	}
	return append(list[:i], append([]string{s}, list[i:]...)...)
}

// diffCatalogs compares old and new template by template.
func diffCatalogs(old, new *Catalog) keyspaceDiff {
	before, after := templateUses(old), templateUses(new)
	var d keyspaceDiff
	for _, t := range sortedKeys(after) {
		a := after[t]
		b, ok := before[t]
		switch {
		case !ok:
			d.Added = append(d.Added, *a)
		case !sameUse(*a, *b):
			d.Changed = append(d.Changed, templateChange{Old: *b, New: *a})
		default:
			d.Unchanged++
		}
	}
	for _, t := range sortedKeys(before) {
		if _, ok := after[t]; !ok {
			d.Removed = append(d.Removed, *before[t])
		}
	}
	return d
}

func sameUse(a, b templateUse) bool {
	return slicesEqual(a.Commands, b.Commands) && slicesEqual(a.Types, b.Types) && slicesEqual(a.TTL, b.TTL)
}

func slicesEqual(a, b []string) bool {
	return strings.Join(a, "\x00") == strings.Join(b, "\x00") && len(a) == len(b)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// empty reports whether the diff has no added, removed or changed template.
func (d keyspaceDiff) empty() bool {
	return len(d.Added) == 0 && len(d.Removed) == 0 && len(d.Changed) == 0
}

func (d keyspaceDiff) summary() string {
	return fmt.Sprintf("%d added, %d removed, %d changed, %d unchanged",
		len(d.Added), len(d.Removed), len(d.Changed), d.Unchanged)
}

// orNone renders a set, or "none".
func orNone(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, " ")
}

// describeChange lists the aspects that differ, as "what old → new".
func describeChange(c templateChange) []string {
	var out []string
	for _, f := range []struct {
		name     string
		old, new []string
	}{
		{"commands", c.Old.Commands, c.New.Commands},
		{"type", c.Old.Types, c.New.Types},
		{"TTL", c.Old.TTL, c.New.TTL},
	} {
		if !slicesEqual(f.old, f.new) {
			out = append(out, fmt.Sprintf("%s %s → %s", f.name, orNone(f.old), orNone(f.new)))
		}
	}
	return out
}

// writeDiffText prints the diff for a terminal or a CI log.
func writeDiffText(w io.Writer, d keyspaceDiff, against string) {
	fmt.Fprintf(w, "keyspace against %s: %s\n", against, d.summary())
	for _, u := range d.Added {
		fmt.Fprintf(w, "+ %s  commands %s; type %s; TTL %s  (%s)\n", u.Template, orNone(u.Commands), orNone(u.Types), orNone(u.TTL), u.Where)
	}
	for _, u := range d.Removed {
		fmt.Fprintf(w, "- %s  commands %s; type %s; TTL %s  (was %s)\n", u.Template, orNone(u.Commands), orNone(u.Types), orNone(u.TTL), u.Where)
	}
	for _, c := range d.Changed {
		fmt.Fprintf(w, "~ %s  %s  (%s)\n", c.New.Template, strings.Join(describeChange(c), "; "), c.New.Where)
	}
}

// writeDiffMarkdown prints the diff as a pull-request comment.
func writeDiffMarkdown(w io.Writer, d keyspaceDiff, against string) {
	fmt.Fprintf(w, "### Redis keyspace changes\n\nAgainst %s: %s.\n", against, d.summary())
	if d.empty() {
		return
	}
	fmt.Fprintf(w, "\n| change | template | commands | type | TTL | where |\n| --- | --- | --- | --- | --- | --- |\n")
	row := func(change string, u templateUse, commands, types, ttl string) {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", change, escapePipes("`"+u.Template+"`"),
			escapePipes(commands), types, escapePipes(ttl), u.Where)
	}
	for _, u := range d.Added {
		row("added", u, orNone(u.Commands), orNone(u.Types), orNone(u.TTL))
	}
	for _, u := range d.Removed {
		row("removed", u, orNone(u.Commands), orNone(u.Types), orNone(u.TTL))
	}
	for _, c := range d.Changed {
		row("changed", c.New, arrow(c.Old.Commands, c.New.Commands), arrow(c.Old.Types, c.New.Types), arrow(c.Old.TTL, c.New.TTL))
	}
}

// arrow renders an aspect of a changed template: the value when it stayed,
// "old → new" when it changed.
func arrow(old, new []string) string {
	if slicesEqual(old, new) {
		return orNone(new)
	}
	return "**" + orNone(old) + " → " + orNone(new) + "**"
}

// Read reads a catalog written by "catalog -format json".
func Read(path string) (*Catalog, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cat, err := ReadBytes(data)
	if err != nil {
		return nil, fmt.Errorf("%s is not a catalog written by rediskeylint catalog -format json: %v", path, err)
	}
	return cat, nil
}

// ReadBytes reads a catalog from its JSON.
func ReadBytes(data []byte) (*Catalog, error) {
	var cat Catalog
	if err := json.Unmarshal(data, &cat); err != nil {
		return nil, err
	}
	return &cat, nil
}
