package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/driver"
)

// reviewFlags are the catalog flags for keyspace review in pull requests.
type reviewFlags struct {
	diff    string // -diff OLD.json
	diffRev string // -diff-rev REV
	check   string // -check KEYSPACE.md
	tags    string // -tags of the catalog command
	// tool is the analyzer that builds the catalogs.
	tool driver.Tool
}

func addReviewFlags(fs *flag.FlagSet, tool driver.Tool) *reviewFlags {
	r := &reviewFlags{tool: tool}
	fs.StringVar(&r.diff, "diff", "", "print the key templates added, removed or changed since the catalog in `file` (written by -format json)")
	fs.StringVar(&r.diffRev, "diff-rev", "", "print the key templates added, removed or changed since the git `revision`")
	fs.StringVar(&r.check, "check", "", "exit 3 when the Markdown keyspace `file` is not what -format markdown prints now")
	return r
}

func (r *reviewFlags) active() bool { return r.diff != "" || r.diffRev != "" || r.check != "" }

// run carries out -diff, -diff-rev or -check and returns the exit code:
// 0 done (a diff is a report, whatever it holds), 3 a stale document, 1 a
// tool error.
func (r *reviewFlags) run(patterns []string, format string, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintf(stderr, "rediskeylint catalog: %v\n", err)
		return 1
	}
	given := 0
	for _, v := range []string{r.diff, r.diffRev, r.check} {
		if v != "" {
			given++
		}
	}
	if len(patterns) == 0 {
		return fail(errors.New("no packages given (name them as in rediskeylint catalog -diff OLD.json ./...)"))
	}
	if given > 1 {
		return fail(errors.New("-diff, -diff-rev and -check go one at a time"))
	}
	if r.check != "" {
		return r.runCheck(patterns, stdout, stderr)
	}
	if format == "" {
		format = "text"
	}
	if format != "text" && format != "markdown" && format != "json" {
		return fail(fmt.Errorf("-format: %q is not one of text, markdown, json", format))
	}
	var (
		old     *Catalog
		against string
		err     error
	)
	if r.diff != "" {
		old, err = Read(r.diff)
		against = r.diff
	} else {
		old, err = catalogAtRevision(r.tool, r.diffRev, patterns, r.tags)
		against = r.diffRev
	}
	if err != nil {
		return fail(err)
	}
	cur, err := Build(r.tool, patterns, driver.LoadOptions{Tags: r.tags})
	if err != nil {
		return fail(err)
	}
	d := diffCatalogs(old, cur)
	switch format {
	case "markdown":
		writeDiffMarkdown(stdout, d, against)
	case "json":
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(d); err != nil {
			return fail(err)
		}
	default:
		writeDiffText(stdout, d, against)
	}
	return ProblemsExit(stderr, "catalog", cur.Problems, 0)
}

// runCheck compares a committed Markdown keyspace with the current one.
func (r *reviewFlags) runCheck(patterns []string, stdout, stderr io.Writer) int {
	want, err := os.ReadFile(r.check)
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint catalog: -check: %v\n", err)
		return 1
	}
	cur, err := Build(r.tool, patterns, driver.LoadOptions{Tags: r.tags})
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint catalog: %v\n", err)
		return 1
	}
	var got bytes.Buffer
	WriteMarkdown(&got, cur)
	if line, ok := firstDifference(want, got.Bytes()); !ok {
		fmt.Fprintf(stderr, "rediskeylint catalog: %s is stale from line %d (%s); regenerate it with: rediskeylint catalog -format markdown %s > %s\n",
			r.check, line.number, line.text, strings.Join(patterns, " "), r.check)
		return ProblemsExit(stderr, "catalog", cur.Problems, 3)
	}
	fmt.Fprintf(stdout, "%s is up to date\n", r.check)
	return ProblemsExit(stderr, "catalog", cur.Problems, 0)
}

// A differingLine is where two documents part.
type differingLine struct {
	number int
	text   string
}

// firstDifference returns the first line where have and want differ, and
// false; or true when they are equal.
func firstDifference(have, want []byte) (differingLine, bool) {
	if bytes.Equal(have, want) {
		return differingLine{}, true
	}
	a, b := strings.Split(string(have), "\n"), strings.Split(string(want), "\n")
	for i := 0; ; i++ {
		switch {
		case i >= len(a):
			return differingLine{i + 1, "the file ends; now: " + quoteLine(b[i])}, false
		case i >= len(b):
			return differingLine{i + 1, "the file goes on: " + quoteLine(a[i])}, false
		case a[i] != b[i]:
			return differingLine{i + 1, "file: " + quoteLine(a[i]) + "; now: " + quoteLine(b[i])}, false
		}
	}
}

func quoteLine(s string) string {
	if len(s) > 100 {
		s = s[:100] + "..."
	}
	return fmt.Sprintf("%q", s)
}

// catalogAtRevision builds the catalog of the same packages as the code
// stood at a git revision, in a temporary worktree removed afterwards. The
// working directory's place in the repository is kept, so that relative
// package patterns and positions mean the same in both catalogs.
func catalogAtRevision(tool driver.Tool, rev string, patterns []string, tags string) (*Catalog, error) {
	top, err := gitOutput("", "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, fmt.Errorf("-diff-rev: %v", err)
	}
	if _, err := gitOutput(top, "rev-parse", "--verify", "--quiet", rev+"^{commit}"); err != nil {
		return nil, fmt.Errorf("-diff-rev: %q is not a revision of the repository at %s", rev, top)
	}
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	wd, _ = filepath.EvalSymlinks(wd)
	top, _ = filepath.EvalSymlinks(top)
	rel, err := filepath.Rel(top, wd)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "rediskeylint-rev-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	tree := filepath.Join(tmp, "tree")
	if _, err := gitOutput(top, "worktree", "add", "--detach", tree, rev); err != nil {
		return nil, fmt.Errorf("-diff-rev: %v", err)
	}
	defer gitOutput(top, "worktree", "remove", "--force", tree) //nolint:errcheck // best effort; the directory goes anyway
	cat, err := Build(tool, patterns, driver.LoadOptions{Dir: filepath.Join(tree, rel), Tags: tags})
	if err != nil {
		return nil, fmt.Errorf("at %s: %v", rev, err)
	}
	for _, p := range cat.Problems {
		if !p.TestsOnly {
			return nil, fmt.Errorf("at %s: %s", rev, p)
		}
	}
	return cat, nil
}

// gitOutput runs git in dir and returns its trimmed output, or an error
// holding its message.
func gitOutput(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %s", strings.Join(args, " "), msg)
	}
	return strings.TrimSpace(string(out)), nil
}
