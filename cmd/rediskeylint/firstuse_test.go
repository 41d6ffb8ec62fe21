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
