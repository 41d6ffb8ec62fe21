// Package suppress reads the comments that suppress findings in a
// package. Two kinds are honoured, each on the line of the finding (after
// the code) or alone on the line above it:
//
//   - "//rediskeylint:ignore RULE[,RULE] reason" suppresses the named rules
//     in every driver. A directive that names an unknown rule or gives no
//     reason suppresses nothing and is listed (Set.Bad) for the directive
//     rule to report.
//   - "//nolint:rediskeylint" (alone or in a list, as golangci-lint writes
//     it), "//nolint:all" and a bare "//nolint" suppress every rule;
//     "//nolint:rediskeylint:RULE" one rule (deprecated: golangci-lint does
//     not know it). The analyzer honours these itself for the drivers that
//     have no //nolint of their own (the standalone binary, go vet); under
//     golangci-lint they are left to golangci-lint, which then knows which
//     of them are used (nolintlint).
package suppress

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// linterName is the name suppression comments use, as golangci-lint does.
const linterName = "rediskeylint"

// ignoreDirective is the per-rule suppression comment, without "//".
const ignoreDirective = linterName + ":ignore"

// A Set is the suppression comments of a package.
type Set struct {
	fset *token.FileSet
	// lines maps a file and line to the rules suppressed there; an empty
	// non-nil list means every rule.
	lines map[lineKey][]string
	// bad are the malformed //rediskeylint: directives, to report.
	bad []Bad
}

type lineKey struct {
	file string
	line int
}

// A Bad is a //rediskeylint: comment that suppresses nothing, and why.
type Bad struct {
	Comment *ast.Comment
	Problem string
}

// New reads the suppression comments of files; withNolint says whether
// //nolint comments are the analyzer's to honour, and generated which
// files are generated code, whose malformed directives are not reported.
func New(fset *token.FileSet, files []*ast.File, withNolint bool, generated func(*ast.File) bool) *Set {
	s := &Set{fset: fset, lines: make(map[lineKey][]string)}
	for _, f := range files {
		for _, group := range f.Comments {
			for _, c := range group.List {
				var rules []string
				if r, problem, ok := parseIgnore(c.Text); ok {
					if problem != "" {
						if !generated(f) { // generated code is not checked
							s.bad = append(s.bad, Bad{c, problem})
						}
						continue
					}
					rules = r
				} else if r, ok := parseNolint(c.Text); ok && withNolint {
					rules = r
				} else {
					continue
				}
				s.cover(f, c, rules)
			}
		}
	}
	return s
}

// cover records that comment c of f suppresses rules (nil for all) on its
// line and, when it stands alone on its line, on the next.
func (s *Set) cover(f *ast.File, c *ast.Comment, rules []string) {
	p := s.fset.Position(c.Slash)
	lines := []int{p.Line}
	if !codeBefore(s.fset, f, c) {
		lines = append(lines, p.Line+1)
	}
	for _, line := range lines {
		k := lineKey{p.Filename, line}
		if rules == nil {
			s.lines[k] = []string{}
		} else if existing, ok := s.lines[k]; !ok || len(existing) > 0 {
			s.lines[k] = append(existing, rules...)
		}
	}
}

// parseIgnore reads a //rediskeylint: directive. ok is false when the
// comment is not one; problem says why a directive suppresses nothing.
func parseIgnore(text string) (rules []string, problem string, ok bool) {
	rest, ok := strings.CutPrefix(text, "//"+linterName+":")
	if !ok {
		return nil, "", false
	}
	const usage = "//" + ignoreDirective + " RULE[,RULE] reason"
	verb, args, _ := strings.Cut(rest, " ")
	if verb != "ignore" {
		return nil, fmt.Sprintf("is not a known directive; the directive is %s", usage), true
	}
	fields := strings.Fields(args)
	if len(fields) == 0 {
		return nil, fmt.Sprintf("names no rule and gives no reason; write %s", usage), true
	}
	for _, r := range strings.Split(fields[0], ",") {
		if !isRule(r) {
			return nil, fmt.Sprintf("names unknown rule %q; the rules are %s", r, strings.Join(keyrules.Rules, ", ")), true
		}
		rules = append(rules, r)
	}
	// The reason may follow "//", as golangci-lint's explanations do.
	reason := strings.TrimPrefix(strings.Join(fields[1:], " "), "//")
	if strings.TrimSpace(reason) == "" {
		return nil, fmt.Sprintf("gives no reason; write %s", usage), true
	}
	return rules, "", true
}

func isRule(name string) bool {
	for _, r := range keyrules.Rules {
		if r == name {
			return true
		}
	}
	return false
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

// Bad returns the malformed //rediskeylint: directives, in file order.
func (s *Set) Bad() []Bad {
	return s.bad
}

// Suppressed reports whether a diagnostic of rule at pos is suppressed.
func (s *Set) Suppressed(pos token.Pos, rule string) bool {
	rules, all := s.At(pos)
	return all || slices.Contains(rules, rule)
}

// At returns the rules suppressed at pos; all is set when every rule is.
func (s *Set) At(pos token.Pos) (rules []string, all bool) {
	if !pos.IsValid() {
		return nil, false
	}
	p := s.fset.Position(pos)
	rules, ok := s.lines[lineKey{p.Filename, p.Line}]
	return rules, ok && len(rules) == 0
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
