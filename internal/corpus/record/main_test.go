package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/corpus/modules"
)

func TestEverySuiteIsACorpusModule(t *testing.T) {
	for name := range suites {
		_, err := modules.Lookup(name)
		assert.NoError(t, err, name)
	}
}

func TestTestArgsPassTheAddressToTheTestBinaries(t *testing.T) {
	s, ok := suites["asynq"]
	require.True(t, ok)
	assert.Equal(t, []string{"test", "-count=1", "-p=1", "-timeout=15m", ".", "./internal/rdb", "-args", "-redis_addr=127.0.0.1:7001"},
		testArgs(s, "127.0.0.1:7001"))
	assert.Equal(t, []string{"test", "-count=1", "-p=1", "-timeout=10m", "."}, testArgs(suites["rmq"], "127.0.0.1:7001"),
		"a suite told by its environment gets no -args")
}

func TestRewritePortReplacesThePortWhereItStandsAlone(t *testing.T) {
	dir := t.TempDir()
	src := "package x\n\nvar a = \"localhost:6379\"\nvar b = []int{6379, 16379, 36379, 63790}\n\nfunc f(port int) { if port == 0 { port = 6379 } }\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "x_test.go"), []byte(src), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o644))
	require.NoError(t, rewritePort(dir, "6379", "7001"))
	got, err := os.ReadFile(filepath.Join(dir, "x_test.go"))
	require.NoError(t, err)
	assert.Equal(t, "package x\n\nvar a = \"localhost:7001\"\nvar b = []int{7001, 16379, 36379, 63790}\n\nfunc f(port int) { if port == 0 { port = 7001 } }\n", string(got))
	prod, err := os.ReadFile(filepath.Join(dir, "x.go"))
	require.NoError(t, err)
	assert.Equal(t, src, string(prod), "production files are left as they are")
}
