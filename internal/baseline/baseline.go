// Package baseline records the findings a codebase has today, so that CI
// can start green on an existing codebase and fail only on new problems.
//
// A baseline is a JSON document:
//
//	{
//	  "tool": "rediskeylint",
//	  "format": 1,
//	  "findings": [
//	    {"file": "cache/keys.go", "rule": "case",
//	     "message": "key \"userId:<int>\" segment \"userId\" is not snake_case", "count": 1}
//	  ]
//	}
//
// A finding's fingerprint is its file (slash-separated, relative to the
// directory that holds the baseline), its rule and its message, which
// quotes the key template. Line and column are left out on purpose: code
// moved by an edit above it keeps its fingerprint. Count says how many
// findings share the fingerprint; a run's finding is known when a
// fingerprint with count left matches it, so a second copy of a known
// problem in the same file is new. Entries are sorted, so the file diffs
// well in review.
package baseline

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Format is the version of the document written by this package.
const Format = 1

// A Finding is one fingerprint and how many findings share it.
type Finding struct {
	File    string `json:"file"`
	Rule    string `json:"rule"`
	Message string `json:"message"`
	Count   int    `json:"count"`
}

// A Baseline is the set of known findings.
type Baseline struct {
	Tool     string    `json:"tool"`
	Format   int       `json:"format"`
	Findings []Finding `json:"findings"`
}

// A Fingerprint identifies a finding without its line.
type Fingerprint struct {
	File, Rule, Message string
}

// New returns the baseline of the given findings.
func New(findings []Fingerprint) *Baseline {
	counts := map[Fingerprint]int{}
	for _, f := range findings {
		counts[f]++
	}
	b := &Baseline{Tool: "rediskeylint", Format: Format, Findings: []Finding{}}
	for f, n := range counts {
		b.Findings = append(b.Findings, Finding{File: f.File, Rule: f.Rule, Message: f.Message, Count: n})
	}
	sort.Slice(b.Findings, func(i, j int) bool {
		x, y := b.Findings[i], b.Findings[j]
		if x.File != y.File {
			return x.File < y.File
		}
		if x.Rule != y.Rule {
			return x.Rule < y.Rule
		}
		return x.Message < y.Message
	})
	return b
}

// Write writes the baseline as indented JSON.
func (b *Baseline) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(b)
}

// Read reads a baseline file; the error names the file and what is wrong.
func Read(path string) (*Baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var b Baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("%s: not a rediskeylint baseline: %v", path, err)
	}
	if b.Tool != "rediskeylint" || b.Format != Format {
		return nil, fmt.Errorf("%s: not a rediskeylint baseline of format %d (tool %q, format %d)", path, Format, b.Tool, b.Format)
	}
	for i, f := range b.Findings {
		if f.File == "" || f.Rule == "" || f.Message == "" || f.Count < 1 {
			return nil, fmt.Errorf("%s: findings[%d] needs file, rule, message and a count of at least 1", path, i)
		}
	}
	return &b, nil
}

// A Matcher tells known findings from new ones, using up the counts.
type Matcher struct {
	left map[Fingerprint]int
}

// Matcher returns a matcher over the baseline's findings.
func (b *Baseline) Matcher() *Matcher {
	m := &Matcher{left: map[Fingerprint]int{}}
	for _, f := range b.Findings {
		m.left[Fingerprint{f.File, f.Rule, f.Message}] += f.Count
	}
	return m
}

// Known reports whether f is in the baseline with count left, and uses one.
func (m *Matcher) Known(f Fingerprint) bool {
	if m.left[f] == 0 {
		return false
	}
	m.left[f]--
	return true
}

// Left returns how many of the baseline's findings no call to Known has
// used: problems fixed since, or stale entries.
func (m *Matcher) Left() int {
	n := 0
	for _, c := range m.left {
		n += c
	}
	return n
}

// RelFile returns file relative to dir, slash-separated, as fingerprints
// hold it; a file outside dir keeps its absolute path.
func RelFile(dir, file string) string {
	if rel, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(file)
}
