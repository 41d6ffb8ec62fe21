package catalog

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// catalogUsage is printed for "rediskeylint catalog -h".
const catalogUsage = `usage: rediskeylint catalog [-format json|markdown] [flags] packages...
       rediskeylint catalog -diff OLD.json | -diff-rev REV [-format text|markdown|json] packages...
       rediskeylint catalog -check KEYSPACE.md packages...

Lists every Redis key site of the packages: position, client, command,
template (or why it is unresolved), the data type the command implies, the
TTL-setting commands seen on the same template and the slot when the hashed
part is literal. Markdown adds a namespace tree of the templates. Sites in
_test.go files are listed, marked "test", under -tests.

-diff and -diff-rev print the key templates added, removed or changed
(commands, data type, TTL) since an older catalog or git revision; -check
exits 3 when a committed Markdown keyspace is stale.
`

// A Entry is one key site with what the whole program says of its
// template.
type Entry struct {
	// Position is "file:line:column", the file relative to the
	// directory the catalog was made in.
	Position string `json:"pos"`
	keysite.Site
	// TTLCommands are the commands seen giving one of its templates a TTL.
	TTLCommands []string `json:"ttl_commands,omitempty"`
	// Test marks a site in a _test.go file; the catalog lists them only
	// under -tests.
	Test bool `json:"test,omitempty"`
}

// A Catalog is the keyspace of a set of packages.
type Catalog struct {
	Sites   []Entry        `json:"sites"`
	Summary map[string]int `json:"summary"`
	// Problems are the matched packages that did not load, whose sites
	// are missing (see driver.LoadSome).
	Problems []driver.Problem `json:"-"`
}

// ProblemsExit names, after the command's output, the packages that did
// not load, and turns code into 1 when there are any.
func ProblemsExit(stderr io.Writer, command string, problems []driver.Problem, code int) int {
	for _, p := range problems {
		fmt.Fprintf(stderr, "rediskeylint %s: %s\n", command, p)
	}
	if len(problems) > 0 {
		return 1
	}
	return code
}

// Run implements the catalog subcommand with the analyzer of tool and
// returns the exit code.
func Run(tool driver.Tool, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("catalog", flag.ContinueOnError)
	format := fs.String("format", "", "output `format`: json (the default) or markdown; with -diff or -diff-rev also text (their default)")
	tags := fs.String("tags", "", "comma-separated build `tags`")
	review := addReviewFlags(fs, tool)
	a := tool.Analyzer
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	if code, done := driver.ParseFlags(fs, args, catalogUsage, stderr); done {
		return code
	}
	if review.active() {
		review.tags = *tags
		return review.run(fs.Args(), *format, stdout, stderr)
	}
	if *format == "" {
		*format = "json"
	}
	if *format != "json" && *format != "markdown" {
		fmt.Fprintf(stderr, "rediskeylint catalog: -format: %q is not one of json, markdown\n", *format)
		return 1
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "rediskeylint catalog: no packages to list; give patterns such as ./... (rediskeylint catalog -help for more)")
		return 1
	}
	cat, err := Build(tool, fs.Args(), driver.LoadOptions{Tags: *tags})
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint catalog: %v\n", err)
		return 1
	}
	if *format == "markdown" {
		WriteMarkdown(stdout, cat)
		return ProblemsExit(stderr, "catalog", cat.Problems, 0)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(cat); err != nil {
		fmt.Fprintf(stderr, "rediskeylint catalog: %v\n", err)
		return 1
	}
	return ProblemsExit(stderr, "catalog", cat.Problems, 0)
}

// Build loads the packages as load says (its Dir, Tags and Env), runs
// the analyzer of tool over them and gathers the key sites of the packages named
// on the command line. Positions are made relative to load.Dir, or to the
// working directory when it is empty.
func Build(tool driver.Tool, patterns []string, load driver.LoadOptions) (*Catalog, error) {
	a := tool.Analyzer
	// Tests are loaded so that test sites can be listed (and marked) under
	// -tests; a package and its test variant give the same sites outside
	// test files, which are listed once.
	load.Tests = true
	load.Library = tool.Library
	dir := load.Dir
	res, err := driver.Analyze(a, patterns, load, false)
	if err != nil {
		return nil, err
	}
	graph := res.Graph
	base := dir
	if base == "" {
		base, _ = os.Getwd()
	} else if abs, err := filepath.Abs(base); err == nil {
		base = abs
	}
	cat := &Catalog{Summary: make(map[string]int), Problems: res.Problems}
	withTests := OptionSet(a, "tests")
	seen := map[string]bool{}
	for _, act := range RootsInOrder(graph) {
		if act.Err != nil {
			return nil, act.Err
		}
		res, _ := act.Result.(*keysite.Result)
		if res == nil {
			continue
		}
		for _, s := range res.Sites {
			if rel, err := filepath.Rel(base, s.Pos.Filename); err == nil {
				s.Pos.Filename = filepath.ToSlash(rel)
			}
			pos := fmt.Sprintf("%s:%d:%d", s.Pos.Filename, s.Pos.Line, s.Pos.Column)
			test := strings.HasSuffix(s.Pos.Filename, "_test.go")
			id := pos + " " + s.Command + " " + strings.Join(s.Templates, " ")
			if s.Script != nil {
				id += fmt.Sprintf(" script:%d:%s", s.Script.Line, s.Script.Lua)
			}
			if seen[id] || test && !withTests {
				continue
			}
			seen[id] = true
			cat.Sites = append(cat.Sites, Entry{Position: pos, Site: s, Test: test})
			cat.Summary[string(s.Status)]++
		}
	}
	cat.Summary["sites"] = len(cat.Sites)
	linkTTLs(cat)
	sort.SliceStable(cat.Sites, func(i, j int) bool {
		pi, pj := cat.Sites[i].Pos, cat.Sites[j].Pos
		if pi.Filename != pj.Filename {
			return pi.Filename < pj.Filename
		}
		if pi.Line != pj.Line {
			return pi.Line < pj.Line
		}
		return pi.Column < pj.Column
	})
	return cat, nil
}

