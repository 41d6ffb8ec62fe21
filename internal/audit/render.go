package audit

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Formats lists the output formats of Write.
var Formats = []string{"text", "json", "markdown"}

// Write renders the report in format, one of Formats.
func Write(w io.Writer, r *Report, format string) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(r)
	case "text":
		return writeText(w, r)
	case "markdown":
		return writeMarkdown(w, r)
	}
	return fmt.Errorf("format: %q is not one of %s", format, strings.Join(Formats, ", "))
}

// showKey quotes a key when it holds bytes a terminal or a table would
// mangle; most keys print as they are.
func showKey(k string) string {
	for i := 0; i < len(k); i++ {
		if c := k[i]; c < 0x21 || c == 0x7f || c == '"' || c == '`' || c == '|' {
			return strconv.Quote(k)
		}
	}
	if !utf8.ValidString(k) {
		return strconv.Quote(k)
	}
	return k
}

func typesText(m map[string]int64) string {
	names := make([]string, 0, len(m))
	for t := range m {
		names = append(names, t)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, t := range names {
		parts[i] = fmt.Sprintf("%s %d", t, m[t])
	}
	return strings.Join(parts, ", ")
}

func ttlText(buckets []Bucket) string {
	var parts []string
	for _, b := range buckets {
		if b.Keys > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", b.TTL, b.Keys))
		}
	}
	return strings.Join(parts, ", ")
}

func exampleText(e Example) string {
	s := showKey(e.Key)
	if e.Type != "" {
		s += " (" + e.Type
		if e.Size > 0 {
			unit := "element"
			if e.Type == "string" {
				unit = "byte"
			}
			s += ", " + plural(e.Size, unit)
		}
		s += ")"
	}
	return s
}

func writeText(w io.Writer, r *Report) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "audit of %s", r.Server)
	if r.Version != "" {
		fmt.Fprintf(b, " (redis %s)", r.Version)
	}
	fmt.Fprintf(b, ": %d keys scanned, %d looked up, %.1f s (%.0f keys/s)\n\n", r.Scanned, r.Audited, r.Seconds, r.KeysPerSecond)
	fmt.Fprintf(b, "templates with keys:\n")
	if len(r.Templates) == 0 {
		fmt.Fprintf(b, "  (none)\n")
	}
	for _, t := range r.Templates {
		fmt.Fprintf(b, "  %s\n", safe(t.Template.Template))
		fmt.Fprintf(b, "    keys %d, memory ~%s, types %s", t.Keys, Bytes(t.MemoryBytes), typesText(t.TypesSeen))
		if len(t.Types) > 0 {
			fmt.Fprintf(b, " (code: %s)", strings.Join(t.Types, ", "))
		}
		fmt.Fprintf(b, "\n    ttl %s", ttlText(t.TTL))
		if p := t.ExpiryPeak; p != nil && p.Keys > 1 {
			fmt.Fprintf(b, "; %d expire at %s", p.Keys, p.At.Format("2006-01-02 15:04:05Z"))
		}
		fmt.Fprintf(b, "\n")
		if t.BigKeys > 0 {
			fmt.Fprintf(b, "    big keys %d, worst: %s\n", t.BigKeys, examplesText(t.Worst))
		}
	}
	fmt.Fprintf(b, "\norphan keys (no template): %d, ~%s\n", r.Orphans.Keys, Bytes(r.Orphans.MemoryBytes))
	for _, s := range r.Orphans.Shapes {
		fmt.Fprintf(b, "  %-40s keys %d, ~%s, types %s, e.g. %s\n", safe(s.Shape), s.Keys, Bytes(s.MemoryBytes), typesText(s.TypesSeen), examplesText(first(s.Examples, 2)))
	}
	if r.Orphans.OtherKeys > 0 {
		fmt.Fprintf(b, "  (other shapes)  keys %d\n", r.Orphans.OtherKeys)
	}
	fmt.Fprintf(b, "\nunused templates (no key; they may be written lazily): %d\n", len(r.Unused))
	for _, t := range r.Unused {
		fmt.Fprintf(b, "  %s", safe(t.Template))
		if len(t.Sites) > 0 {
			fmt.Fprintf(b, "  (%s)", t.Sites[0])
		}
		fmt.Fprintf(b, "\n")
	}
	fmt.Fprintf(b, "\nfindings: %d\n", len(r.Findings))
	for _, f := range r.Findings {
		fmt.Fprintf(b, "  [%s] %s\n", f.Rule, safe(f.Message))
		if len(f.Examples) > 0 && f.Rule != RuleOrphan {
			fmt.Fprintf(b, "    e.g. %s\n", examplesText(f.Examples))
		}
	}
	fmt.Fprintf(b, "\nsummary: %d of %d templates have keys; %s matched (~%s), %s in %s (~%s); %s\n",
		r.Summary.UsedTemplates, r.Summary.Templates, plural(r.Summary.MatchedKeys, "key"), Bytes(r.Summary.MatchedMemory),
		plural(r.Summary.OrphanKeys, "orphan key"), plural(int64(r.Summary.OrphanShapes), "shape"), Bytes(r.Summary.OrphanMemory),
		plural(int64(r.Summary.Findings), "finding"))
	for _, n := range r.Notes {
		fmt.Fprintf(b, "note: %s\n", n)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func examplesText(es []Example) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = exampleText(e)
	}
	return strings.Join(parts, ", ")
}

