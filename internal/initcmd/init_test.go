package initcmd

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/baseline"
	"github.com/rediskeylint/rediskeylint/internal/clitest"
	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestInit runs init on modules of several styles, checks what it prints
// and writes, and that a run with the written configuration and baseline
// has no finding outside the baseline.
func TestInit(t *testing.T) {
	tests := []struct {
		pkg      string
		want     []string // lines init prints
		config   map[string]any
		findings int
	}{{
		pkg: "adopt/colonsnake",
		want: []string{
			`separator   ":"   5 of 5 templates (100%)`,
			"case        snake   4 of 5 templates (80%)",
			"depth       2–3   (2: 2, 3: 3)",
			"preset      snake",
			"  keys.go:18:16: case: key \"cartItems:<string>\" segment \"cartItems\" is not snake_case",
		},
		config:   map[string]any{"Separator": ":", "Case": "snake", "MinDepth": 2, "MaxDepth": 3, "Preset": "snake"},
		findings: 1,
	}, {
		pkg: "adopt/slashcamel",
		want: []string{
			`separator   "/"   4 of 4 templates (100%)`,
			"case        camel   4 of 4 templates (100%)",
			"agree       4 of 4 templates (100%) pass the inferred configuration",
		},
		config: map[string]any{"Separator": "/", "Case": "camel", "MinDepth": 2, "MaxDepth": 3, "Preset": ""},
	}, {
		pkg: "adopt/pipekebab",
		want: []string{
			`separator   "|"   4 of 5 templates (80%)`,
			"case        kebab   5 of 5 templates (100%)",
			"  keys.go:17:19: separator: key \"app:<string>\" uses \":\" between words instead of \"|\"",
		},
		config:   map[string]any{"Separator": "|", "Case": "kebab", "Preset": ""},
		findings: 1,
	}, {
		pkg: "adopt/upper",
		want: []string{
			"case        upper   3 of 3 templates (100%)",
			`prefix      "PRO:"   every template`,
			"hash tags   2 of 3 templates (66%): cluster on",
			"preset      upper",
		},
		config: map[string]any{"Case": "upper", "Prefix": "PRO:", "Cluster": true, "Preset": "upper"},
	}, {
		// A preset of several separators keeps them in the written file.
		pkg: "adopt/dotted",
		want: []string{
			`separator   "."   3 of 3 templates (100%)`,
			"preset      dotted",
		},
		config: map[string]any{"Separator": ".", "Separators": []string{".", "_", ":"}, "Preset": "dotted"},
	}, {
		pkg: "adopt/tie",
		want: []string{
			`separator   ":"   2 of 4 templates (50%)`,
			`separators  ":" "/"   each of a third of the templates or more (":" 2, "/" 2 of 4): each key may use one of them`,
			"case        snake   2 of 4 templates (50%)",
			"  keys.go:17:16: case: key \"userProfile/<string>\" segment \"userProfile\" is not snake_case",
			"  keys.go:18:16: case: key \"orderItem/<string>\" segment \"orderItem\" is not snake_case",
		},
		config:   map[string]any{"Separator": ":", "Separators": []string{":", "/"}, "Case": "snake"},
		findings: 2,
	}, {
		// The marks given to one key helper are one family, one vote.
		pkg: "adopt/marks",
		want: []string{
			"4 distinct key templates, 4 with literal text",
			`separator   ":"   3 of 4 templates (75%)`,
		},
		config: map[string]any{"Separator": ":", "Case": "snake"},
		// "/" once, at the helper's literal; depth at each call.
		findings: 5,
	}, {
		// A host name's fallback text is a value: it votes for no case.
		pkg:    "adopt/hostvalues",
		want:   []string{"case        snake   7 of 7 templates (100%)"},
		config: map[string]any{"Separator": ":", "Case": "snake"},
	}, {
		// "" on one path of several is a fallback the lint does not
		// report: it is no outlier and votes for nothing.
		pkg: "adopt/fallback",
		want: []string{
			"3 distinct key templates, 3 with literal text",
			"agree       3 of 3 templates (100%) pass the inferred configuration",
		},
		config: map[string]any{"Separator": ":", "Case": "snake"},
	}, {
		pkg:    "adopt/nokeys",
		want:   []string{"0 distinct key templates, 0 with literal text", "no key templates with literal text: writing the defaults"},
		config: map[string]any{"Separator": ":", "Case": "snake", "MinDepth": 2, "MaxDepth": 6},
	}}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			clitest.InGOPATH(t, tt.pkg)
			out := t.TempDir()
			cfgPath, basePath := filepath.Join(out, "rediskeylint.yml"), filepath.Join(out, "baseline.json")
			var stdout, stderr bytes.Buffer
			code := Run(testTool, []string{"-o", cfgPath, "-baseline", basePath, "."}, &stdout, &stderr)
			require.Equal(t, 0, code, stderr.String())
			for _, line := range tt.want {
				assert.Contains(t, stdout.String(), line+"\n")
			}

			data, err := os.ReadFile(cfgPath)
			require.NoError(t, err)
			cfg, err := config.Parse(data, keyrules.Default())
			require.NoError(t, err)
			got := map[string]any{}
			for k := range tt.config {
				got[k] = fieldOf(cfg, k)
			}
			assert.Equal(t, tt.config, got)

			// A run with the written configuration: every finding is in
			// the baseline, and the test file's fixture keys are quiet.
			base, err := baseline.Read(basePath)
			require.NoError(t, err)
			a, err := configuredAnalyzer(testTool, cfgPath)
			require.NoError(t, err)
			findings, err := runFindings(a, []string{"."}, driver.LoadOptions{})
			require.NoError(t, err)
			assert.Len(t, findings, tt.findings)
			known := base.Matcher()
			for _, f := range findings {
				assert.True(t, known.Known(baseline.Fingerprint{File: baseline.RelFile(out, f.file), Rule: f.rule, Message: f.message}),
					"finding outside the baseline: %+v", f)
				assert.NotContains(t, f.file, "_test.go")
			}

			if tt.pkg != "adopt/nokeys" {
				return
			}
			// A second init refuses to overwrite, unless forced.
			stdout.Reset()
			stderr.Reset()
			assert.Equal(t, 1, Run(testTool, []string{"-o", cfgPath, "."}, &stdout, &stderr))
			assert.Equal(t, "rediskeylint init: "+cfgPath+" exists; pass -force to overwrite it\n", stderr.String())
			assert.Equal(t, 0, Run(testTool, []string{"-force", "-o", cfgPath, "."}, &stdout, &stderr), stderr.String())
		})
	}
}

// fieldOf returns a Config field by name.
func fieldOf(c keyrules.Config, name string) any {
	switch name {
	case "Separator":
		return c.Separator
	case "Separators":
		return c.Separators
	case "Case":
		return c.Case
	case "MinDepth":
		return c.MinDepth
	case "MaxDepth":
		return c.MaxDepth
	case "Preset":
		return c.Preset
	case "Prefix":
		return c.Prefix
	case "Cluster":
		return c.Cluster
	}
	panic("fieldOf: " + name)
}
