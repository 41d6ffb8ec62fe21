package redistest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStartCluster(t *testing.T) {
	c := StartCluster(t, 3)
	require.Len(t, c.Addrs, 3)
	rdb := c.Client(t)
	ctx := context.Background()

	t.Run("single-slot mget works", func(t *testing.T) {
		require.NoError(t, rdb.MSet(ctx, "{t}:a", "1", "{t}:b", "2").Err())
		vals, err := rdb.MGet(ctx, "{t}:a", "{t}:b").Result()
		require.NoError(t, err)
		assert.Equal(t, []any{"1", "2"}, vals)
	})

	t.Run("two-slot mget is refused with crossslot", func(t *testing.T) {
		slotA, err := rdb.ClusterKeySlot(ctx, "a").Result()
		require.NoError(t, err)
		slotB, err := rdb.ClusterKeySlot(ctx, "b").Result()
		require.NoError(t, err)
		require.NotEqual(t, slotA, slotB)

		err = rdb.Do(ctx, "mget", "a", "b").Err()
		require.Error(t, err)
		assert.Contains(t, err.Error(), "CROSSSLOT")
	})
}
