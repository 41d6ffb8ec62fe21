package main

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the tests a result cache of their own, which starts
// empty and is removed after them, in place of the user's.
func TestMain(m *testing.M) {
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
