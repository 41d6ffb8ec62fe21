package analyzer

import (
	"errors"
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	analysischecker "golang.org/x/tools/go/analysis/checker"
)

// The "// want" comments of the testdata cases, read as analysistest
// reads them. A comment whose text starts with "want" (or holds "// want",
// for a want behind another comment) lists what the analysis reports on
// its line: a Go string literal is a regexp that one diagnostic's message
// matches; name:"regexp" is a fact of the object called name declared on
// the line ("package" for a fact of the package, which is put on line 1
// of the package's first file). Each report meets one expectation; what
// is left on either side is an error.

// An expectation is one pattern of a want comment.
type expectation struct {
	fact string // the object's name for a fact; empty for a diagnostic
	rx   *regexp.Regexp
}

func (e expectation) kind() string {
	if e.fact == "" {
		return "diagnostic"
	}
	return "fact"
}

// A line is a line of a source file, where want comments and reports meet.
type line struct {
	file string
	line int
}

// A reported is a diagnostic or fact of the analysis, at its line.
type reported struct {
	at      token.Position
	fact    string // as in expectation
	message string
}

// parseWant parses the text of a want comment after "want".
func parseWant(text string) ([]expectation, error) {
	src := []byte(text)
	fset := token.NewFileSet()
	var errs scanner.ErrorList
	var s scanner.Scanner
	s.Init(fset.AddFile("want", -1, len(src)), src, func(pos token.Position, msg string) { errs.Add(pos, msg) }, 0)
	var out []expectation
	pattern := func(lit string) (*regexp.Regexp, error) {
		text, err := strconv.Unquote(lit)
		if err != nil {
			return nil, err
		}
		return regexp.Compile(text)
	}
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF:
			if len(out) == 0 {
				return nil, errors.New("want has no pattern")
			}
			return out, errs.Err()
		case token.SEMICOLON: // inserted at the end of the text
		case token.STRING:
			rx, err := pattern(lit)
			if err != nil {
				return nil, err
			}
			out = append(out, expectation{rx: rx})
		case token.IDENT, token.PACKAGE: // a package fact is named by the keyword
			name := lit
			if _, tok, _ = s.Scan(); tok != token.COLON {
				return nil, fmt.Errorf("want %s: takes a colon after the name, not %s", name, tok)
			}
			_, tok, lit = s.Scan()
			if tok != token.STRING {
				return nil, fmt.Errorf("want %s: takes a string literal after the colon, not %s", name, tok)
			}
			rx, err := pattern(lit)
			if err != nil {
				return nil, err
			}
			out = append(out, expectation{fact: name, rx: rx})
		default:
			return nil, fmt.Errorf("want takes string literals and name:string facts, not %s", tok)
		}
	}
}

// wantText returns the text after "want" of a comment's text (without its
// comment markers), and whether it is a want comment.
func wantText(comment string) (string, bool) {
	if i := strings.Index(comment, "// want"); i >= 0 {
		comment = comment[i+len("// "):]
	}
	return strings.CutPrefix(strings.TrimSpace(comment), "want")
}

// actionWants returns the expectations of the want comments of the files
// of act's package, Go files and others, by line; problems are malformed
// comments and unreadable files.
func actionWants(act *analysischecker.Action) (map[line][]expectation, []string) {
	wants := map[line][]expectation{}
	var problems []string
	add := func(at token.Position, comment string) {
		text, ok := wantText(comment)
		if !ok {
			return
		}
		list, err := parseWant(text)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: in want comment: %v", at, err))
			return
		}
		l := line{at.Filename, at.Line}
		wants[l] = append(wants[l], list...)
	}
	pkg := act.Package
	for _, f := range pkg.Syntax {
		for _, group := range f.Comments {
			for _, c := range group.List {
				text, ok := strings.CutPrefix(c.Text, "//")
				if !ok {
					text = strings.TrimSuffix(strings.TrimPrefix(c.Text, "/*"), "*/")
				}
				add(pkg.Fset.Position(c.Pos()), text)
			}
		}
	}
	for _, name := range pkg.OtherFiles {
		data, err := os.ReadFile(name)
		if err != nil {
			problems = append(problems, fmt.Sprintf("reading the want comments of %s: %v", name, err))
			continue
		}
		for i, text := range strings.Split(string(data), "\n") {
			if _, comment, ok := strings.Cut(text, "//"); ok {
				add(token.Position{Filename: name, Line: i + 1}, comment)
			}
		}
	}
	return wants, problems
}

// actionReports returns the diagnostics of act and the facts it set on
// its own package and objects, facts in the order of their declarations.
func actionReports(act *analysischecker.Action) []reported {
	pkg := act.Package
	var out []reported
	for _, d := range act.Diagnostics {
		out = append(out, reported{at: pkg.Fset.Position(d.Pos), message: d.Message})
	}
	for _, f := range act.AllPackageFacts() {
		if f.Package == pkg.Types && len(pkg.Syntax) > 0 {
			at := pkg.Fset.Position(pkg.Syntax[0].FileStart)
			at.Line, at.Column = 1, 1
			out = append(out, reported{at: at, fact: "package", message: fmt.Sprint(f.Fact)})
		}
	}
	facts := act.AllObjectFacts()
	sort.Slice(facts, func(i, j int) bool { return facts[i].Object.Pos() < facts[j].Object.Pos() })
	for _, f := range facts {
		if f.Object.Pkg() == pkg.Types {
			out = append(out, reported{at: pkg.Fset.Position(f.Object.Pos()), fact: f.Object.Name(), message: fmt.Sprint(f.Fact)})
		}
	}
	return out
}

