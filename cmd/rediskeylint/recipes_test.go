package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recipeRE matches a rediskeylint command of a CI recipe whose report is
// redirected to a file.
var recipeRE = regexp.MustCompile(`(?m)^\s*- (?:run: )?rediskeylint (.*) > (\S+)$`)

// TestCIRecipes runs the commands of the CI recipes (docs/ci.md) on a
// module with findings: each exits 3 (the job fails) and writes a report
// that its consumer reads (SARIF for code scanning, a Code Quality JSON
// array for GitLab).
func TestCIRecipes(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "docs", "ci.md"))
	require.NoError(t, err)
	section := string(page)
	recipes := recipeRE.FindAllStringSubmatch(section, -1)
	require.Len(t, recipes, 2, "the GitHub Actions and GitLab recipes")

	bin := buildTool(t)
	dir := newModule(t, map[string]string{"shop/shop.go": shopSource})
	for _, r := range recipes {
		args, out := strings.Fields(r[1]), r[2]
		t.Run(out, func(t *testing.T) {
			stdout, stderr, code := runTool(t, dir, bin, args...)
			assert.Equal(t, 3, code, "findings fail the job\n%s", stderr)
			switch {
			case strings.HasSuffix(out, ".sarif"):
				rep, err := sarif.FromString(stdout)
				require.NoError(t, err)
				require.NoError(t, rep.Validate())
				assert.NotEmpty(t, rep.Runs[0].Results)
			case strings.Contains(out, "code-quality"):
				var issues []map[string]any
				require.NoError(t, json.Unmarshal([]byte(stdout), &issues))
				assert.NotEmpty(t, issues)
				for _, is := range issues {
					for _, key := range []string{"description", "check_name", "fingerprint", "severity", "location"} {
						assert.Contains(t, is, key)
					}
				}
			default:
				t.Fatalf("a recipe writes %s, which this test does not know", out)
			}
		})
	}
	assert.Contains(t, section, "--new-from-merge-base=", "the golangci-lint recipe (run by scripts/e2e-golangci.sh)")
}
