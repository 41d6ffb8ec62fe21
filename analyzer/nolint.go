package analyzer

import (
	"go/ast"
	"go/token"
	"strings"
)

// linterName is the name suppression comments use, as golangci-lint does.
const linterName = "rediskeylint"

// nolintIndex knows the //nolint comments of a package. A comment
// "//nolint:rediskeylint" (alone or in a list, as golangci-lint writes it)
// suppresses every rule on its line and the next; "//nolint:rediskeylint:case"
// suppresses one rule; a bare "//nolint" suppresses everything.
type nolintIndex struct {
	fset *token.FileSet
	// lines maps a file and line to the rules suppressed there; an empty
	// non-nil list means every rule.
	lines map[lineKey][]string
}

type lineKey struct {
	file string
	line int
}

func newNolintIndex(fset *token.FileSet, files []*ast.File) *nolintIndex {
	idx := &nolintIndex{fset: fset, lines: make(map[lineKey][]string)}
	for _, f := range files {
		for _, group := range f.Comments {
			for _, c := range group.List {
				rules, ok := parseNolint(c.Text)
				if !ok {
					continue
				}
				p := fset.Position(c.Slash)
				lines := []int{p.Line}
				if !codeBefore(fset, f, c) {
					// A comment on a line of its own covers the next line.
					lines = append(lines, p.Line+1)
				}
				for _, line := range lines {
					k := lineKey{p.Filename, line}
					if rules == nil {
						idx.lines[k] = []string{}
					} else if existing, ok := idx.lines[k]; !ok || len(existing) > 0 {
						idx.lines[k] = append(existing, rules...)
					}
				}
			}
		}
	}
	return idx
}

// parseNolint reads a //nolint comment. It returns ok when the comment
// concerns this linter, and the rules it names (nil for all).
func parseNolint(text string) (rules []string, ok bool) {
	text = strings.TrimPrefix(text, "//")
	text = strings.TrimLeft(text, " ")
	if !strings.HasPrefix(text, "nolint") {
		return nil, false
	}
	rest := text[len("nolint"):]
	if rest == "" || rest[0] == ' ' || strings.HasPrefix(rest, "//") {
		return nil, true // bare //nolint
	}
	if rest[0] != ':' {
		return nil, false
	}
	list := rest[1:]
	if i := strings.IndexAny(list, " \t/"); i >= 0 {
		list = list[:i]
	}
	for _, item := range strings.Split(list, ",") {
		switch {
		case item == linterName || item == "all":
			return nil, true
		case strings.HasPrefix(item, linterName+":"):
			rules = append(rules, strings.TrimPrefix(item, linterName+":"))
		}
	}
	return rules, len(rules) > 0
}

// suppressed reports whether a diagnostic of rule at pos is suppressed.
func (idx *nolintIndex) suppressed(pos token.Pos, rule string) bool {
	if !pos.IsValid() {
		return false
	}
	p := idx.fset.Position(pos)
	rules, ok := idx.lines[lineKey{p.Filename, p.Line}]
	if !ok {
		return false
	}
	if len(rules) == 0 {
		return true
	}
	for _, r := range rules {
		if r == rule {
			return true
		}
	}
	return false
}

// codeBefore reports whether code precedes comment c on its line.
func codeBefore(fset *token.FileSet, f *ast.File, c *ast.Comment) bool {
	line := fset.Position(c.Slash).Line
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if found || n == nil {
			return false
		}
		if _, ok := n.(*ast.File); ok {
			return true
		}
		if fset.Position(n.End()).Line < line || fset.Position(n.Pos()).Line > line {
			return false // entirely before or after the line
		}
		if n.Pos() < c.Slash && fset.Position(n.End()).Line >= line && isLeaf(n) {
			found = fset.Position(n.Pos()).Line == line || fset.Position(n.End()).Line == line
		}
		return true
	})
	return found
}

// isLeaf reports whether n is a token-like node: a name, a literal.
func isLeaf(n ast.Node) bool {
	switch n.(type) {
	case *ast.Ident, *ast.BasicLit:
		return true
	}
	return false
}
