// Command corpus measures rediskeylint on public modules that use Redis:
// it downloads each through the Go module proxy, unpacks it as its own main
// module in a temporary directory, runs the catalog and the linter on its
// Redis-using packages, and prints per module the key sites (resolved,
// partial, forwarded, unresolved) and the findings by rule.
//
// For a module with a recording of the keys its tests sent to a real
// redis-server (testdata/runtime/<name>.json, made by
// internal/corpus/record), it also prints the share of the production key
// shapes that a template of the catalog matches, and the shapes none
// matches.
//
// For a module with hand-read judgements of its key sites
// (testdata/reach/<name>.tsv, see reach.go and docs/reach.md), it prints
// the share of the key sites a reader sees that the catalog reaches, the
// keys it misses by class, and the catalog entries no judgement names.
//
// Last it adopts each module as a new user would: rediskeylint init writes
// the convention it infers and a baseline. A run with the convention alone
// lists the findings after init (what a team that adopts the convention
// but keeps no baseline reads, the ones to judge); a run with the baseline
// too must print no finding. The convention init printed is shown per
// module.
//
//	go run ./internal/corpus -bin bin/rediskeylint [-v] [-only rmq,gocraft-work] [-min-share 0.9] [-min-reach 0.9]
//
// It is not part of the test suite: it needs the network to the proxy and
// minutes of build time.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/corpus/modules"
	"github.com/rediskeylint/rediskeylint/internal/keyshape"
)

// site is the part of a catalog entry this command reads.
type site struct {
	Pos       string   `json:"pos"`
	Command   string   `json:"command"`
	Templates []string `json:"templates"`
	Status    string   `json:"status"`
	Reason    string   `json:"reason"`
	// Open are the templates with reassignable text as holes.
	Open []string `json:"open"`
}

// diagnostic is one finding of the linter's -json output.
type diagnostic struct {
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	Category string `json:"category"`
}

