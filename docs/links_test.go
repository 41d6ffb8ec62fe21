package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// linkRE matches a Markdown link's target.
var linkRE = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// fenceRE matches a fenced code block, whose text holds no links.
var fenceRE = regexp.MustCompile("(?ms)^\\s*```.*?^\\s*```")

// TestLinksResolve checks that every relative link of the README and of
// the pages in docs/ names a file that exists and, with #anchor, a
// heading of that file, as GitHub spells heading anchors.
func TestLinksResolve(t *testing.T) {
	pages, err := filepath.Glob("*.md")
	require.NoError(t, err)
	rules, err := filepath.Glob("rules/*.md")
	require.NoError(t, err)
	pages = append(append(pages, rules...), filepath.Join("..", "README.md"))
	require.Contains(t, pages, "standards.md")
	for _, page := range pages {
		data, err := os.ReadFile(page)
		require.NoError(t, err)
		text := fenceRE.ReplaceAllString(string(data), "")
		for _, m := range linkRE.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), filepath.FromSlash(file))
			}
			// A link to a folder is valid: the repository's viewer lists it.
			if info, err := os.Stat(path); err == nil && info.IsDir() && anchor == "" {
				continue
			}
			body, err := os.ReadFile(path)
			if !assert.NoError(t, err, "%s links to %s", page, target) || anchor == "" {
				continue
			}
			assert.Contains(t, anchors(string(body)), anchor, "%s links to %s: no such heading", page, target)
		}
	}
}

// anchors returns the anchors GitHub gives the headings of a Markdown
// document: lower case, punctuation other than '-' and '_' dropped, spaces
// turned into '-'.
func anchors(doc string) []string {
	var out []string
	for _, line := range strings.Split(fenceRE.ReplaceAllString(doc, ""), "\n") {
		title, ok := strings.CutPrefix(strings.TrimLeft(line, "#"), " ")
		if !ok || !strings.HasPrefix(line, "#") {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(title) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || 'a' <= r && r <= 'z' || '0' <= r && r <= '9':
				b.WriteRune(r)
			}
		}
		out = append(out, b.String())
	}
	return out
}

func TestAnchors(t *testing.T) {
	assert.Equal(t, []string{"golangci-lint-v2", "bazel-nogo", "github-actions-code-scanning", "script-keys"},
		anchors("# golangci-lint v2\ntext\n## Bazel (nogo)\n```\n# not a heading\n```\n## GitHub Actions: code scanning\n### script-keys\n"))
}
