package main

// The hand-read reach: a reader's judgement of every key site in a
// module's production code, kept as data (testdata/reach/<module>.tsv),
// matched against the catalog of the binary under test. docs/reach.md
// states the rule of counting; this file only applies it.
//
// A sheet is tab-separated, one row per line; '#' starts a comment line:
//
//	sample	PATH...                       what was read: files, and directories
//	                                      ending in "/" ("./" the root) for the
//	                                      files directly in them
//	key	POS	COMMAND	SHAPE	[CLASS]   a key sent there, as the reader sees it
//	pass	POS	COMMAND	[NOTE]          the caller's key, whole (not counted)
//	script	POS	COMMAND	[NOTE]          a script's keys not read (not counted)
//	other	POS	COMMAND	NOTE            a catalog entry that is no key of its own
//
// POS is FILE:LINE; FILE:LINE:COL where a row names one of several
// entries on its line; FILE:LINE-LAST where the key may be listed on any
// of those lines (a lock made with its key on one line, taken on the
// next). A key row is reached when an entry of the catalog at its position
// and command has a template that matches SHAPE the way a runtime shape is
// matched (keyshape.Matcher: the template's text in order, its holes any
// text; the template or its open form, see readerTemplates); its CLASS (issue 24's class of what is missed) is
// printed when it is not. Two keys sent by one call are two key rows.
// COMMAND "*" stands for every command at the position: a lock object's
// library chooses them.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/keyshape"
)

// readerTemplates are the templates of a catalog entry that a reader's
// shape is matched against: the templates as the catalog writes them, for
// a shape written with a configurable part's default text (centrifuge's
// "centrifuge."), and their open forms, for a shape with a hole there.
func readerTemplates(s site) []string {
	return append(append([]string(nil), s.Templates...), s.Open...)
}

// A reachCount is how a module's judgements fared against its catalog.
type reachCount struct {
	Keys, Reached, Pass, Script int
	// Missed are the key rows not reached, with what the catalog has there.
	Missed []missedKey
	// Unjudged are the catalog entries in the sample that no row names:
	// sites to read (a catalog that moved, or a site read wrongly).
	Unjudged []site
	// Stale are the pass, script and other rows at which the catalog has
	// no entry any more.
	Stale []judgement
}

// A missedKey is a key row no template of its position matches.
type missedKey struct {
	Row judgement
	// Catalog says what the catalog has at the position: "missing" or the
	// entries' status, templates and reasons.
	Catalog string
}

// A located site is a catalog entry with its position read.
type located struct {
	site
	at position
}

// countReach matches sh against the catalog's sites.
func countReach(sh *sheet, sites []site) reachCount {
	byLine := map[position][]located{}
	var all []located
	for _, s := range sites {
		p, ok := sitePosition(s.Pos)
		if !ok {
			continue
		}
		l := located{s, p}
		line := position{File: p.File, Line: p.Line}
		byLine[line] = append(byLine[line], l)
		all = append(all, l)
	}
	rowsAt := map[position][]judgement{}
	var c reachCount
	for _, j := range sh.Rows {
		var entries []site
		for _, line := range j.Pos.lines() {
			rowsAt[line] = append(rowsAt[line], j)
			for _, l := range byLine[line] {
				if j.names(l.site, l.at) {
					entries = append(entries, l.site)
				}
			}
		}
		switch j.Kind {
		case keyRow:
			c.Keys++
			if reaches(entries, j.Shape) {
				c.Reached++
			} else {
				c.Missed = append(c.Missed, missedKey{j, describe(entries)})
			}
		case passRow, scriptRow, otherRow:
			switch j.Kind {
			case passRow:
				c.Pass++
			case scriptRow:
				c.Script++
			}
			if len(entries) == 0 {
				c.Stale = append(c.Stale, j)
			}
		}
	}
	for _, l := range all {
		if !sh.samples(l.at.File) {
			continue
		}
		judged := false
		for _, j := range rowsAt[position{File: l.at.File, Line: l.at.Line}] {
			judged = judged || j.names(l.site, l.at)
		}
		if !judged {
			c.Unjudged = append(c.Unjudged, l.site)
		}
	}
	return c
}

