package lsp

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/keysite"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A folder is a workspace folder and what its analyses found.
type folder struct {
	dir string
	// sites are the key sites of each package (by package ID) from the
	// last analysis that ran the analyzer on it.
	sites map[string][]keySite
	// findings are those of the last analysis that succeeded, kept while
	// the folder does not load.
	findings []driver.Finding
	// stats says what the last analysis ran.
	stats string
}

func newFolder(dir string) *folder {
	return &folder{dir: dir, sites: map[string][]keySite{}}
}

// A snapshot is what the analyses of every folder found at one time.
type snapshot struct {
	findings []driver.Finding
	sites    []keySite // once each, in position order
	problems []problem
	notes    []string          // what each folder's analysis did, for the log
	overlay  map[string][]byte // the unsaved contents the analyses read

	mu    sync.Mutex
	texts map[string]text
}

// A problem is an error that is not a finding: a package that does not
// load, a bad configuration file, a failed analysis. file is "" when the
// error names no file.
type problem struct {
	file      string
	line, col int // 1-based, byte column; 0 for the start of the file
	message   string
}

// text returns the contents of file as the analysis read them.
func (s *snapshot) text(file string) text {
	if src, ok := s.overlay[file]; ok {
		return src
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.texts[file]; ok {
		return t
	}
	src, _ := os.ReadFile(file) // a file that went away has no positions to convert
	if s.texts == nil {
		s.texts = map[string]text{}
	}
	s.texts[file] = src
	return src
}

// analyse analyses every folder with the documents' overlay.
func analyse(folders []*folder, set settings, overlay map[string][]byte) *snapshot {
	snap := &snapshot{overlay: overlay}
	for _, f := range folders {
		start := time.Now()
		problems := f.analyse(set, overlay)
		snap.problems = append(snap.problems, problems...)
		snap.notes = append(snap.notes, fmt.Sprintf("%s: analysed in %v, %s", f.dir, time.Since(start).Round(time.Millisecond), f.stats))
		snap.findings = append(snap.findings, f.findings...)
		for _, id := range sortedKeys(f.sites) {
			snap.sites = append(snap.sites, f.sites[id]...)
		}
	}
	snap.sites = uniqueSites(snap.sites)
	return snap
}

// analyse runs the analysis of the folder, keeping what the last one
// found when this one fails, and returns the problems it met.
func (f *folder) analyse(set settings, overlay map[string][]byte) []problem {
	if problems := checkConfigs(f.dir, set, overlay); len(problems) > 0 {
		f.stats = "stopped by the configuration"
		return problems
	}
	f.stats = "failed"
	a, err := newAnalyzer(set)
	if err != nil {
		return []problem{{message: err.Error()}}
	}
	// The first analysis runs the analyzer on every package for its
	// sites; then the cache answers the packages that did not change,
	// whose sites are those of the run before.
	answerRoots := len(f.sites) > 0
	res, err := driver.Analyze(a, []string{"./..."}, driver.LoadOptions{Dir: f.dir, Tests: true, Tags: set.tags, Overlay: overlay, Library: analyzer.ClientLibrary}, answerRoots)
	if err != nil {
		return []problem{{message: err.Error()}}
	}
	findings, err := res.Findings(f.dir)
	if err != nil {
		return []problem{{message: err.Error()}}
	}
	// A package that does not load is a diagnostic on its errors; the
	// others' results stand.
	problems := loadProblems(res.Problems)
	if res.CacheErr != nil {
		problems = append(problems, problem{message: "warning: " + res.CacheErr.Error()})
	}
	f.findings = findings
	f.stats = "the result cache is off"
	if res.Cache != nil {
		analysed, answered := res.Cache.Stats()
		f.stats = fmt.Sprintf("%d packages analysed, %d answered by the result cache", analysed, answered)
	}
	for _, act := range res.Graph.Roots {
		if r, ok := act.Result.(*keysite.Result); ok {
			f.sites[act.Package.ID] = withDefinitions(act.Package, r.Sites)
		}
	}
	return problems
}

// checkConfigs checks the configuration files that apply to the folder
// and to the directories of its open files, so that a bad one is reported
// on itself.
func checkConfigs(dir string, set settings, overlay map[string][]byte) []problem {
	dirs := []string{dir}
	for name := range overlay {
		if within(name, dir) && !slices.Contains(dirs, filepath.Dir(name)) {
			dirs = append(dirs, filepath.Dir(name))
		}
	}
	seen := map[string]bool{}
	var problems []problem
	for _, d := range dirs {
		files, err := config.InputFiles(d, set.flags["config"])
		if err != nil {
			return []problem{{message: err.Error()}}
		}
		for _, file := range files {
			if seen[file] || filepath.Base(file) == "go.mod" {
				continue
			}
			seen[file] = true
			data, err := os.ReadFile(file)
			if err == nil {
				_, err = config.Parse(data, keyrules.Default())
			}
			if err != nil {
				problems = append(problems, problem{file: file, line: errorLine(data, err), message: err.Error()})
			}
		}
	}
	return problems
}

// lineOf finds the line a YAML error names ("line 3: ...").
var lineOf = regexp.MustCompile(`\bline (\d+)\b`)

// errorLine returns the line of a configuration file that err is about:
// the line it names, else that of the top-level key it starts with (the
// configuration's errors name the option at fault), else 0.
func errorLine(data []byte, err error) int {
	msg := err.Error()
	if m := lineOf.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return 0
	}
	keys := doc.Content[0].Content
	for i := 0; i < len(keys); i += 2 {
		if strings.HasPrefix(msg, keys[i].Value+":") {
			return keys[i].Line
		}
	}
	return 0
}

// loadPos splits a go/packages error position, "file:line:col",
// "file:line" or "-".
var loadPos = regexp.MustCompile(`^(.+?):(\d+)(?::(\d+))?$`)

func loadProblems(broken []driver.Problem) []problem {
	var out []problem
	for _, e := range errorsOf(broken) {
		p := problem{message: e.Msg}
		if m := loadPos.FindStringSubmatch(e.Pos); m != nil {
			p.file = m[1]
			p.line, _ = strconv.Atoi(m[2])
			p.col, _ = strconv.Atoi(m[3])
		} else if e.Pos != "" && e.Pos != "-" {
			p.message = fmt.Sprintf("%s: %s", e.Pos, e.Msg)
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	// go list repeats the type checker's errors without a position, with
	// the overlay's temporary file names: those with a file suffice.
	if slices.ContainsFunc(out, func(p problem) bool { return p.file != "" }) {
		out = slices.DeleteFunc(out, func(p problem) bool { return p.file == "" })
	}
	return out
}

// errorsOf returns the load errors of the packages that did not load.
func errorsOf(broken []driver.Problem) []packages.Error {
	var errs []packages.Error
	for _, b := range broken {
		errs = append(errs, b.Errors...)
	}
	return errs
}

// uniqueSites drops the copies of a site that the variants of a package
// (with and without its tests) both report, and sorts them.
func uniqueSites(sites []keySite) []keySite {
	type key struct {
		file        string
		line, col   int
		client, cmd string
		templates   string
	}
	seen := map[key]bool{}
	var out []keySite
	for _, s := range sites {
		k := key{s.Pos.Filename, s.Pos.Line, s.Pos.Column, s.Client, s.Command, strings.Join(s.Templates, "\x00")}
		if !seen[k] {
			seen[k] = true
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b keySite) int {
		return cmp.Or(
			cmp.Compare(a.Pos.Filename, b.Pos.Filename),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column),
		)
	})
	return out
}
