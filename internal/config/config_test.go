package config

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// writeTree creates files (slash paths relative to a new temporary
// directory) and returns the directory.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
	}
	return root
}

// newRunner returns a resolver over base with its flags parsed from args.
func newRunner(t *testing.T, base keyrules.Config, args ...string) *Resolver {
	t.Helper()
	r := NewResolver(base)
	fs := flag.NewFlagSet("rediskey", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	r.RegisterFlags(fs)
	require.NoError(t, fs.Parse(args))
	return r
}

func configIn(t *testing.T, r *Resolver, dir string) keyrules.Config {
	t.Helper()
	cfg, err := r.For(dir)
	require.NoError(t, err)
	return cfg
}

func TestConfigDefaultsWithoutFile(t *testing.T) {
	root := writeTree(t, map[string]string{"go.mod": "module m\n"})
	cfg := configIn(t, newRunner(t, keyrules.Default()), filepath.Join(root, "a"))
	assert.Equal(t, keyrules.Default(), cfg)
}

func TestConfigFileIsFoundUpward(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":               "module m\n",
		".rediskeylint.yml":    "case: camel\nmax-length: 50\n",
		"a/.rediskeylint.yml":  "case: upper\n",
		"b/.rediskeylint.yaml": "case: kebab\n",
		"c/.rediskeylint.yml":  "case: pascal\n",
		"c/.rediskeylint.yaml": "case: lower\n",
	})
	r := newRunner(t, keyrules.Default())

	cfg := configIn(t, r, filepath.Join(root, "x", "y"))
	assert.Equal(t, keyrules.CaseCamel, cfg.Case)
	assert.Equal(t, 50, cfg.MaxLength)

	cfg = configIn(t, r, filepath.Join(root, "a", "deep", "pkg"))
	assert.Equal(t, keyrules.CaseUpper, cfg.Case, "the nearest file's keys win")
	assert.Equal(t, 50, cfg.MaxLength, "the nearer file extends the root one")

	assert.Equal(t, keyrules.CaseKebab, configIn(t, r, filepath.Join(root, "b")).Case, ".yaml is found too")
	assert.Equal(t, keyrules.CasePascal, configIn(t, r, filepath.Join(root, "c")).Case, ".yml comes first")
}

func TestConfigDiscoveryStopsAtModuleRoot(t *testing.T) {
	outer := writeTree(t, map[string]string{
		".rediskeylint.yml": "case: camel\n",
		"mod/go.mod":        "module m\n",
		"other/p.go":        "package p\n",
	})
	r := newRunner(t, keyrules.Default())
	assert.Equal(t, keyrules.CaseSnake, configIn(t, r, filepath.Join(outer, "mod", "p")).Case,
		"a file above go.mod belongs to another project")
	assert.Equal(t, keyrules.CaseCamel, configIn(t, r, filepath.Join(outer, "other")).Case,
		"without go.mod the search goes on upward")
}

func TestConfigDiscoveryStopsAtTestdata(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":                           "module m\n",
		".rediskeylint.yml":                "case: camel\n",
		"testdata/src/p/p.go":              "package p\n",
		"testdata/src/q/.rediskeylint.yml": "case: upper\n",
	})
	r := newRunner(t, keyrules.Default())
	assert.Equal(t, keyrules.CaseSnake, configIn(t, r, filepath.Join(root, "testdata", "src", "p")).Case)
	assert.Equal(t, keyrules.CaseUpper, configIn(t, r, filepath.Join(root, "testdata", "src", "q")).Case)
}

func TestConfigFlagWinsOverDiscovery(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":            "module m\n",
		".rediskeylint.yml": "case: camel\n",
		"ci/strict.yml":     "strict: true\n",
	})
	r := newRunner(t, keyrules.Default(), "-config", filepath.Join(root, "ci", "strict.yml"))
	cfg := configIn(t, r, filepath.Join(root, "p"))
	assert.True(t, cfg.Strict)
	assert.Equal(t, keyrules.CaseSnake, cfg.Case, "the discovered file is not read when -config is given")
}