// reaches reports whether a template of one of the entries matches shape.
func reaches(entries []site, shape string) bool {
	for _, s := range entries {
		if keyshape.NewMatcher(readerTemplates(s)).Match(shape) != "" {
			return true
		}
	}
	return false
}

func describe(entries []site) string {
	if len(entries) == 0 {
		return "missing"
	}
	parts := make([]string, len(entries))
	for i, s := range entries {
		parts[i] = fmt.Sprintf("%s %v %s", s.Status, s.Templates, s.Reason)
	}
	return strings.Join(parts, "; ")
}

// shareText is reached of keys as a percentage, "n/a" when there are none.
func shareText(reached, keys int) string {
	if keys == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f %%", 100*float64(reached)/float64(keys))
}

// A reachReport gathers the modules' counts for printing.
type reachReport struct {
	table, details strings.Builder
	keys, reached  int
	pass, script   int
	// byClass counts missed keys per class, and the modules of each.
	byClass   map[string]int
	classMods map[string]map[string]bool
}

func newReachReport() *reachReport {
	return &reachReport{byClass: map[string]int{}, classMods: map[string]map[string]bool{}}
}

// add counts the module named name (module@version in the tables).
func (r *reachReport) add(name, module string, sh *sheet, c reachCount) {
	sample := "all"
	if len(sh.Sample) > 0 {
		sample = strings.Join(sh.Sample, " ")
	}
	fmt.Fprintf(&r.table, "| %s | %s | %d | %d | %d | %d | %s | %d |\n", module, sample, c.Pass, c.Script, c.Keys, c.Reached, shareText(c.Reached, c.Keys), len(c.Unjudged))
	r.keys += c.Keys
	r.reached += c.Reached
	r.pass += c.Pass
	r.script += c.Script
	fmt.Fprintf(&r.details, "\n### %s\n", module)
	for _, m := range c.Missed {
		class := m.Row.Class
		if class == "" {
			class = "unclassified"
		}
		r.byClass[class]++
		if r.classMods[class] == nil {
			r.classMods[class] = map[string]bool{}
		}
		r.classMods[class][name] = true
		fmt.Fprintf(&r.details, "reach missed %s %s `%s` (%s): %s\n", m.Row.Pos, m.Row.Command, m.Row.Shape, class, m.Catalog)
	}
	for _, s := range c.Unjudged {
		fmt.Fprintf(&r.details, "reach unjudged %s %s %s %v %s\n", s.Pos, s.Command, s.Status, s.Templates, s.Reason)
	}
	for _, j := range c.Stale {
		fmt.Fprintf(&r.details, "reach stale %s row %d: %s %s has no catalog entry\n", j.Kind, j.Row, j.Pos, j.Command)
	}
}

// print writes the tables: per module, the total, the missed keys by class,
// and the details.
func (r *reachReport) print() {
	if r.table.Len() == 0 {
		return
	}
	fmt.Printf("\n| hand-read reach | sample | pass-through | script-level | key sites | resolved or partial | share | catalog entries not judged |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n")
	fmt.Print(r.table.String())
	fmt.Printf("| **total** | | %d | %d | %d | %d | %s | |\n", r.pass, r.script, r.keys, r.reached, shareText(r.reached, r.keys))
	if len(r.byClass) > 0 {
		classes := make([]string, 0, len(r.byClass))
		for c := range r.byClass {
			classes = append(classes, c)
		}
		sort.Slice(classes, func(i, j int) bool {
			a, b := classes[i], classes[j]
			if r.byClass[a] != r.byClass[b] {
				return r.byClass[a] > r.byClass[b]
			}
			return a < b
		})
		fmt.Printf("\n| missed by class | key sites | modules |\n| --- | --- | --- |\n")
		for _, c := range classes {
			mods := make([]string, 0, len(r.classMods[c]))
			for m := range r.classMods[c] {
				mods = append(mods, m)
			}
			sort.Strings(mods)
			fmt.Printf("| %s | %d | %s |\n", c, r.byClass[c], strings.Join(mods, ", "))
		}
	}
	fmt.Printf("\n## Hand-read reach: keys missed, catalog entries not judged\n%s", r.details.String())
}
