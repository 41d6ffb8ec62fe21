package testvalues

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

func TestMain(m *testing.M) {
	statsPrefix = ""
	m.Run()
}

func TestQueue(t *testing.T) {
	ctx := context.Background()
	rdb := redis.NewClient(&redis.Options{})
	q := newQueue(rdb, "")
	if err := q.Push(ctx, "job"); err != nil {
		t.Fatal(err)
	}
	Watch(ctx, []*Queue{q})
	q.Start(ctx)
	rdb.Del(ctx, heartbeatKey(""))
}
