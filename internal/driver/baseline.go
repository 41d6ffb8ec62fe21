package driver

import (
	"encoding/json"
	"fmt"
	"os"
)

// A baseline records accepted findings by fingerprint (rule, file,
// message), never by line, so that a finding stays accepted when code
// around it moves; the count keeps equal findings of one file apart, so
// that a second copy of an accepted problem is new. The rule, file and
// message are kept for people reading the file.
type baseline struct {
	Version  int             `json:"version"`
	Findings []baselineEntry `json:"findings"`
}

type baselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Rule        string `json:"rule"`
	File        string `json:"file"`
	Message     string `json:"message"`
	Count       int    `json:"count"`
}

const baselineVersion = 1

// writeBaseline records findings in file.
func writeBaseline(file string, findings []Finding, base string) error {
	b := baseline{Version: baselineVersion, Findings: []baselineEntry{}}
	index := map[string]int{}
	for _, f := range findings {
		if i, ok := index[f.Fingerprint]; ok {
			b.Findings[i].Count++
			continue
		}
		index[f.Fingerprint] = len(b.Findings)
		b.Findings = append(b.Findings, baselineEntry{f.Fingerprint, f.Rule, relPath(base, f.Pos.Filename), f.Message, 1})
	}
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(file, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("-write-baseline: %w", err)
	}
	return nil
}

// readBaseline reads a file written by writeBaseline.
func readBaseline(file string) (baseline, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return baseline{}, fmt.Errorf("-baseline: %w", err)
	}
	var b baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return baseline{}, fmt.Errorf("-baseline: %s is not a baseline written by -write-baseline: %v", file, err)
	}
	if b.Version != baselineVersion {
		return baseline{}, fmt.Errorf("-baseline: %s has version %d; this rediskeylint reads version %d (write it again with -write-baseline)", file, b.Version, baselineVersion)
	}
	for i, e := range b.Findings {
		if e.Fingerprint == "" || e.Count < 1 {
			return baseline{}, fmt.Errorf("-baseline: %s: findings[%d] has no fingerprint or a count below 1", file, i)
		}
	}
	return b, nil
}

// subtract returns the findings that b does not accept, how many it
// accepted, and how many of b's entries (counting each accepted
// occurrence) no finding matched any more: fixed problems, stale entries.
func (b baseline) subtract(findings []Finding) (fresh []Finding, accepted, stale int) {
	left := map[string]int{}
	for _, e := range b.Findings {
		left[e.Fingerprint] += e.Count
	}
	for _, f := range findings {
		if left[f.Fingerprint] > 0 {
			left[f.Fingerprint]--
			accepted++
			continue
		}
		fresh = append(fresh, f)
	}
	for _, n := range left {
		stale += n
	}
	return fresh, accepted, stale
}
