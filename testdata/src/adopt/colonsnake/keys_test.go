package colonsnake

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

// Fixture keys do not vote and their findings stay quiet.
func TestUse(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{})
	rdb.Get(context.Background(), "Foo")
	rdb.Get(context.Background(), "fixtureKey/a")
}
