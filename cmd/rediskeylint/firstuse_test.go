package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// What a first-time user meets: errors that are one clear line, whatever
// the command.

// TestConfigErrorNamedOnce: a bad configuration file is one line naming
// the program once and the file, in every command that reads it.
func TestConfigErrorNamedOnce(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": keySource("a"), ".rediskeylint.yml": "colour: red\n"})
	cfg := filepath.Join(dir, ".rediskeylint.yml")
	for _, args := range [][]string{{"./..."}, {"catalog", "./..."}, {"init", "-force", "./..."}} {
		_, stderr, code := runTool(t, dir, bin, args...)
		assert.Equal(t, 1, code, "%v: %s", args, stderr)
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		assert.Len(t, lines, 1, "%v: one line:\n%s", args, stderr)
		assert.True(t, strings.HasPrefix(stderr, "rediskeylint"), "%v: the program names itself:\n%s", args, stderr)
		assert.NotContains(t, stderr, "rediskeylint: rediskeylint:", "%v: once", args)
		assert.Contains(t, stderr, cfg+`: unknown key "colour"`, "%v", args)
	}
}

// TestBadFlagOneLine: a bad flag is one line naming the command, the flag
// and how to get help, exit 1, in every command.
func TestBadFlagOneLine(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{"a/a.go": keySource("a")})
	for _, cmd := range [][]string{{}, {"catalog"}, {"init"}, {"audit"}} {
		prog := strings.Join(append([]string{"rediskeylint"}, cmd...), " ")
		stdout, stderr, code := runTool(t, dir, bin, append(cmd, "-bogus", "./...")...)
		assert.Equal(t, 1, code, "%s: %s", prog, stderr)
		assert.Empty(t, stdout)
		assert.Equal(t, prog+": flag provided but not defined: -bogus; "+prog+" -help lists the flags\n", stderr)

		_, stderr, code = runTool(t, dir, bin, append(cmd, "-help")...)
		assert.Equal(t, 0, code, "%s -help", prog)
		assert.Contains(t, stderr, "-tags", "%s -help: the loading flags are the same in every command", prog)
	}
}

// TestOneTestsFlag: test files have one flag, -tests, in every command
// that loads packages, and the build tags are given the same way.
func TestOneTestsFlag(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, map[string]string{
		"a/a.go":      keySource("a"),
		"a/a_test.go": "package a\n\nimport (\n\t\"context\"\n\t\"testing\"\n\n\t\"github.com/redis/go-redis/v9\"\n)\n\nfunc TestA(t *testing.T) {\n\tvar rdb *redis.Client\n\trdb.Get(context.Background(), \"Test:Key\")\n}\n",
		"a/extra.go":  "//go:build extra\n\npackage a\n\nimport (\n\t\"context\"\n\n\t\"github.com/redis/go-redis/v9\"\n)\n\nfunc Extra(rdb *redis.Client) { rdb.Get(context.Background(), \"Extra:Key\") }\n",
	})
	_, stderr, _ := runTool(t, dir, bin, "-help")
	assert.Contains(t, stderr, "  -tests ")
	assert.NotContains(t, stderr, "  -test ", "one flag for test files")

	stdout, _, code := runTool(t, dir, bin, "./...")
	assert.Equal(t, 0, code, stdout)
	stdout, _, code = runTool(t, dir, bin, "-tests", "./...")
	assert.Equal(t, 3, code)
	assert.Contains(t, stdout, `a/a_test.go:12:`, "-tests reports the findings of test files")
	stdout, _, code = runTool(t, dir, bin, "-tags", "extra", "./...")
	assert.Equal(t, 3, code)
	assert.Contains(t, stdout, `"Extra:Key"`)

	stdout, stderr, code = runTool(t, dir, bin, "catalog", "-tests", "-tags", "extra", "./...")
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, `"Test:Key"`)
	assert.Contains(t, stdout, `"Extra:Key"`)
	stdout, stderr, code = runTool(t, dir, bin, "catalog", "./...")
	assert.Equal(t, 0, code, stderr)
	assert.NotContains(t, stdout, `"Extra:Key"`)

	_, stderr, code = runTool(t, dir, bin, "init", "-tags", "extra", "./...")
	assert.Equal(t, 0, code, stderr)
}
