package initcmd

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rediskeylint/rediskeylint/internal/baseline"
	"github.com/rediskeylint/rediskeylint/internal/catalog"
	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/infer"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

const initUsage = `usage: rediskeylint init [-force] [-o FILE] [-baseline FILE] [packages]

Reads the key templates of the packages (./... by default), infers the
convention most of them share — separator, case of the words, depth,
prefix and namespaces, hash tags, a preset if one fits — prints it with
the share of templates that agree and the outliers, and writes it as a
commented .rediskeylint.yml. With -baseline it also records the findings
that remain under that configuration, so that CI fails only on new ones.
Keys in _test.go files do not vote.
`

// Run implements the init subcommand with the analyzer of tool and returns
// the exit code.
func Run(tool driver.Tool, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("init", flag.ContinueOnError)
	force := fs.Bool("force", false, "overwrite an existing configuration or baseline file")
	out := fs.String("o", ".rediskeylint.yml", "configuration `file` to write")
	basePath := fs.String("baseline", "", "also write the remaining findings to this baseline `file`")
	tags := fs.String("tags", "", "comma-separated build `tags`")
	if code, done := driver.ParseFlags(fs, args, initUsage, stderr); done {
		return code
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "rediskeylint init: %v\n", err)
		return 1
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	for _, p := range []string{*out, *basePath} {
		if p == "" || *force {
			continue
		}
		if _, err := os.Stat(p); err == nil {
			return fail(fmt.Errorf("%s exists; pass -force to overwrite it", p))
		}
	}

	// A fresh analyzer: the defaults, whatever flags were set before.
	fresh, err := tool.New()
	if err != nil {
		return fail(err)
	}
	cat, err := catalog.Build(driver.Tool{Analyzer: fresh, Library: tool.Library}, patterns, driver.LoadOptions{Tags: *tags})
	if err != nil {
		return fail(err)
	}
	samples := templateSamples(cat)
	templates := make([]keyrules.Template, len(samples))
	for i, s := range samples {
		templates[i] = s.rules
	}
	conv := infer.Infer(templates)

	doc, err := conventionYAML(conv)
	if err != nil {
		return fail(err)
	}
	if err := os.WriteFile(*out, doc, 0o644); err != nil {
		return fail(err)
	}
	// The run under the new configuration places each outlier where the
	// lint reports it, and gives the baseline its findings.
	configured, err := configuredAnalyzer(tool, *out)
	if err != nil {
		return fail(err)
	}
	findings, err := runFindings(configured, patterns, driver.LoadOptions{Tags: *tags})
	if err != nil {
		return fail(err)
	}
	printConvention(stdout, conv, samples, findings)
	fmt.Fprintf(stdout, "wrote %s\n", *out)

	if *basePath != "" {
		if err := writeBaseline(*basePath, findings); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "wrote %s: %d findings remain under the new configuration\n", *basePath, len(findings))
	}
	return catalog.ProblemsExit(stderr, "init", cat.Problems, 0)
}

// A templateSample is one distinct template and where it is first used.
type templateSample struct {
	template string
	// rules is the template as the analysis made it: the text its values
	// render is no word to vote for.
	rules keyrules.Template
	where string
}