// matchWants pairs each report with an expectation of its line, kind and
// name that its message matches, and returns the reports no expectation
// takes and the expectations left, as sentences.
func matchWants(wants map[line][]expectation, reports []reported) []string {
	var problems []string
	for _, r := range reports {
		l := line{r.at.Filename, r.at.Line}
		kind := expectation{fact: r.fact}.kind()
		var tried []string
		matched := false
		for i, e := range wants[l] {
			if e.fact != r.fact {
				continue
			}
			if e.rx.MatchString(r.message) {
				wants[l] = append(wants[l][:i:i], wants[l][i+1:]...)
				matched = true
				break
			}
			tried = append(tried, fmt.Sprintf("%#q", e.rx))
		}
		switch {
		case matched:
		case tried == nil:
			problems = append(problems, fmt.Sprintf("%s: unexpected %s: %s", r.at, kind, r.message))
		default:
			problems = append(problems, fmt.Sprintf("%s: %s %q does not match %s", r.at, kind, r.message, strings.Join(tried, " or ")))
		}
	}
	var left []string
	for l, list := range wants {
		for _, e := range list {
			left = append(left, fmt.Sprintf("%s:%d: no %s was reported matching %#q", l.file, l.line, e.kind(), e.rx))
		}
	}
	sort.Strings(left)
	return append(problems, left...)
}

// errorer is where checkWants reports: a *testing.T, or a recorder in the
// harness's own tests.
type errorer interface {
	Errorf(format string, args ...any)
}

// checkWants reports every mismatch between the want comments of act's
// package and what act reported.
func checkWants(t errorer, act *analysischecker.Action) {
	if h, ok := t.(interface{ Helper() }); ok {
		h.Helper()
	}
	wants, problems := actionWants(act)
	problems = append(problems, matchWants(wants, actionReports(act))...)
	for _, p := range problems {
		t.Errorf("%s", p)
	}
}

// TestParseWant reads diagnostics and facts, and refuses anything else.
func TestParseWant(t *testing.T) {
	got, err := parseWant(" `segment \"A\"` \"x\\\\.y\" Get:`producer` package:\"p\"")
	require.NoError(t, err)
	var read []string
	for _, e := range got {
		read = append(read, e.kind()+" "+e.fact+" "+e.rx.String())
	}
	assert.Equal(t, []string{`diagnostic  segment "A"`, `diagnostic  x\.y`, "fact Get producer", "fact package p"}, read)

	for _, bad := range []string{"", "42", "Get `x`", "Get:42", "`(`", `"unterminated`} {
		_, err := parseWant(bad)
		assert.Error(t, err, "want %s", bad)
	}
}

// TestWantText finds want comments, also behind another comment.
func TestWantText(t *testing.T) {
	for comment, want := range map[string]string{
		" want `x`":                       " `x`",
		"nolint:rediskeylint // want `x`": " `x`",
		"want":                            "",
	} {
		got, ok := wantText(comment)
		assert.True(t, ok, comment)
		assert.Equal(t, want, got, comment)
	}
	_, ok := wantText(" the key we want")
	assert.False(t, ok)
}

// TestMatchWants pairs each report with one expectation of its line and
// kind, and reports what is left on either side.
func TestMatchWants(t *testing.T) {
	at := func(l int) token.Position { return token.Position{Filename: "a.go", Line: l, Column: 1} }
	wants := map[line][]expectation{
		{"a.go", 3}: {{rx: regexp.MustCompile(`segment "A"`)}, {rx: regexp.MustCompile(`segment "A"`)}},
		{"a.go", 4}: {{rx: regexp.MustCompile(`forbidden`)}},
		{"a.go", 5}: {{fact: "Key", rx: regexp.MustCompile(`producer`)}},
		{"a.go", 6}: {{fact: "Key", rx: regexp.MustCompile(`producer`)}},
	}
	reports := []reported{
		{at: at(3), message: `key "A:b" segment "A" is not snake_case`},
		{at: at(4), message: `key "A:b" segment "A" is not snake_case`},
		{at: at(5), fact: "Key", message: `producer("a")`},
		{at: at(6), fact: "Other", message: `producer("a")`},
		{at: at(7), message: "command KEYS is forbidden"},
	}
	assert.Equal(t, []string{
		`a.go:4:1: diagnostic "key \"A:b\" segment \"A\" is not snake_case" does not match ` + "`forbidden`",
		`a.go:6:1: unexpected fact: producer("a")`,
		"a.go:7:1: unexpected diagnostic: command KEYS is forbidden",
		"a.go:3: no diagnostic was reported matching `segment \"A\"`",
		"a.go:4: no diagnostic was reported matching `forbidden`",
		"a.go:6: no fact was reported matching `producer`",
	}, matchWants(wants, reports))
}

// recorder keeps what checkWants reports.
type recorder struct{ errors []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// TestCheckWantsFails runs the defaults on the case written for
// case: camel: the harness must see the diagnostics no want expects, the
// wants that nothing meets, and a message that does not match its want.
func TestCheckWantsFails(t *testing.T) {
	t.Parallel()
	roots := analyseCases(t, newTestAnalyzer(t, nil), "camel")
	require.Len(t, roots, 1)
	var r recorder
	checkWants(&r, roots[0])
	all := strings.Join(r.errors, "\n")
	assert.Contains(t, all, `unexpected diagnostic: key "userProfile:session" segment "userProfile" is not snake_case`)
	assert.Contains(t, all, "no diagnostic was reported matching `key \"user_profile:session\" segment \"user_profile\" is not camelCase`")
	assert.Contains(t, all, `diagnostic "key \"UserProfile:session\" segment \"UserProfile\" is not snake_case" does not match`)
}
