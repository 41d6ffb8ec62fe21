package main

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestProfilesOfARun: with REDISKEYLINT_CPUPROFILE and
// REDISKEYLINT_MEMPROFILE set, a standalone run writes a CPU profile and
// an allocation profile that pprof reads, and reports what it reports
// without them; a profile that cannot be written is a one-line error.
func TestProfilesOfARun(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	t.Setenv("REDISKEYLINT_CACHE", "off")
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	t.Setenv("REDISKEYLINT_CPUPROFILE", cpu)
	t.Setenv("REDISKEYLINT_MEMPROFILE", mem)
	stdout, stderr, code := runTool(t, app, bin, "./store")
	assert.Equal(t, 3, code, stderr)
	assert.Contains(t, stdout, reachFinding)
	// pprof -raw prints a profile's sample types on its "Samples:" line.
	for file, sampleType := range map[string]string{cpu: "cpu/nanoseconds", mem: "alloc_space/bytes"} {
		out, err := exec.Command("go", "tool", "pprof", "-raw", file).CombinedOutput()
		require.NoError(t, err, "%s", out)
		assert.Contains(t, string(out), sampleType, "%s", file)
	}

	t.Setenv("REDISKEYLINT_CPUPROFILE", filepath.Join(dir, "missing", "cpu.pprof"))
	_, stderr, code = runTool(t, app, bin, "./store")
	assert.Equal(t, 1, code)
	assert.Regexp(t, `^rediskeylint: \$REDISKEYLINT_CPUPROFILE: open .*missing/cpu.pprof: no such file or directory\n$`, stderr)
}