// templateSamples returns the distinct templates of the catalog's sites
// outside test files, in catalog order. A literal template that is an
// instance of another is one key of that template's family, not a
// template of its own: the call s.Status(ctx, "o1") of a helper whose own
// site holds "order:status:<string>" gives "order:status:o1". The marks
// given to one key helper (limitKey("gw"), limitKey("ga")) are one family
// too: its first template stands for it.
func templateSamples(cat *catalog.Catalog) []templateSample {
	seen := map[string]bool{}
	var out []templateSample
	var families []*regexp.Regexp
	for _, s := range cat.Sites {
		if s.Test {
			continue
		}
		for i, t := range s.Templates {
			if i < len(s.Rules) && keysite.IsFallback(s.Rules[i], s.Rules) {
				continue // the lint does not judge it either
			}
			family := ""
			if i < len(s.Families) {
				family = s.Families[i]
			}
			if family != "" {
				if seen[family] {
					continue
				}
				seen[family] = true
			}
			if !seen[t] {
				seen[t] = true
				rules := keyrules.ParseTemplate(t)
				if i < len(s.Rules) {
					rules = s.Rules[i]
				}
				out = append(out, templateSample{t, rules, s.Position})
				if re := familyPattern(t); re != nil {
					families = append(families, re)
				}
			}
		}
	}
	return slices.DeleteFunc(out, func(s templateSample) bool {
		return keyrules.ParseTemplate(s.template).IsLiteral() &&
			slices.ContainsFunc(families, func(re *regexp.Regexp) bool { return re.MatchString(s.template) })
	})
}

// familyPattern returns the pattern of the keys a template with holes
// renders, each hole standing for any non-empty text, or nil when the
// template has none (or nothing but holes, which says nothing).
func familyPattern(template string) *regexp.Regexp {
	t := keyrules.ParseTemplate(template)
	if t.IsLiteral() || t.IsUnknown() {
		return nil
	}
	var b strings.Builder
	b.WriteString("^")
	for _, p := range t.Parts {
		if p.Hole != nil {
			b.WriteString(".+")
		} else {
			b.WriteString(regexp.QuoteMeta(p.Lit))
		}
	}
	b.WriteString("$")
	return regexp.MustCompile(b.String())
}

func percent(n, of int) string {
	if of == 0 {
		return "no templates vote"
	}
	return fmt.Sprintf("%d of %d templates (%d%%)", n, of, n*100/of)
}

// share says how many of the voters do something, or that none voted.
func share(n, of int, what string) string {
	if of == 0 {
		return "the default, no template tells"
	}
	return percent(n, of) + " " + what
}

// printConvention prints what init inferred.
func printConvention(w io.Writer, c infer.Convention, samples []templateSample, findings []reportedFinding) {
	fmt.Fprintf(w, "%d distinct key templates, %d with literal text\n", len(samples), c.Samples)
	if c.Samples == 0 {
		fmt.Fprintf(w, "no key templates with literal text: writing the defaults\n")
		return
	}
	fmt.Fprintf(w, "separator   %q   %s\n", c.Separator.Value, percent(c.Separator.Agree, c.Separator.Voters))
	if c.Separators != nil {
		fmt.Fprintf(w, "separators  %s   each of a third of the templates or more (%s): each key may use one of them\n",
			quotedList(c.Separators), separatorShares(c))
	}
	fmt.Fprintf(w, "case        %s   %s\n", c.Case.Value, percent(c.Case.Agree, c.Case.Voters))
	var depths []string
	for _, d := range sortedInts(c.Depths) {
		depths = append(depths, fmt.Sprintf("%d: %d", d, c.Depths[d]))
	}
	fmt.Fprintf(w, "depth       %d–%d   (%s)\n", c.MinDepth, c.MaxDepth, strings.Join(depths, ", "))
	if c.Prefix != "" {
		fmt.Fprintf(w, "prefix      %q   every template\n", c.Prefix)
	}
	if len(c.Namespaces) > 0 {
		var ns []string
		for i, n := range c.Namespaces {
			if i == 10 {
				ns = append(ns, fmt.Sprintf("… %d more", len(c.Namespaces)-10))
				break
			}
			ns = append(ns, fmt.Sprintf("%s (%d)", n.Name, n.Templates))
		}
		fmt.Fprintf(w, "namespaces  %s\n", strings.Join(ns, ", "))
	}
	fmt.Fprintf(w, "hash tags   %s", percent(c.HashTagged, c.Samples))
	if c.Config.Cluster {
		fmt.Fprintf(w, ": cluster on")
	}
	fmt.Fprintln(w)
	if c.Preset != "" {
		fmt.Fprintf(w, "preset      %s\n", c.Preset)
	}
	fmt.Fprintf(w, "agree       %s pass the inferred configuration\n", percent(c.Agree, c.Samples))
	if len(c.Outliers) > 0 {
		fmt.Fprintf(w, "outliers:\n")
	}
	for _, o := range c.Outliers {
		f := o.Findings[0]
		fmt.Fprintf(w, "  %s: %s: %s\n", outlierPosition(f, samples[o.Index].where, findings), f.Rule, f.Message)
	}
}

