package camelpkg

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

func TestUse(t *testing.T) {
	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{})
	rdb.Get(ctx, "fixture_one:a")
	rdb.Get(ctx, "fixture_two:b")
	rdb.Get(ctx, "fixture_three:c")
	rdb.Get(ctx, "fixture_four:d")
}
