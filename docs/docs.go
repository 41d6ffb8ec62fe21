// Package docs holds the documentation of each rule, docs/rules/RULE.md,
// embedded so that `rediskeylint explain RULE`, -list-rules, SARIF rule
// descriptions and the files on GitHub are one text. docs/rules/README.md,
// the index that the analyzer's URL points to (one heading per rule, so
// that URL#rule resolves), is generated from them by Index.
package docs

//go:generate go run ./gen

import (
	"embed"
	"fmt"
	"strings"
)

//go:embed rules/*.md
var files embed.FS

// BaseURL is where the rule documents are published.
const BaseURL = "https://github.com/rediskeylint/rediskeylint/blob/main/docs/rules/"

// IndexURL is the generated index: IndexURL#rule is the rule's heading.
const IndexURL = BaseURL + "README.md"

// A RuleDoc is the documentation of one rule.
type RuleDoc struct {
	Name    string
	Summary string // the sentence under the title
	Checks  string // the "What it checks" section, as Markdown
	Text    string // the whole document, as Markdown
}

// URL is the address of the rule's document.
func (d RuleDoc) URL() string { return BaseURL + d.Name + ".md" }

// Rule returns the document of rule name.
func Rule(name string) (RuleDoc, error) {
	data, err := files.ReadFile("rules/" + name + ".md")
	if err != nil || name == "README" {
		return RuleDoc{}, fmt.Errorf("no rule %q", name)
	}
	text := string(data)
	d := RuleDoc{Name: name, Text: text, Checks: section(text, "What it checks")}
	if _, rest, ok := strings.Cut(text, "\n\n"); ok {
		d.Summary, _, _ = strings.Cut(rest, "\n\n")
		d.Summary = strings.Join(strings.Fields(d.Summary), " ")
	}
	return d, nil
}

// section returns the body of the "## title" section of a document.
func section(text, title string) string {
	_, rest, ok := strings.Cut(text, "\n## "+title+"\n")
	if !ok {
		return ""
	}
	body, _, _ := strings.Cut(rest, "\n## ")
	return strings.TrimSpace(body)
}

// Index renders docs/rules/README.md for rules, in that order.
func Index(rules []string) (string, error) {
	var b strings.Builder
	b.WriteString("# Rules\n\n<!-- Generated from the rule documents by `go generate ./docs`; do not edit. -->\n\n")
	b.WriteString("Each diagnostic's category is its rule; the analyzer's URL with `#rule` leads to the rule's\nheading here. `rediskeylint explain RULE` prints the same text as the rule's document.\n")
	for _, name := range rules {
		d, err := Rule(name)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "\n## %s\n\n%s [Details](%s.md).\n", name, d.Summary, name)
	}
	return b.String(), nil
}
