package main

import (
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
