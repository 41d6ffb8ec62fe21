package commands_test

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/commands/internal/generate"
	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// TestTableMatchesServer regenerates commands.json in memory from the
// installed redis-server and requires the committed file to be identical,
// so that the table cannot drift from the server it claims to describe.
func TestTableMatchesServer(t *testing.T) {
	rdb := redistest.Start(t).Client(t)
	ctx := context.Background()
	reply, err := rdb.Do(ctx, "COMMAND").Slice()
	require.NoError(t, err)
	info, err := rdb.Info(ctx, "server").Result()
	require.NoError(t, err)
	version := generate.Version(info)

	got, err := generate.Table(reply, version)
	require.NoError(t, err)
	committed, err := os.ReadFile("commands.json")
	require.NoError(t, err)
	require.Equal(t, string(committed), string(got),
		"commands.json (redis %s) differs from what redis-server %s reports; run go generate ./internal/commands",
		commands.RedisVersion(), version)
}
