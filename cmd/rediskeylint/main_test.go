package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// testDir is a directory of the test process, removed after the tests:
// the result cache and the binary live there.
var testDir string

// TestMain gives the tests a result cache of their own, which starts
// empty and is removed after them, in place of the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "rediskeylint-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testDir = dir
	if err := os.Setenv("REDISKEYLINT_CACHE", filepath.Join(dir, "cache")); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// buildOnce builds the rediskeylint binary the first time a test asks.
var buildOnce = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(testDir, "rediskeylint")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// buildTool returns the path of the rediskeylint binary, built once for
// all the tests of the package; the tests only run it.
func buildTool(t *testing.T) string {
	t.Helper()
	bin, err := buildOnce()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}
