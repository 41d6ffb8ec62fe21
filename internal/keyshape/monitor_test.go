package keyshape

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMonitorLine(t *testing.T) {
	cmd, err := ParseMonitorLine(`1700000000.123456 [0 127.0.0.1:52144] "SET" "user:1" "a \"b\"\\c\x01\n"`)
	require.NoError(t, err)
	assert.Equal(t, []string{"SET", "user:1", "a \"b\"\\c\x01\n"}, cmd.Args)
	assert.False(t, cmd.Script)

	cmd, err = ParseMonitorLine(`+1700000000.5 [0 lua] "rpush" "jobs:{q}"`)
	require.NoError(t, err)
	assert.Equal(t, []string{"rpush", "jobs:{q}"}, cmd.Args)
	assert.True(t, cmd.Script)

	for _, bad := range []string{``, `1700000000.1 "GET" "k"`, `1.0 [0 127.0.0.1:1]`, `1.0 [0 x:1] "GET" "k`, `1.0 [0 x:1] GET`, `1.0 [0 x:1] "\xZZ"`} {
		_, err := ParseMonitorLine(bad)
		assert.Error(t, err, bad)
	}
}
