package driver

import (
	"fmt"
	"go/token"
	"io"
	"os"
	"unicode/utf8"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/rediskeylint/rediskeylint/docs"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// fingerprintKey names our fingerprint among a result's partial
// fingerprints; code scanning matches results across runs by it.
const fingerprintKey = "rediskeylint/v1"

// Level is the SARIF level of a rule's findings, the rule's Level in
// keyrules.Registry: an error where Redis or the client fails at run
// time, a warning for naming rules.
func Level(rule string) string {
	r, _ := keyrules.LookupRule(rule)
	return r.Level.String()
}

// writeSARIF writes a SARIF 2.1.0 log with one run: every rule described
// (id, short and full description, help link, default level), each
// finding with its location relative to base, its fixes and a
// fingerprint that survives line moves. Problems, the tool's errors, make
// an invocation that did not succeed, one notification each.
func writeSARIF(w io.Writer, findings []Finding, problems []string, rules []string, base, version string) error {
	rep := sarif.NewReport()
	run := sarif.NewRunWithInformationURI("rediskeylint", docs.IndexURL)
	run.Tool.Driver.WithVersion(version)
	for _, name := range rules {
		d, err := docs.Rule(name)
		if err != nil {
			return err
		}
		run.AddRule(name).
			WithName(name).
			WithShortDescription(sarif.NewMultiformatMessageString().WithText(d.Summary)).
			WithFullDescription(sarif.NewMultiformatMessageString().WithText(d.Checks).WithMarkdown(d.Checks)).
			WithHelp(sarif.NewMultiformatMessageString().WithText(d.Text).WithMarkdown(d.Text)).
			WithHelpURI(d.URL()).
			WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(Level(name)))
	}
	sources := map[string][]byte{}
	for i, f := range findings {
		uri := relPath(base, f.Pos.Filename)
		res := run.CreateResultForRule(f.Rule).
			WithLevel(Level(f.Rule)).
			WithMessage(sarif.NewTextMessage(f.Message)).
			AddLocation(sarif.NewLocationWithPhysicalLocation(
				sarif.NewPhysicalLocation().
					WithArtifactLocation(sarif.NewSimpleArtifactLocation(uri).WithURIBaseID("%SRCROOT%")).
					WithRegion(region(f.Pos, f.End, sources)))).
			WithPartialFingerprints(map[string]string{fingerprintKey: occurrenceFingerprint(findings, i)})
		for _, r := range f.Related {
			res.AddRelatedLocation(sarif.NewLocationWithPhysicalLocation(
				sarif.NewPhysicalLocation().
					WithArtifactLocation(sarif.NewSimpleArtifactLocation(relPath(base, r.Pos.Filename)).WithURIBaseID("%SRCROOT%")).
					WithRegion(region(r.Pos, r.Pos, sources))).
				WithMessage(sarif.NewTextMessage(r.Message)))
		}
		for _, fix := range f.Fixes {
			res.AddFixe(sarifFix(fix, base, sources))
		}
	}
	if len(problems) > 0 {
		inv := sarif.NewInvocation().WithExecutionSuccessful(false)
		for _, p := range problems {
			inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel("error").WithMessage(sarif.NewTextMessage(p)))
		}
		run.AddInvocation(inv)
	}
	rep.AddRun(run)
	if err := rep.PrettyWrite(w); err != nil {
		return fmt.Errorf("writing SARIF: %w", err)
	}
	return nil
}

// region is the SARIF region of [pos, end): lines and columns, columns
// counted in characters as SARIF's default column kind (utf16CodeUnits)
// is close enough for keys, which are mostly ASCII.
func region(pos, end token.Position, sources map[string][]byte) *sarif.Region {
	r := sarif.NewRegion().WithStartLine(pos.Line).WithStartColumn(charColumn(pos, sources))
	if end.Line >= pos.Line && end.Filename == pos.Filename {
		r.WithEndLine(end.Line).WithEndColumn(charColumn(end, sources))
	}
	return r
}

// charColumn converts a byte column to a character column.
func charColumn(p token.Position, sources map[string][]byte) int {
	src, ok := sources[p.Filename]
	if !ok {
		src, _ = os.ReadFile(p.Filename)
		sources[p.Filename] = src
	}
	lineStart := p.Offset - (p.Column - 1)
	if lineStart < 0 || p.Offset > len(src) {
		return p.Column
	}
	return utf8.RuneCount(src[lineStart:p.Offset]) + 1
}

func sarifFix(fix Fix, base string, sources map[string][]byte) *sarif.Fix {
	sf := sarif.NewFix().WithDescription(sarif.NewTextMessage(fix.Message))
	byFile := map[string]*sarif.ArtifactChange{}
	var order []string
	for _, e := range fix.Edits {
		ch, ok := byFile[e.File]
		if !ok {
			ch = sarif.NewArtifactChange().WithArtifactLocation(sarif.NewSimpleArtifactLocation(relPath(base, e.File)).WithURIBaseID("%SRCROOT%"))
			byFile[e.File] = ch
			order = append(order, e.File)
		}
		start, end := offsetPosition(e.File, e.Start, sources), offsetPosition(e.File, e.End, sources)
		ch.AddReplacement(sarif.NewReplacement().
			WithDeletedRegion(region(start, end, sources).WithByteOffset(e.Start).WithByteLength(e.End - e.Start)).
			WithInsertedContent(sarif.NewArtifactContent().WithText(e.New)))
	}
	for _, file := range order {
		sf.AddArtifactChange(byFile[file])
	}
	return sf
}

// offsetPosition returns the line and column of a byte offset of file.
func offsetPosition(file string, offset int, sources map[string][]byte) token.Position {
	src, ok := sources[file]
	if !ok {
		src, _ = os.ReadFile(file)
		sources[file] = src
	}
	p := token.Position{Filename: file, Offset: offset, Line: 1, Column: 1}
	for i := 0; i < offset && i < len(src); i++ {
		if src[i] == '\n' {
			p.Line++
			p.Column = 1
		} else {
			p.Column++
		}
	}
	return p
}