func TestConfigRelativeConfigFlagIsMadeAbsolute(t *testing.T) {
	root := writeTree(t, map[string]string{"go.mod": "module m\n", "lint.yml": "ttl: true\n"})
	t.Chdir(root)
	r := newRunner(t, keyrules.Default(), "-config=lint.yml")
	assert.Equal(t, filepath.Join(root, "lint.yml"), r.ConfigFile())
	t.Chdir(t.TempDir())
	assert.True(t, configIn(t, r, filepath.Join(root, "p")).TTL)
}

func TestConfigFlagsWinOverFile(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":            "module m\n",
		".rediskeylint.yml": "case: camel\nmax-length: 50\nnamespaces: [shop]\noverrides:\n  - paths: [legacy]\n    case: pascal\n",
	})
	r := newRunner(t, keyrules.Default(), "-case=kebab", "-namespaces=auth, cart", "-strict", "-forbidden-commands=")
	for _, dir := range []string{"p", "legacy"} {
		cfg := configIn(t, r, filepath.Join(root, dir))
		assert.Equal(t, keyrules.CaseKebab, cfg.Case, "%s: the flag beats the file and its overrides", dir)
		assert.Equal(t, 50, cfg.MaxLength, "%s: a flag not given leaves the file's value", dir)
		assert.Equal(t, []string{"auth", "cart"}, cfg.Namespaces, dir)
		assert.True(t, cfg.Strict, dir)
		assert.Empty(t, cfg.ForbiddenCommands, "%s: an empty list flag clears the list", dir)
	}
}

func TestConfigOverridesPerPath(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod": "module m\n",
		".rediskeylint.yml": `
case: snake
overrides:
  - paths: [internal/legacy]
    case: camel
  - paths: ["cmd/*"]
    strict: true
`,
	})
	r := newRunner(t, keyrules.Default())
	legacy := configIn(t, r, filepath.Join(root, "internal", "legacy", "store"))
	assert.Equal(t, keyrules.CaseCamel, legacy.Case)
	assert.Empty(t, legacy.Overrides, "the resolved configuration has no overrides left")

	tool := configIn(t, r, filepath.Join(root, "cmd", "tool"))
	assert.True(t, tool.Strict)
	assert.Equal(t, keyrules.CaseSnake, tool.Case)

	other := configIn(t, r, filepath.Join(root, "internal", "other"))
	assert.Equal(t, keyrules.CaseSnake, other.Case)
	assert.False(t, other.Strict)
}

func TestConfigOverridesAreRelativeToTheModuleRoot(t *testing.T) {
	// The file sits below the module root; override paths still start
	// at the root.
	root := writeTree(t, map[string]string{
		"go.mod":                "module m\n",
		"svc/.rediskeylint.yml": "overrides:\n  - paths: [svc/legacy]\n    case: upper\n",
	})
	r := newRunner(t, keyrules.Default())
	assert.Equal(t, keyrules.CaseUpper, configIn(t, r, filepath.Join(root, "svc", "legacy")).Case)
	assert.Equal(t, keyrules.CaseSnake, configIn(t, r, filepath.Join(root, "svc", "new")).Case)
}

func TestConfigPresets(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":                  "module m\n",
		"camel/.rediskeylint.yml": "preset: camel\nmax-length: 40\n",
	})
	upper, err := keyrules.PresetConfig("upper")
	require.NoError(t, err)
	assert.Equal(t, upper, configIn(t, newRunner(t, keyrules.Default(), "-preset=upper"), filepath.Join(root, "p")))

	// The file's preset applies when no flag names one.
	cfg := configIn(t, newRunner(t, keyrules.Default()), filepath.Join(root, "camel"))
	assert.Equal(t, keyrules.CaseCamel, cfg.Case)
	assert.Equal(t, 40, cfg.MaxLength)

	// The flag's preset beats the file's; the file's other keys still apply.
	cfg = configIn(t, newRunner(t, keyrules.Default(), "-preset=dotted"), filepath.Join(root, "camel"))
	assert.Equal(t, "dotted", cfg.Preset)
	assert.Equal(t, ".", cfg.Separator)
	assert.Equal(t, keyrules.CaseLower, cfg.Case)
	assert.Equal(t, 40, cfg.MaxLength)

	// An explicit flag beats the preset flag.
	cfg = configIn(t, newRunner(t, keyrules.Default(), "-preset=dotted", "-case=snake"), filepath.Join(root, "p"))
	assert.Equal(t, ".", cfg.Separator)
	assert.Equal(t, keyrules.CaseSnake, cfg.Case)
}