// outlierPosition returns where the lint reports an outlier's finding
// (the text at fault, as in every other output) on the line of the
// template's first site, where, or where itself when the run under the
// new configuration does not report it there.
func outlierPosition(f keyrules.Finding, where string, findings []reportedFinding) string {
	file, rest, _ := strings.Cut(where, ":")
	line, _, _ := strings.Cut(rest, ":")
	abs, err := filepath.Abs(file)
	if err != nil {
		return where
	}
	for _, r := range findings {
		if r.rule == string(f.Rule) && r.message == f.Message && r.file == abs && strconv.Itoa(r.line) == line {
			return fmt.Sprintf("%s:%d:%d", file, r.line, r.column)
		}
	}
	return where
}

func sortedInts(m map[int]int) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	return keys
}

// conventionYAML renders the inferred configuration as a commented
// .rediskeylint.yml, and checks that it reads back to the same options.
func conventionYAML(c infer.Convention) ([]byte, error) {
	cfg := c.Config
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Written by rediskeylint init from %d key templates; edit freely.\n", c.Samples)
	fmt.Fprintf(&b, "# Every key is listed in https://github.com/rediskeylint/rediskeylint/blob/main/docs/configuration.md\n")
	if c.Preset != "" {
		fmt.Fprintf(&b, "\n# Preset whose separator and case the code follows.\npreset: %s\n", c.Preset)
	}
	fmt.Fprintf(&b, "\n# Separator: %s.\nseparator: %s\n", share(c.Separator.Agree, c.Separator.Voters, "use it"), yamlString(cfg.Separator))
	if len(cfg.Separators) > 0 {
		var quoted []string
		for _, s := range cfg.Separators {
			quoted = append(quoted, yamlString(s))
		}
		why := "The preset's separators"
		if c.Separators != nil {
			why = fmt.Sprintf("Each of a third of the templates or more (%s)", separatorShares(c))
		}
		// Written out: a separator given alone would replace them.
		fmt.Fprintf(&b, "# %s: each key may use one of these,\n# the first it holds; keep one to hold every key to it.\nseparators: [%s]\n",
			why, strings.Join(quoted, ", "))
	}
	fmt.Fprintf(&b, "foreign-separators: %s\n", yamlString(cfg.ForeignSeparators))
	fmt.Fprintf(&b, "\n# Case of the literal words: %s.\n# Use consistent to make each package's dominant style the rule instead.\ncase: %s\n",
		share(c.Case.Agree, c.Case.Voters, "follow it"), cfg.Case)
	fmt.Fprintf(&b, "\n# Depth: the fewest and most segments seen.\nmin-depth: %d\nmax-depth: %d\n", cfg.MinDepth, cfg.MaxDepth)
	if cfg.Prefix != "" {
		fmt.Fprintf(&b, "\n# Every key starts with this prefix.\nprefix: %s\n", yamlString(cfg.Prefix))
	}
	if len(c.Namespaces) > 0 {
		var ns []string
		for _, n := range c.Namespaces {
			ns = append(ns, yamlString(n.Name))
		}
		sort.Strings(ns)
		fmt.Fprintf(&b, "\n# The first segments in use; uncomment to hold new keys to them.\n# namespaces: [%s]\n", strings.Join(ns, ", "))
	}
	fmt.Fprintf(&b, "\n# Hash tags: %s.\ncluster: %t\n", share(c.HashTagged, c.Samples, "hold one"), cfg.Cluster)
	fmt.Fprintf(&b, "\n# Findings in _test.go files stay quiet; true reports them.\ntests: false\n")
	doc := b.Bytes()
	got, err := config.Parse(doc, keyrules.Default())
	if err != nil {
		return nil, fmt.Errorf("the written configuration does not read back: %v", err)
	}
	if got.Separator != cfg.Separator || !slices.Equal(got.Separators, cfg.Separators) || got.Case != cfg.Case || got.MinDepth != cfg.MinDepth ||
		got.MaxDepth != cfg.MaxDepth || got.Prefix != cfg.Prefix || got.Cluster != cfg.Cluster {
		return nil, fmt.Errorf("the written configuration reads back as %+v, not %+v", got, cfg)
	}
	return doc, nil
}