func first(es []Example, n int) []Example {
	if len(es) > n {
		return es[:n]
	}
	return es
}

// The keys of a live server are untrusted input: every text that comes
// from them (keys, shapes, the messages that quote them) is escaped in
// every format, so that no key puts a terminal escape on the screen,
// splits a line, or breaks a Markdown table.

// safe returns s with the runes a terminal or a document would act on
// (control characters, invisible format characters, bytes that are not
// UTF-8) written as Go escapes; the rest is kept as it is.
func safe(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case strconv.IsPrint(r):
			b.WriteRune(r)
		default:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		}
		i += size
	}
	return b.String()
}

// cell makes text safe inside a Markdown table cell: escaped as safe does,
// with pipes and backticks escaped so that they neither end the cell nor
// open a code span.
func cell(s string) string {
	return strings.NewReplacer("|", `\|`, "`", "\\`").Replace(safe(s))
}

// codeCell renders s as a code span inside a Markdown table cell: escaped
// as safe does, pipes escaped (a table splits cells before code spans),
// and fenced by more backticks than any run of them in s.
func codeCell(s string) string {
	s = strings.ReplaceAll(safe(s), "|", `\|`)
	longest, run := 0, 0
	for _, c := range []byte(s) {
		if c == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if longest > 0 {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

func writeMarkdown(w io.Writer, r *Report) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "# Keyspace audit of %s\n\n", r.Server)
	fmt.Fprintf(b, "%d keys scanned, %d looked up in %.1f s (%.0f keys/s). Big keys: strings over %s, collections over %d elements.\n\n",
		r.Scanned, r.Audited, r.Seconds, r.KeysPerSecond, Bytes(r.Thresholds.MaxValueBytes), r.Thresholds.MaxElements)
	fmt.Fprintf(b, "## Summary\n\n")
	fmt.Fprintf(b, "- %d of %d templates have keys; %d keys matched (~%s)\n", r.Summary.UsedTemplates, r.Summary.Templates, r.Summary.MatchedKeys, Bytes(r.Summary.MatchedMemory))
	fmt.Fprintf(b, "- %d orphan keys in %d shapes (~%s)\n", r.Summary.OrphanKeys, r.Summary.OrphanShapes, Bytes(r.Summary.OrphanMemory))
	fmt.Fprintf(b, "- %d findings\n\n", r.Summary.Findings)
	fmt.Fprintf(b, "## Templates\n\n| template | keys | memory | types (code) | TTL | big keys |\n| --- | --- | --- | --- | --- | --- |\n")
	for _, t := range r.Templates {
		fmt.Fprintf(b, "| %s | %d | %s | %s (%s) | %s | %d |\n", codeCell(t.Template.Template), t.Keys, Bytes(t.MemoryBytes),
			typesText(t.TypesSeen), strings.Join(t.Types, ", "), ttlText(t.TTL), t.BigKeys)
	}
	fmt.Fprintf(b, "\n## Orphan keys\n\n| shape | keys | memory | types | examples |\n| --- | --- | --- | --- | --- |\n")
	for _, s := range r.Orphans.Shapes {
		fmt.Fprintf(b, "| %s | %d | %s | %s | %s |\n", codeCell(s.Shape), s.Keys, Bytes(s.MemoryBytes), typesText(s.TypesSeen), cell(examplesText(first(s.Examples, 2))))
	}
	fmt.Fprintf(b, "\n## Unused templates\n\n")
	for _, t := range r.Unused {
		fmt.Fprintf(b, "- %s", codeCell(t.Template))
		if len(t.Sites) > 0 {
			fmt.Fprintf(b, " (%s)", t.Sites[0])
		}
		fmt.Fprintf(b, "\n")
	}
	fmt.Fprintf(b, "\n## Findings\n\n| rule | finding | examples |\n| --- | --- | --- |\n")
	for _, f := range r.Findings {
		fmt.Fprintf(b, "| %s | %s | %s |\n", f.Rule, cell(f.Message), cell(examplesText(first(f.Examples, 3))))
	}
	for _, n := range r.Notes {
		fmt.Fprintf(b, "\nNote: %s\n", n)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
