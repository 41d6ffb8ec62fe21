// Package c uses cgo and builds a key.
package c

/*
static int twice(int n) { return 2 * n; }
*/
import "C"

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"

	"example.com/variant/a"
)

// OrderKey is the key of an order.
func OrderKey(id int) string { return fmt.Sprintf("Order:%d", int(C.twice(C.int(id)))) }

// Order reads an order.
func Order(ctx context.Context, rdb *redis.Client, id int) string {
	return a.Get(ctx, rdb, OrderKey(id))
}