// separatorShares says how many templates use each separator of a split
// vote: `":" 21, "." 21 of 42`.
func separatorShares(c infer.Convention) string {
	var parts []string
	for _, sc := range c.SeparatorCounts {
		parts = append(parts, fmt.Sprintf("%q %d", sc.Separator, sc.Templates))
	}
	return fmt.Sprintf("%s of %d", strings.Join(parts, ", "), c.Separator.Voters)
}

// quotedList quotes each string, space-separated.
func quotedList(ss []string) string {
	var parts []string
	for _, s := range ss {
		parts = append(parts, fmt.Sprintf("%q", s))
	}
	return strings.Join(parts, " ")
}

// yamlString quotes s as a YAML scalar.
func yamlString(s string) string {
	out, err := yaml.Marshal(s)
	if err != nil || strings.Contains(strings.TrimSpace(string(out)), "\n") {
		return fmt.Sprintf("%q", s)
	}
	v := strings.TrimSpace(string(out))
	if !strings.HasPrefix(v, "'") && !strings.HasPrefix(v, `"`) {
		v = fmt.Sprintf("%q", s)
	}
	return v
}

// writeBaseline writes the findings of the run under the configuration
// just written (test variants included, as the standalone driver runs)
// to the baseline file path.
func writeBaseline(path string, findings []reportedFinding) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	dir := filepath.Dir(abs)
	var prints []baseline.Fingerprint
	for _, f := range findings {
		prints = append(prints, baseline.Fingerprint{File: baseline.RelFile(dir, f.file), Rule: f.rule, Message: f.message})
	}
	var buf bytes.Buffer
	if err := baseline.New(prints).Write(&buf); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// A reportedFinding is one diagnostic of a run.
type reportedFinding struct {
	file, rule, message string
	line, column        int
}

// runFindings analyses the packages with the analyzer of tool, with their
// tests, and returns each diagnostic once (a package and its test variant
// report the findings outside test files alike).
func runFindings(tool driver.Tool, patterns []string, load driver.LoadOptions) ([]reportedFinding, error) {
	load.Tests = true
	load.Library = tool.Library
	res, err := driver.Analyze(tool.Analyzer, patterns, load, false)
	if err != nil {
		return nil, err
	}
	seen := map[reportedFinding]bool{}
	var out []reportedFinding
	for _, act := range catalog.RootsInOrder(res.Graph) {
		if act.Err != nil {
			return nil, act.Err
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			f := reportedFinding{file: p.Filename, rule: d.Category, message: d.Message, line: p.Line, column: p.Column}
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	return out, nil
}

// configuredAnalyzer returns tool with a fresh analyzer that reads its
// options from the configuration file config.
func configuredAnalyzer(tool driver.Tool, config string) (driver.Tool, error) {
	a, err := tool.New()
	if err != nil {
		return driver.Tool{}, err
	}
	abs, err := filepath.Abs(config)
	if err != nil {
		return driver.Tool{}, err
	}
	if err := a.Flags.Set("config", abs); err != nil {
		return driver.Tool{}, fmt.Errorf("-config %s: %v", abs, err)
	}
	return driver.Tool{Analyzer: a, Library: tool.Library}, nil
}
