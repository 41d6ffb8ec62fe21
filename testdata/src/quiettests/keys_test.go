package quiettests

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

func TestSave(t *testing.T) {
	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{})
	Save(ctx, rdb, 1)
	rdb.Get(ctx, "Foo")             // quiet by default
	rdb.Get(ctx, "app:config:main") // a string read of a hash: the type rule sees test keys
}
