package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// integrationDir is the module that requires the real client libraries;
// its dependencies come from the module proxy when the test runs.
const integrationDir = "../../testdata/integration"

// TestIntegration runs the built binary with -json over a module that uses
// the real go-redis v9 and v8, redigo and rueidis, and checks that the
// diagnostics are exactly the ones the `// want` comments of its sources
// expect: every diagnostic expected, every expectation met.
func TestIntegration(t *testing.T) {
	bin := buildTool(t)
	dir := moduleDir(t)

	wants := parseWants(t, dir)
	require.GreaterOrEqual(t, len(wants), 60, "the module's sources hold the expectations")

	stdout, stderr, code := runTool(t, dir, bin, "-json", "./...")
	require.Equal(t, 3, code, "with -json, findings exit 3 as in every format\nstderr:\n%s", stderr)
	diags := parseJSONDiagnostics(t, dir, stdout)
	require.NotEmpty(t, diags, "stdout:\n%s", stdout)

	for _, d := range diags {
		assert.Contains(t, keyrules.Rules, d.Category, "%s: %s", d.where(), d.Message)
	}

	unexpected, unmet := matchWants(diags, wants)
	assert.Empty(t, unexpected, "diagnostics that no // want expects")
	assert.Empty(t, unmet, "expectations that no diagnostic meets")
}

// moduleDir returns the absolute directory of the integration module.
func moduleDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(integrationDir)
	require.NoError(t, err)
	return dir
}

// goEnv is the environment of the commands run in the integration module:
// -mod=mod lets the go command complete go.sum from the proxy, and the
// module is used on its own even if a go.work lies above it.
func goEnv() []string {
	return append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
}

// runTool runs name with args in dir and returns its output and exit code;
// a failure to start is fatal.
func runTool(t *testing.T, dir, name string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = goEnv()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		code = exit.ExitCode()
	default:
		require.NoError(t, err, "run %s %v", name, args)
	}
	return out.String(), errOut.String(), code
}

// A diagnostic is one finding of the -json output, its file relative to
// the module.
type diagnostic struct {
	File     string
	Line     int
	Category string
	Message  string
}

func (d diagnostic) where() string { return fmt.Sprintf("%s:%d", d.File, d.Line) }

func (d diagnostic) String() string {
	return fmt.Sprintf("%s: [%s] %s", d.where(), d.Category, d.Message)
}

// parseJSONDiagnostics reads the -json tree of the checker,
// package → analyzer → diagnostics (or an error object), and fails the
// test on an analyzer error.
func parseJSONDiagnostics(t *testing.T, dir, out string) []diagnostic {
	t.Helper()
	var diags []diagnostic
	dec := json.NewDecoder(strings.NewReader(out))
	for dec.More() {
		var tree map[string]map[string]json.RawMessage
		require.NoError(t, dec.Decode(&tree), "the -json output is a tree of packages and analyzers")
		for pkg, byAnalyzer := range tree {
			for name, raw := range byAnalyzer {
				require.Equal(t, "rediskey", name, "package %s", pkg)
				var failed struct{ Error string }
				if json.Unmarshal(raw, &failed) == nil {
					require.Empty(t, failed.Error, "the analyzer failed on %s", pkg)
					continue
				}
				var list []struct {
					Posn     string `json:"posn"`
					Message  string `json:"message"`
					Category string `json:"category"`
				}
				require.NoError(t, json.Unmarshal(raw, &list), "package %s", pkg)
				for _, d := range list {
					file, line := splitPosn(t, dir, d.Posn)
					diags = append(diags, diagnostic{File: file, Line: line, Category: d.Category, Message: d.Message})
				}
			}
		}
	}
	return diags
}

// splitPosn splits "file:line:col" into the file relative to dir and the line.
func splitPosn(t *testing.T, dir, posn string) (string, int) {
	t.Helper()
	rest, _, ok := cutLast(posn, ":") // column
	require.True(t, ok, "position %q", posn)
	file, lineText, ok := cutLast(rest, ":")
	require.True(t, ok, "position %q", posn)
	line, err := strconv.Atoi(lineText)
	require.NoError(t, err, "position %q", posn)
	rel, err := filepath.Rel(dir, file)
	require.NoError(t, err, "position %q", posn)
	return filepath.ToSlash(rel), line
}

