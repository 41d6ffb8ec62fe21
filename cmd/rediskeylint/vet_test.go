package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestGoVet runs the binary as `go vet -vettool` over a package whose keys
// are camelCase: with the default case rule they are findings, with
// -case=camel they pass, and the snake_case key goes the other way; the
// forbidden KEYS call is reported either way, so go vet fails both times.
func TestGoVet(t *testing.T) {
	bin := buildTool(t)
	dir := filepath.Join(moduleDir(t), "vetcase")
	vettool := "-vettool=" + bin

	stdout, stderr, code := runTool(t, dir, "go", "vet", vettool, "./...")
	out := stdout + stderr
	assert.NotEqual(t, 0, code, "go vet fails on findings\n%s", out)
	assert.Contains(t, out, "vetcase.go:18:2: command: command KEYS is forbidden")
	assert.Contains(t, out, `segment "userProfile" is not snake_case`)
	assert.NotContains(t, out, `"user_name"`)

	stdout, stderr, code = runTool(t, dir, "go", "vet", vettool, "-case=camel", "./...")
	out = stdout + stderr
	assert.NotEqual(t, 0, code, "go vet fails on findings\n%s", out)
	assert.Contains(t, out, "vetcase.go:18:2: command: command KEYS is forbidden")
	assert.NotContains(t, out, `"userProfile"`, "a camelCase key passes with -case=camel")
	assert.Contains(t, out, `segment "user_name" is not camelCase`)
}

// TestExitCodes checks the exit status of the standalone binary: 0 with
// nothing to report, 3 with findings, and 1 with a one-line error naming
// the flag and its allowed values when a flag value is bad.
func TestExitCodes(t *testing.T) {
	bin := buildTool(t)
	dir := moduleDir(t)

	// The clean package runs first, so that module downloads are done
	// before the bad flag's stderr is read.
	stdout, stderr, code := runTool(t, dir, bin, "./clean/")
	assert.Equal(t, 0, code, "clean package\n%s%s", stdout, stderr)
	assert.NotContains(t, stderr, "clean.go:", "the clean package has no findings")

	stdout, stderr, code = runTool(t, dir, bin, "./vetcase/")
	assert.Equal(t, 3, code, "package with findings\n%s", stderr)
	assert.Contains(t, stdout, "vetcase.go:16:")

	_, stderr, code = runTool(t, dir, bin, "-case=snakecase", "./clean/")
	assert.Equal(t, 1, code, "bad flag value\n%s", stderr)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 1, "the error is one line:\n%s", stderr)
	assert.Contains(t, lines[0], "case")
	assert.Contains(t, lines[0], "snakecase")
	for _, style := range keyrules.CaseStyles {
		assert.Contains(t, lines[0], style, "the error lists the allowed values")
	}
}