func TestConfigBaseFromSettings(t *testing.T) {
	// golangci-lint passes its settings as the base; files and flags still
	// apply on top.
	base, err := WithOptions(keyrules.Default(), map[string]any{"case": "camel", "ttl": true})
	require.NoError(t, err)
	root := writeTree(t, map[string]string{"go.mod": "module m\n", ".rediskeylint.yml": "ttl: false\n"})
	got := configIn(t, newRunner(t, base, "-strict"), filepath.Join(root, "p"))
	assert.Equal(t, keyrules.CaseCamel, got.Case)
	assert.False(t, got.TTL)
	assert.True(t, got.Strict)
}

func TestFlagNamesMirrorConfigKeys(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	NewResolver(keyrules.Default()).RegisterFlags(fs)
	for _, name := range []string{"config", "preset", "separator", "case", "max-length", "min-depth", "max-depth",
		"namespaces", "prefix", "cluster", "client-version", "strict", "forbidden-commands", "slow-commands", "ttl",
		"disable", "foreign-separators", "min-length", "max-segment-length", "segment-max-lengths",
		"last-segment-max-length", "forbidden-chars", "ascii-only"} {
		assert.NotNil(t, fs.Lookup(name), name)
	}
	assert.Nil(t, fs.Lookup("overrides"))
	assert.Equal(t, "snake", fs.Lookup("case").DefValue)
	assert.Equal(t, "128", fs.Lookup("max-length").DefValue)
	assert.Equal(t, "KEYS,FLUSHALL,FLUSHDB", fs.Lookup("forbidden-commands").DefValue)
	assert.Equal(t, "false", fs.Lookup("strict").DefValue)
}

func TestFlagValuesAreCheckedWhenParsed(t *testing.T) {
	tests := []struct {
		arg  string
		want string
	}{
		{"-case=snakecase", `invalid value "snakecase" for flag -case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`},
		{"-preset=mixed", `invalid value "mixed" for flag -preset: "mixed" is not one of snake, camel, upper, dotted`},
		{"-max-length=long", `invalid value "long" for flag -max-length: "long" is not an integer`},
		{"-max-depth=-2", `invalid value "-2" for flag -max-depth: -2 is negative`},
		{"-strict=maybe", `invalid boolean value "maybe" for -strict: "maybe" is not true or false`},
		{"-disable=case,spelling", `invalid value "case,spelling" for flag -disable: "spelling" is not one of separator, case,`},
		{"-separator=ab", `invalid value "ab" for flag -separator: "ab" is not one punctuation character`},
		{"-client-version=9", `invalid value "9" for flag -client-version: "9" is not a go-redis version such as v9.7.0`},
		{"-forbidden-commands=KEYS,FLUSH ALL", `invalid value "KEYS,FLUSH ALL" for flag -forbidden-commands: "FLUSH ALL" is not a Redis command name`},
		{"-segment-max-lengths=3,x", `invalid value "3,x" for flag -segment-max-lengths: "3,x" is not a comma-separated list of integers`},
		{"-namespaces=shop,", `invalid value "shop," for flag -namespaces: "" is not a single non-empty segment`},
		{"-config=/no/such/file.yml", `invalid value "/no/such/file.yml" for flag -config: /no/such/file.yml does not exist`},
		{"-config=no/such/file.yml", `does not exist (under go vet give an absolute path)`},
	}
	for _, tt := range tests {
		r := NewResolver(keyrules.Default())
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		r.RegisterFlags(fs)
		err := fs.Parse([]string{tt.arg})
		require.Error(t, err, tt.arg)
		assert.Contains(t, err.Error(), tt.want, tt.arg)
	}
}

