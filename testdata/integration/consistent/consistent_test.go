package consistent

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

// The fixture keys neither vote nor report: test findings are quiet.
func TestUse(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{})
	rdb.Get(context.Background(), "Fixture_Key")
	rdb.Get(context.Background(), "fixture_one:a")
	rdb.Get(context.Background(), "fixture_two:b")
	rdb.Get(context.Background(), "fixture_three:c")
	Use(context.Background(), rdb, 1)
}
