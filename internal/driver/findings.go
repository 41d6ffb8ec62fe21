package driver

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"go/token"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// A Finding is one diagnostic of the analyzer, independent of the package
// variant it was found in.
type Finding struct {
	Rule    string
	Message string
	Pos     token.Position // Filename absolute
	End     token.Position
	Package string // import path of the package, without test variant
	Fixes   []Fix
	Related []Related
	// Fingerprint identifies the finding across edits that move it:
	// rule, file (relative to the base directory) and message, which
	// quotes the template. Equal findings in one file share it.
	Fingerprint string
}

// A Fix is one suggested fix, its edits in byte offsets of files.
type Fix struct {
	Message string
	Edits   []Edit
}

// An Edit replaces the bytes [Start, End) of File with New.
type Edit struct {
	File       string
	Start, End int
	New        string
}

// Related is a position the finding refers to.
type Related struct {
	Message string
	Pos     token.Position
}

// collect gathers the findings of the root actions of g and those the
// cache answered, once each, sorted by position; base is the directory
// fingerprints are relative to. An action that failed is returned as the
// error.
func collect(g *checker.Graph, answered []Finding, base string) ([]Finding, error) {
	all := slices.Clone(answered)
	for _, act := range g.Roots {
		if act.Err != nil {
			return nil, act.Err
		}
		for _, d := range act.Diagnostics {
			f := findingOf(act.Package.Fset, d)
			f.Package = plainPath(act.Package.PkgPath)
			all = append(all, f)
		}
	}
	type key struct {
		pos, end  token.Position
		rule, msg string
	}
	seen := map[key]int{}
	var out []Finding
	for _, f := range all {
		k := key{f.Pos, f.End, f.Rule, f.Message}
		if i, ok := seen[k]; ok {
			// The same file analysed in another variant of the package,
			// or a key helper's text that several packages use: one
			// finding, with the sites each package gave.
			if f.Package != out[i].Package {
				out[i].Related = mergeRelated(out[i].Related, f.Related)
			}
			continue
		}
		seen[k] = len(out)
		f.Fingerprint = fingerprint(f, base)
		out = append(out, f)
	}
	slices.SortStableFunc(out, comparePositions)
	return out, nil
}

// mergeRelated adds to rel the positions of more it lacks.
func mergeRelated(rel, more []Related) []Related {
	for _, m := range more {
		if !slices.ContainsFunc(rel, func(r Related) bool { return r.Pos == m.Pos }) {
			rel = append(rel, m)
		}
	}
	return rel
}

// findingOf converts d, reported on a package of fset, leaving Package
// and Fingerprint to collect.
func findingOf(fset *token.FileSet, d analysis.Diagnostic) Finding {
	f := Finding{
		Rule:    d.Category,
		Message: d.Message,
		Pos:     fset.Position(d.Pos),
		End:     fset.Position(d.End),
		Fixes:   convertFixes(fset, d.SuggestedFixes),
	}
	if !d.End.IsValid() {
		f.End = f.Pos
	}
	for _, r := range d.Related {
		f.Related = append(f.Related, Related{Message: r.Message, Pos: fset.Position(r.Pos)})
	}
	return f
}

func comparePositions(a, b Finding) int {
	return cmp.Or(
		cmp.Compare(a.Pos.Filename, b.Pos.Filename),
		cmp.Compare(a.Pos.Line, b.Pos.Line),
		cmp.Compare(a.Pos.Column, b.Pos.Column),
		cmp.Compare(a.Rule, b.Rule),
		cmp.Compare(a.Message, b.Message),
	)
}

// plainPath drops the variant suffix of a test package ("p [p.test]").
func plainPath(path string) string {
	p, _, _ := strings.Cut(path, " ")
	return p
}

func convertFixes(fset *token.FileSet, fixes []analysis.SuggestedFix) []Fix {
	var out []Fix
	for _, sf := range fixes {
		fix := Fix{Message: sf.Message}
		for _, e := range sf.TextEdits {
			start := fset.Position(e.Pos)
			end := start
			if e.End.IsValid() {
				end = fset.Position(e.End)
			}
			fix.Edits = append(fix.Edits, Edit{File: start.Filename, Start: start.Offset, End: end.Offset, New: string(e.NewText)})
		}
		out = append(out, fix)
	}
	return out
}

// fingerprint hashes what stays when code moves: the rule, the file
// relative to base and the message.
func fingerprint(f Finding, base string) string {
	h := sha256.New()
	for _, s := range []string{f.Rule, relPath(base, f.Pos.Filename), f.Message} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// relPath returns file relative to base, slash-separated, or file itself
// when it is not below base.
func relPath(base, file string) string {
	if base == "" {
		return filepath.ToSlash(file)
	}
	rel, err := filepath.Rel(base, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(file)
	}
	return filepath.ToSlash(rel)
}
