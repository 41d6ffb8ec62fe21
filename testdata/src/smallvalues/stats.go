// Package smallvalues keeps a service's statistics: keys inside the small
// values a cache writes, and in a slice of structs written in a loop.
package smallvalues

import (
	"context"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"smallvalues/cache"
)

// Save writes the statistics of a run through the cache's interface.
func Save(ctx context.Context, s cache.Store, run int, at time.Time) error {
	return s.Set(ctx,
		cache.String("stats:run:"+strconv.Itoa(run)+":status", "done"),
		cache.Time("stats:run:"+strconv.Itoa(run)+":finishedAt", at), // want `segment "finishedAt" is not snake_case`
	)
}

// A Point is one counter and its value.
type Point struct {
	Name  string // want Name:`value\("stats:num_users" \| "stats:numOrders"\)`
	Value int64
}

// The counters.
const (
	NumUsers  = "stats:num_users"
	NumOrders = "stats:numOrders" // want `segment "numOrders" is not snake_case`
)

// Publish writes every counter.
func Publish(ctx context.Context, rdb *redis.Client, users, orders int64) {
	points := []Point{{Name: NumUsers, Value: users}, {Name: NumOrders, Value: orders}}
	for _, p := range points {
		rdb.Set(ctx, p.Name, p.Value, 0)
	}
}