func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// A want is one expectation: a diagnostic on this line whose message
// matches the regexp.
type want struct {
	File string
	Line int
	Re   *regexp.Regexp
}

func (w want) String() string { return fmt.Sprintf("%s:%d: %s", w.File, w.Line, w.Re) }

// parseWants reads the `// want "re" ...` comments of every Go file under
// dir, as analysistest writes them: one or more Go string literals, each a
// regexp that one diagnostic on the comment's line must match.
func parseWants(t *testing.T, dir string) []want {
	t.Helper()
	var wants []want
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		for _, group := range f.Comments {
			for _, c := range group.List {
				text, ok := strings.CutPrefix(c.Text, "// want ")
				if !ok {
					continue
				}
				res, err := wantPatterns(text)
				if err != nil {
					return fmt.Errorf("%s: %v", fset.Position(c.Pos()), err)
				}
				for _, re := range res {
					wants = append(wants, want{File: filepath.ToSlash(rel), Line: fset.Position(c.Pos()).Line, Re: re})
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
	return wants
}

// wantPatterns parses the string literals after "want".
func wantPatterns(text string) ([]*regexp.Regexp, error) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	src := []byte(text)
	var errs scanner.ErrorList
	s.Init(fset.AddFile("want", -1, len(src)), src, func(pos token.Position, msg string) {
		errs.Add(pos, msg)
	}, 0)
	var res []*regexp.Regexp
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF:
			if len(res) == 0 {
				return nil, errors.New("want has no pattern")
			}
			return res, errs.Err()
		case token.SEMICOLON: // inserted at the end of the line
			continue
		case token.STRING:
			pattern, err := strconv.Unquote(lit)
			if err != nil {
				return nil, err
			}
			re, err := regexp.Compile(pattern)
			if err != nil {
				return nil, err
			}
			res = append(res, re)
		default:
			return nil, fmt.Errorf("want takes string literals, not %s", tok)
		}
	}
}

// matchWants pairs each diagnostic with an unused expectation of its line
// that its message matches, and returns what is left on either side.
func matchWants(diags []diagnostic, wants []want) (unexpected, unmet []string) {
	used := make([]bool, len(wants))
	for _, d := range diags {
		found := false
		for i, w := range wants {
			if !used[i] && w.File == d.File && w.Line == d.Line && w.Re.MatchString(d.Message) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			unexpected = append(unexpected, d.String())
		}
	}
	for i, w := range wants {
		if !used[i] {
			unmet = append(unmet, w.String())
		}
	}
	slices.Sort(unexpected)
	slices.Sort(unmet)
	return unexpected, unmet
}

// TestMatchWants checks the harness itself: a diagnostic meets at most one
// expectation of its own line, and what is left on either side is
// reported.
func TestMatchWants(t *testing.T) {
	res, err := wantPatterns("`segment \"A\"` \"x\\\\.y\"")
	require.NoError(t, err)
	require.Len(t, res, 2)
	assert.Equal(t, `segment "A"`, res[0].String())
	assert.Equal(t, `x\.y`, res[1].String())
	_, err = wantPatterns("42")
	assert.Error(t, err, "only string literals")
	_, err = wantPatterns("")
	assert.Error(t, err, "at least one pattern")

	wants := []want{
		{File: "a.go", Line: 3, Re: regexp.MustCompile(`segment "A"`)},
		{File: "a.go", Line: 3, Re: regexp.MustCompile(`segment "A"`)},
		{File: "a.go", Line: 4, Re: regexp.MustCompile(`forbidden`)},
	}
	diags := []diagnostic{
		{File: "a.go", Line: 3, Message: `key "A:b" segment "A" is not snake_case`},
		{File: "a.go", Line: 4, Message: `key "A:b" segment "A" is not snake_case`},
		{File: "b.go", Line: 4, Message: "command KEYS is forbidden"},
	}
	unexpected, unmet := matchWants(diags, wants)
	assert.Equal(t, []string{
		`a.go:4: [] key "A:b" segment "A" is not snake_case`,
		"b.go:4: [] command KEYS is forbidden",
	}, unexpected)
	assert.Equal(t, []string{`a.go:3: segment "A"`, "a.go:4: forbidden"}, unmet)
}
