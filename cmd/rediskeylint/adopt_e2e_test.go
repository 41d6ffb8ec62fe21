package main

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// findingLine matches "file.go:line:col: message" in go vet's and the
// standalone binary's text output.
var findingLine = regexp.MustCompile(`(?m)^(?:.*/)?([^/\s]+\.go:\d+:\d+: .*)$`)

func findingsOf(out string) []string {
	var list []string
	for _, m := range findingLine.FindAllStringSubmatch(out, -1) {
		list = append(list, m[1])
	}
	sort.Strings(list)
	return list
}

// TestConsistentSameUnderVetAndStandalone runs the package whose
// configuration says case and separator are consistent through go vet and
// through the standalone binary: both report the same findings. (That
// test files neither vote nor report is TestConsistent's, in analyzer.)
func TestConsistentSameUnderVetAndStandalone(t *testing.T) {
	bin := buildTool(t)
	dir := moduleDir(t)

	stdout, stderr, code := runTool(t, dir, "go", "vet", "-vettool="+bin, "./consistent/")
	vet := findingsOf(stdout + stderr)
	assert.NotEqual(t, 0, code)

	stdout, stderr, code = runTool(t, dir, bin, "./consistent/")
	standalone := findingsOf(stdout + stderr)
	assert.Equal(t, 3, code, stderr)

	assert.Equal(t, []string{
		`consistent.go:18:16: case: key "sync_state/<int>" segment "sync_state" is not camelCase`,
		`consistent.go:19:15: depth: key "repoMeta:<int>" has 1 segment, fewer than min-depth 2`,
		`consistent.go:19:24: separator: key "repoMeta:<int>" uses ":" between words instead of "/"`,
	}, standalone)
	assert.Equal(t, standalone, vet, "go vet and the standalone binary agree")
}

// TestVersion checks "rediskeylint version" and the -V=full line go vet
// parses: NAME version devel ... buildID=HEX.
func TestVersion(t *testing.T) {
	bin := buildTool(t)
	stdout, _, code := runTool(t, ".", bin, "version")
	assert.Equal(t, 0, code)
	assert.Regexp(t, `^rediskeylint \S+ go1\.\d+`, stdout)

	stdout, _, code = runTool(t, ".", bin, "-V=full")
	require.Equal(t, 0, code)
	f := strings.Fields(stdout)
	require.GreaterOrEqual(t, len(f), 4, stdout)
	assert.Equal(t, bin, f[0])
	assert.Equal(t, "version", f[1])
	assert.Equal(t, "devel", f[2], "go vet reads the build ID only after devel")
	assert.Regexp(t, `^buildID=[0-9a-f]{64}$`, f[len(f)-1])
}