func main() {
	bin := flag.String("bin", "bin/rediskeylint", "the rediskeylint binary")
	verbose := flag.Bool("v", false, "list every site and every finding (default: unresolved sites and findings)")
	only := flag.String("only", "", "comma-separated names of the modules to measure (default: all)")
	runtimeDir := flag.String("runtime", "testdata/runtime", "directory of the runtime recordings")
	reachDir := flag.String("reach", "testdata/reach", "directory of the hand-read judgements of key sites")
	minShare := flag.Float64("min-share", 0, "exit 1 when a module's share of matched production shapes is below this (0 to 1)")
	minReach := flag.Float64("min-reach", 0, "exit 1 when the share of hand-read key sites the catalog reaches, over all modules, is below this (0 to 1)")
	flag.Parse()
	if *minShare < 0 || *minShare > 1 {
		fail(fmt.Errorf("-min-share: %v is not between 0 and 1", *minShare))
	}
	if *minReach < 0 || *minReach > 1 {
		fail(fmt.Errorf("-min-reach: %v is not between 0 and 1", *minReach))
	}
	abs, err := filepath.Abs(*bin)
	if err != nil {
		fail(err)
	}
	selected, err := selectModules(*only)
	if err != nil {
		fail(err)
	}
	fmt.Printf("| module | key sites | resolved | partial | forwarded | unresolved | findings by rule |\n| --- | --- | --- | --- | --- | --- | --- |\n")
	var details, truth, adoption, adoptionTable strings.Builder
	belowTarget, adoptionFails := false, false
	reach := newReachReport()
	for _, m := range selected {
		dir, err := modules.Unpack(m)
		if err != nil {
			fail(err)
		}
		sites, err := catalog(abs, dir, m.Packages)
		if err != nil {
			fail(fmt.Errorf("%s: %v", m.Path, err))
		}
		diags, err := lint(abs, dir, m.Packages)
		if err != nil {
			fail(fmt.Errorf("%s: %v", m.Path, err))
		}
		report, afterInit, left, err := adopt(abs, dir, m.Packages)
		if err != nil {
			fail(fmt.Errorf("%s: %v", m.Path, err))
		}
		os.RemoveAll(dir)
		adoptionFails = adoptionFails || len(left) > 0
		fmt.Fprintf(&adoptionTable, "| %s@%s | %d | %d | %d |\n", m.Path, m.Version, len(diags), len(afterInit), len(left))
		fmt.Fprintf(&adoption, "\n### %s@%s: %d findings after init, %d outside its baseline\n%s", m.Path, m.Version, len(afterInit), len(left), report)
		for _, d := range afterInit {
			fmt.Fprintf(&adoption, "after init [%s] %s: %s\n", d.Category, strings.TrimPrefix(d.Posn, dir+"/"), d.Message)
		}
		for _, d := range left {
			fmt.Fprintf(&adoption, "left [%s] %s: %s\n", d.Category, strings.TrimPrefix(d.Posn, dir+"/"), d.Message)
		}
		count := map[string]int{}
		for _, s := range sites {
			count[s.Status]++
		}
		byRule := map[string]int{}
		for _, d := range diags {
			byRule[d.Category]++
		}
		fmt.Printf("| %s@%s | %d | %d | %d | %d | %d | %s |\n", m.Path, m.Version, len(sites),
			count["resolved"], count["partial"], count["forwarded"], count["unresolved"], formatCounts(byRule))
		fmt.Fprintf(&details, "\n## %s@%s\n", m.Path, m.Version)
		for _, s := range sites {
			if s.Status == "unresolved" || *verbose {
				fmt.Fprintf(&details, "site %s %s %s %v %s\n", s.Status, s.Pos, s.Command, s.Templates, s.Reason)
			}
		}
		for _, d := range diags {
			fmt.Fprintf(&details, "finding [%s] %s: %s\n", d.Category, strings.TrimPrefix(d.Posn, dir+"/"), d.Message)
		}
		share, ok, err := runtimeTruth(&truth, filepath.Join(*runtimeDir, m.Name+".json"), m, sites)
		if err != nil {
			fail(err)
		}
		if ok && share < *minShare {
			belowTarget = true
		}
		sh, err := readSheet(filepath.Join(*reachDir, m.Name+".tsv"))
		if err != nil && !os.IsNotExist(err) {
			fail(err)
		}
		if err == nil {
			reach.add(m.Name, m.Path+"@"+m.Version, sh, countReach(sh, sites))
		}
	}
	fmt.Printf("\n| adoption | findings with the defaults | after init | outside the baseline |\n| --- | --- | --- | --- |\n%s", adoptionTable.String())
	if truth.Len() > 0 {
		fmt.Printf("\n| runtime truth | production shapes | matched by a template | share |\n| --- | --- | --- | --- |\n%s", truth.String())
	}
	reach.print()
	fmt.Print(details.String())
	fmt.Printf("\n## Adoption: init, then a run with its configuration and baseline\n%s", adoption.String())
	if adoptionFails {
		fail(fmt.Errorf("a run after init printed findings outside the baseline"))
	}
	if belowTarget {
		fail(fmt.Errorf("a module's share of matched production shapes is below -min-share %v", *minShare))
	}
	if reach.keys > 0 && float64(reach.reached) < *minReach*float64(reach.keys) {
		fail(fmt.Errorf("the hand-read key sites reached, %d of %d, are below -min-reach %v", reach.reached, reach.keys, *minReach))
	}
}

func selectModules(only string) ([]modules.Module, error) {
	if only == "" {
		return modules.Corpus, nil
	}
	var out []modules.Module
	for _, name := range strings.Split(only, ",") {
		m, err := modules.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, fmt.Errorf("-only: %v", err)
		}
		out = append(out, m)
	}
	return out, nil
}

