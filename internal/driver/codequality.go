package driver

import (
	"encoding/json"
	"fmt"
	"io"
)

// codeQualityIssue is one entry of a GitLab Code Quality report (a subset
// of the Code Climate issue format that GitLab reads).
type codeQualityIssue struct {
	Description string              `json:"description"`
	CheckName   string              `json:"check_name"`
	Fingerprint string              `json:"fingerprint"`
	Severity    string              `json:"severity"`
	Location    codeQualityLocation `json:"location"`
}

type codeQualityLocation struct {
	Path  string `json:"path"`
	Lines struct {
		Begin int `json:"begin"`
		End   int `json:"end"`
	} `json:"lines"`
}

// writeCodeQuality writes the findings as a GitLab Code Quality report:
// a JSON array, paths relative to base (the repository root in CI).
func writeCodeQuality(w io.Writer, findings []Finding, base string) error {
	issues := []codeQualityIssue{}
	for i, f := range findings {
		is := codeQualityIssue{
			Description: f.Rule + ": " + f.Message,
			CheckName:   "rediskeylint/" + f.Rule,
			Fingerprint: occurrenceFingerprint(findings, i),
			Severity:    codeQualitySeverity(Level(f.Rule)),
		}
		is.Location.Path = relPath(base, f.Pos.Filename)
		is.Location.Lines.Begin = f.Pos.Line
		is.Location.Lines.End = max(f.End.Line, f.Pos.Line)
		issues = append(issues, is)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(issues); err != nil {
		return fmt.Errorf("writing the Code Quality report: %w", err)
	}
	return nil
}

func codeQualitySeverity(level string) string {
	if level == "error" {
		return "major"
	}
	return "minor"
}

// occurrenceFingerprint makes the fingerprint of findings[i] unique among
// equal findings by the order it comes in: formats that key results by
// fingerprint need one per result.
func occurrenceFingerprint(findings []Finding, i int) string {
	n := 0
	for _, f := range findings[:i] {
		if f.Fingerprint == findings[i].Fingerprint {
			n++
		}
	}
	if n == 0 {
		return findings[i].Fingerprint
	}
	return fmt.Sprintf("%s-%d", findings[i].Fingerprint, n)
}
