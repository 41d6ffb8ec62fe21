// Package orders keeps the shop's orders in Redis.
package orders

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

func orderKey(id int64) string { return fmt.Sprintf("shop:order:%d", id) }

// Save stores a new order for an hour.
func Save(ctx context.Context, rdb *redis.Client, id int64) error {
	if err := rdb.HSet(ctx, orderKey(id), "state", "new").Err(); err != nil {
		return err
	}
	return rdb.Expire(ctx, orderKey(id), time.Hour).Err()
}

// State reads an order's state.
func State(ctx context.Context, rdb *redis.Client, id int64) (string, error) {
	return rdb.HGet(ctx, orderKey(id), "state").Result()
}

// Visit counts a user's visits.
func Visit(ctx context.Context, rdb *redis.Client, user int) (int64, error) {
	key := /* 👣 */ fmt.Sprintf("Shop:Visits:%d", user)
	return rdb.Incr(ctx, key).Result()
}

// Flags reads the shop's feature flags, which live in one cluster slot.
func Flags(ctx context.Context, rdb *redis.Client) (map[string]string, error) {
	return rdb.HGetAll(ctx, "shop:config:{main}:flags").Result()
}
