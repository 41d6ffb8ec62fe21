// Package clitest holds what the tests of the subcommands' packages share:
// a result cache of their own and the GOPATH testdata tree, where the
// client stubs live.
package clitest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// Main runs the tests of m with a result cache of their own, which starts
// empty and is removed after them, in place of the user's; call it from
// TestMain.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "rediskeylint-cache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.Setenv("REDISKEYLINT_CACHE", dir); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// InGOPATH makes the testdata tree the GOPATH (the go-redis stub lives
// there) and runs the test from the package pkg inside it, whose
// directory it returns. The calling test's package lies two levels below
// the module root.
func InGOPATH(t *testing.T, pkg string) string {
	t.Helper()
	testdata, err := filepath.Abs("../../testdata")
	require.NoError(t, err)
	t.Setenv("GO111MODULE", "off")
	t.Setenv("GOPATH", testdata)
	t.Setenv("GOFLAGS", "")
	dir := filepath.Join(testdata, "src", pkg)
	t.Chdir(dir)
	return dir
}