// runtimeTruth matches the production shapes of the module's recording, if
// there is one, against the templates of its catalog: it writes a row of
// the table to w and returns the share matched.
func runtimeTruth(w *strings.Builder, path string, m modules.Module, sites []site) (share float64, ok bool, err error) {
	rec, err := keyshape.LoadRecording(path)
	if os.IsNotExist(err) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	if rec.Module != m.Path || rec.Version != m.Version {
		return 0, false, fmt.Errorf("%s records %s@%s, not %s@%s", path, rec.Module, rec.Version, m.Path, m.Version)
	}
	var templates []string
	for _, s := range sites {
		if len(s.Open) > 0 {
			// Text a program may reassign (a prefix its tests set)
			// matches whatever the run used.
			templates = append(templates, s.Open...)
			continue
		}
		templates = append(templates, s.Templates...)
	}
	result := keyshape.MatchRecording(rec, keyshape.NewMatcher(templates))
	share = result.Share()
	fmt.Fprintf(w, "| %s@%s | %d | %d | %.0f %% |\n", m.Path, m.Version, len(result.Matched)+len(result.Unmatched), len(result.Matched), 100*share)
	for _, s := range result.Unmatched {
		fmt.Fprintf(w, "|   unmatched: `%s` (%s, e.g. %q) | | | |\n", s.Shape, strings.Join(s.Commands, " "), s.Example)
	}
	return share, true, nil
}

// run runs the binary in dir and returns its standard output.
func run(bin, dir string, args ...string) ([]byte, error) {
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = modules.Env()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 3 {
			return out, nil // findings
		}
		return out, fmt.Errorf("%s %s: %v\n%s", filepath.Base(bin), strings.Join(args, " "), err, stderr.String())
	}
	return out, nil
}

func catalog(bin, dir string, pkgs []string) ([]site, error) {
	out, err := run(bin, dir, append([]string{"catalog", "-format", "json"}, pkgs...)...)
	if err != nil {
		return nil, err
	}
	var cat struct{ Sites []site }
	if err := json.Unmarshal(out, &cat); err != nil {
		return nil, err
	}
	return cat.Sites, nil
}

// adopt runs init in the module (the convention it infers, and a baseline
// of what remains), then the linter twice: with the convention alone (the
// findings after init) and with the baseline too (what is left outside
// it). It returns what init printed and the findings of the two runs.
func adopt(bin, dir string, pkgs []string) (report string, afterInit, left []diagnostic, err error) {
	const baseline = "rediskeylint-baseline.json"
	out, err := run(bin, dir, append([]string{"init", "-baseline", baseline}, pkgs...)...)
	if err != nil {
		return "", nil, nil, err
	}
	afterInit, err = lint(bin, dir, pkgs)
	if err != nil {
		return "", nil, nil, err
	}
	left, err = lint(bin, dir, pkgs, "-baseline", baseline)
	return string(out), afterInit, left, err
}

// lint runs the linter on the packages with the extra flags and returns
// its findings.
func lint(bin, dir string, pkgs []string, flags ...string) ([]diagnostic, error) {
	// Findings in test files are left out (tests is off), as the catalog
	// leaves them out: the corpus measures the keys of production code.
	args := append([]string{"-json"}, flags...)
	out, err := run(bin, dir, append(args, pkgs...)...)
	if err != nil {
		return nil, err
	}
	// -json prints {package: {analyzer: [diagnostics] | {"error": …}}}.
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(out, &tree); err != nil {
		return nil, err
	}
	var diags []diagnostic
	for _, byAnalyzer := range tree {
		for _, raw := range byAnalyzer {
			var list []diagnostic
			if json.Unmarshal(raw, &list) == nil {
				diags = append(diags, list...)
			}
		}
	}
	// The tree is a map: findings at one position are ordered by their
	// text too, so that two runs print them alike.
	sort.Slice(diags, func(i, j int) bool {
		a, b := diags[i], diags[j]
		if a.Posn != b.Posn {
			return a.Posn < b.Posn
		}
		if a.Category != b.Category {
			return a.Category < b.Category
		}
		return a.Message < b.Message
	})
	return diags, nil
}

func formatCounts(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "corpus:", err)
	os.Exit(1)
}
