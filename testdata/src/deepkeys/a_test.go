package deepkeys

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

func TestName(t *testing.T) {
	rdb := redis.NewClient(&redis.Options{})
	_ = get(context.Background(), rdb, "name")
}