// linkTTLs tells each site which commands give its templates a TTL anywhere
// in the catalog.
func linkTTLs(cat *Catalog) {
	ttl := make(map[string]map[string]bool)
	for _, s := range cat.Sites {
		if !s.SetsTTL {
			continue
		}
		for _, t := range s.Templates {
			if ttl[t] == nil {
				ttl[t] = make(map[string]bool)
			}
			ttl[t][s.Command] = true
		}
	}
	for i := range cat.Sites {
		seen := make(map[string]bool)
		for _, t := range cat.Sites[i].Templates {
			for cmd := range ttl[t] {
				seen[cmd] = true
			}
		}
		for cmd := range seen {
			cat.Sites[i].TTLCommands = append(cat.Sites[i].TTLCommands, cmd)
		}
		sort.Strings(cat.Sites[i].TTLCommands)
	}
}

// WriteMarkdown renders the catalog: a summary, the namespace tree, and a
// table of the sites.
func WriteMarkdown(w io.Writer, cat *Catalog) {
	fmt.Fprintf(w, "# Redis keyspace\n\n")
	fmt.Fprintf(w, "%d key sites: %d resolved, %d partial, %d forwarded by wrappers, %d unresolved.\n\n",
		cat.Summary["sites"], cat.Summary[string(keysite.Resolved)], cat.Summary[string(keysite.Partial)],
		cat.Summary[string(keysite.Forwarded)], cat.Summary[string(keysite.Unresolved)])
	fmt.Fprintf(w, "## Namespaces\n\n")
	root := &nsNode{children: make(map[string]*nsNode)}
	for _, s := range cat.Sites {
		if s.Status == keysite.Forwarded {
			continue // a wrapper's parameter: its callers' keys are in the tree
		}
		sep := s.Separator
		if sep == "" {
			sep = keyrules.Default().Separator
		}
		for _, t := range s.Templates {
			root.add(strings.Split(t, sep), t)
		}
	}
	root.write(w, 0)
	fmt.Fprintf(w, "\n## Sites\n\n")
	fmt.Fprintf(w, "| position | client | command | template | status | type | TTL | slot |\n")
	fmt.Fprintf(w, "| --- | --- | --- | --- | --- | --- | --- | --- |\n")
	for _, s := range cat.Sites {
		tmpl := "`" + strings.Join(s.Templates, "` `") + "`"
		if len(s.Templates) == 0 {
			tmpl = s.Reason
		}
		for _, v := range s.Reassignable {
			tmpl += fmt.Sprintf(" (likely value, %s can be reassigned)", v)
		}
		if sk := s.Script; sk != nil && sk.Line > 0 {
			tmpl += fmt.Sprintf(" (built in script, line %d, %s)", sk.Line, sk.Origin)
		}
		slot := ""
		if s.Slot != nil {
			slot = fmt.Sprint(*s.Slot)
		}
		fmt.Fprintf(w, "| %s:%d | %s | %s | %s | %s | %s | %s | %s |\n",
			s.Pos.Filename, s.Pos.Line, s.Client, s.Command, escapePipes(tmpl), s.Status, s.DataType,
			strings.Join(s.TTLCommands, " "), slot)
	}
}

func escapePipes(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// An nsNode is one level of the namespace tree.
type nsNode struct {
	children  map[string]*nsNode
	templates map[string]bool
}

func (n *nsNode) add(segments []string, template string) {
	if len(segments) == 0 {
		if n.templates == nil {
			n.templates = make(map[string]bool)
		}
		n.templates[template] = true
		return
	}
	child := n.children[segments[0]]
	if child == nil {
		child = &nsNode{children: make(map[string]*nsNode)}
		n.children[segments[0]] = child
	}
	child.add(segments[1:], template)
}

func (n *nsNode) write(w io.Writer, depth int) {
	names := make([]string, 0, len(n.children))
	for name := range n.children {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		child := n.children[name]
		label := "`" + name + "`"
		if len(child.children) == 0 && len(child.templates) > 0 {
			ts := make([]string, 0, len(child.templates))
			for t := range child.templates {
				ts = append(ts, "`"+t+"`")
			}
			sort.Strings(ts)
			label += " — " + strings.Join(ts, ", ")
		}
		fmt.Fprintf(w, "%s- %s\n", strings.Repeat("  ", depth), escapePipes(label))
		child.write(w, depth+1)
	}
}