func TestFlagValuesThatDependOnOtherOptionsAreCheckedTogether(t *testing.T) {
	root := writeTree(t, map[string]string{"go.mod": "module m\n"})
	dir := filepath.Join(root, "p")

	// Each of these is valid alone; together with the others they decide.
	r := newRunner(t, keyrules.Default(), "-min-depth=7")
	_, err := r.For(dir)
	require.EqualError(t, err, "flags: min-depth: 7 is greater than max-depth 6")

	r = newRunner(t, keyrules.Default(), "-min-depth=7", "-max-depth=8")
	assert.Equal(t, 7, configIn(t, r, dir).MinDepth)

	r = newRunner(t, keyrules.Default(), "-namespaces=a:b")
	_, err = r.For(dir)
	require.EqualError(t, err, `flags: namespaces: "a:b" is not a single non-empty segment`)

	r = newRunner(t, keyrules.Default(), "-namespaces=a:b", "-separator=.")
	cfg := configIn(t, r, dir)
	assert.Equal(t, []string{"a:b"}, cfg.Namespaces)
	assert.Equal(t, "/|;,", cfg.ForeignSeparators, "the new separator is no longer foreign")
}

func TestConfigFileErrorsNameTheFileAndKey(t *testing.T) {
	tests := []struct {
		body string
		want string
	}{
		{"foo: 1\n", `: unknown key "foo"; allowed keys are preset, separator,`},
		{"case: snakecase\n", `: case: "snakecase" is not one of snake, kebab, camel, pascal, lower, upper, any, consistent`},
		{"max-length: [1]\n", `: max-length: a list is not an integer`},
		{"overrides:\n  - paths: [a]\n    colour: red\n", `: overrides[0]: unknown key "colour"`},
		{"case: [\n", `: yaml: line`},
		{"max-length: 1.5\n", `: max-length: "1.5" is not an integer`},
		{"case: camel\n---\ncase: upper\n", `: line 2: a second YAML document (after ---); give every option in one document`},
		{"root: yes please\n", `: root: "yes please" is not true or false`},
		{"overrides:\n  - paths: [a]\n    root: true\n", `: overrides[0]: unknown key "root"`},
	}
	for _, tt := range tests {
		root := writeTree(t, map[string]string{"go.mod": "module m\n", ".rediskeylint.yml": tt.body})
		file := filepath.Join(root, ".rediskeylint.yml")
		r := newRunner(t, keyrules.Default())
		_, err := r.For(filepath.Join(root, "p"))
		require.Error(t, err, tt.body)
		assert.Contains(t, err.Error(), file+tt.want, tt.body)
		assert.NotContains(t, err.Error(), "\n", tt.body)

		// The error is cached like a configuration, and returned again.
		_, again := r.For(filepath.Join(root, "p"))
		assert.Equal(t, err, again)
	}
}

func TestConfigPathsThatAreNotFilesAreErrors(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, p string)
		want  string
	}{
		{"directory", func(t *testing.T, p string) { require.NoError(t, os.Mkdir(p, 0o755)) },
			"is a directory; a configuration file is a YAML file of option keys"},
		{"dangling symlink", func(t *testing.T, p string) { require.NoError(t, os.Symlink("gone.yml", p)) },
			"is a symbolic link to gone.yml, which does not exist"},
		{"symlink loop", func(t *testing.T, p string) {
			require.NoError(t, os.Symlink(p+".b", p))
			require.NoError(t, os.Symlink(p, p+".b"))
		}, "is a loop of symbolic links; point it at a YAML file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := writeTree(t, map[string]string{"go.mod": "module m\n", ".rediskeylint.yml": "case: camel\n"})
			p := filepath.Join(root, "p", ".rediskeylint.yml")
			require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
			tt.setup(t, p)

			_, err := newRunner(t, keyrules.Default()).For(filepath.Join(root, "p"))
			require.Error(t, err, "never skipped silently")
			assert.Equal(t, p+" "+tt.want, err.Error())

			fs := flag.NewFlagSet("x", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			NewResolver(keyrules.Default()).RegisterFlags(fs)
			err = fs.Parse([]string{"-config", p})
			require.Error(t, err)
			assert.Contains(t, err.Error(), "-config: "+p+" "+tt.want)
		})
	}
}

