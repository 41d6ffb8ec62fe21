package driver

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/rediskeylint/rediskeylint/internal/baseline"
)

// Baselines are the documents of package baseline, the same ones `init
// -baseline` writes: findings by rule, file (relative to the baseline's
// directory, so the file works from any working directory) and message,
// never by line.

// fingerprints returns the baseline fingerprints of findings for a
// baseline file at path.
func fingerprints(findings []Finding, path string) ([]baseline.Fingerprint, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(abs)
	prints := make([]baseline.Fingerprint, len(findings))
	for i, f := range findings {
		prints[i] = baseline.Fingerprint{File: baseline.RelFile(dir, f.Pos.Filename), Rule: f.Rule, Message: f.Message}
	}
	return prints, nil
}

// writeBaseline records findings in the baseline file path.
func writeBaseline(path string, findings []Finding) error {
	prints, err := fingerprints(findings, path)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := baseline.New(prints).Write(&buf); err != nil {
		return err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("-write-baseline: %w", err)
	}
	return nil
}

// readBaseline reads the baseline file path.
func readBaseline(path string) (*baseline.Baseline, error) {
	b, err := baseline.Read(path)
	if err != nil {
		return nil, fmt.Errorf("-baseline: %w", err)
	}
	return b, nil
}

// subtract returns the findings that b does not hold (b being the
// baseline file path), how many it held, and how many of b's findings no
// finding matched any more: fixed problems, stale entries.
func subtract(b *baseline.Baseline, path string, findings []Finding) (fresh []Finding, accepted, stale int, err error) {
	prints, err := fingerprints(findings, path)
	if err != nil {
		return nil, 0, 0, err
	}
	m := b.Matcher()
	for i, f := range findings {
		if m.Known(prints[i]) {
			accepted++
			continue
		}
		fresh = append(fresh, f)
	}
	return fresh, accepted, m.Left(), nil
}