func TestNestedFilesExtendTheirParent(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod": "module m\n",
		".rediskeylint.yml": `case: camel
max-length: 50
namespaces: [shop, auth]
overrides:
  - paths: [svc/legacy]
    case: any
    strict: true
`,
		"svc/.rediskeylint.yml":        "namespaces: [billing]\nttl: true\n",
		"svc/legacy/.rediskeylint.yml": "case: upper\n",
		"tools/.rediskeylint.yml":      "root: true\nmax-depth: 3\n",
		"tools/gen/.rediskeylint.yaml": "min-depth: 1\n",
		"preset/.rediskeylint.yml":     "preset: dotted\n",
		"invalid/.rediskeylint.yml":    "min-depth: 7\n",
		"invalid/ok/.rediskeylint.yml": "max-depth: 9\n",
	})
	r := newRunner(t, keyrules.Default())

	svc := configIn(t, r, filepath.Join(root, "svc", "api"))
	assert.Equal(t, keyrules.CaseCamel, svc.Case, "inherited from the root file")
	assert.Equal(t, 50, svc.MaxLength)
	assert.Equal(t, []string{"billing"}, svc.Namespaces, "a list replaces the parent's list")
	assert.True(t, svc.TTL)

	legacy := configIn(t, r, filepath.Join(root, "svc", "legacy"))
	assert.True(t, legacy.Strict, "the parent's override applies below it")
	assert.Equal(t, keyrules.CaseUpper, legacy.Case, "the nearer file's keys beat the parent's override")
	assert.False(t, legacy.Root)

	tools := configIn(t, r, filepath.Join(root, "tools", "gen"))
	assert.Equal(t, keyrules.CaseSnake, tools.Case, "root: true stops the search upward")
	assert.Equal(t, 128, tools.MaxLength)
	assert.Equal(t, 3, tools.MaxDepth)
	assert.Equal(t, 1, tools.MinDepth, ".yaml files nest too")
	assert.False(t, tools.Root)

	dotted := configIn(t, r, filepath.Join(root, "preset"))
	assert.Equal(t, ".", dotted.Separator, "a preset restarts from the preset's defaults")
	assert.Empty(t, dotted.Namespaces)

	_, err := r.For(filepath.Join(root, "invalid"))
	require.EqualError(t, err, filepath.Join(root, "invalid", ".rediskeylint.yml")+": min-depth: 7 is greater than max-depth 6")
	_, err = r.For(filepath.Join(root, "invalid", "ok"))
	require.ErrorContains(t, err, filepath.Join(root, "invalid", ".rediskeylint.yml")+": min-depth", "each file is valid on top of its parents")
}

func TestConfigIsCachedUntilAFlagChanges(t *testing.T) {
	root := writeTree(t, map[string]string{"go.mod": "module m\n", ".rediskeylint.yml": "case: camel\n"})
	dir := filepath.Join(root, "p")
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	r := NewResolver(keyrules.Default())
	r.RegisterFlags(fs)

	assert.Equal(t, keyrules.CaseCamel, configIn(t, r, dir).Case)
	// Cached: a changed file is not read again in the same run.
	require.NoError(t, os.WriteFile(filepath.Join(root, ".rediskeylint.yml"), []byte("case: upper\n"), 0o644))
	assert.Equal(t, keyrules.CaseCamel, configIn(t, r, dir).Case)

	require.NoError(t, fs.Set("max-length", "99"))
	cfg := configIn(t, r, dir)
	assert.Equal(t, 99, cfg.MaxLength)
	assert.Equal(t, keyrules.CaseUpper, cfg.Case, "setting a flag drops the cache")
}

func TestConfigConcurrentPackages(t *testing.T) {
	files := map[string]string{"go.mod": "module m\n", ".rediskeylint.yml": "case: camel\noverrides:\n  - paths: [p1]\n    case: upper\n"}
	root := writeTree(t, files)
	r := newRunner(t, keyrules.Default(), "-strict")
	var wg sync.WaitGroup
	got := make([]keyrules.Config, 16)
	for i := range got {
		wg.Go(func() {
			cfg, err := r.For(filepath.Join(root, fmt.Sprintf("p%d", i%4)))
			assert.NoError(t, err)
			got[i] = cfg
		})
	}
	wg.Wait()
	for i, cfg := range got {
		want := keyrules.CaseCamel
		if i%4 == 1 {
			want = keyrules.CaseUpper
		}
		assert.Equal(t, want, cfg.Case, i)
		assert.True(t, cfg.Strict, i)
	}
}

func TestConfigWithoutFilesUsesBaseAndFlags(t *testing.T) {
	r := newRunner(t, keyrules.Default(), "-case=camel")
	cfg, err := r.For("")
	require.NoError(t, err)
	assert.Equal(t, keyrules.CaseCamel, cfg.Case)
}
