// Package inventory caches stock levels per warehouse and product kind.
// Every key part that may be empty is checked before the key is built, so
// the empty variants never reach Redis.
package inventory

import (
	"context"
	"errors"
	"log"
	"strings"

	"github.com/redis/go-redis/v9"
)

var errUnknownKind = errors.New("inventory: unknown product kind")

type Cache struct {
	rdb *redis.Client
}

// kindOf maps a SKU to its product kind, or "" when the prefix is unknown.
func kindOf(sku string) string {
	switch {
	case strings.HasPrefix(sku, "B-"):
		return "book"
	case strings.HasPrefix(sku, "G-"):
		return "game"
	}
	return ""
}

// Stock reads the stock of a product; unknown kinds are refused first.
func (c *Cache) Stock(ctx context.Context, sku string) (int, error) { // want Stock:`sink\(1→GET stock:book:<string>; 1→GET stock:game:<string>\)`
	kind := kindOf(sku)
	if kind == "" {
		return 0, errUnknownKind
	}
	return c.rdb.Get(ctx, "stock:"+kind+":"+sku).Int()
}

// Reserve holds items in a warehouse; both parts are checked at once.
func (c *Cache) Reserve(ctx context.Context, sku string, remote bool) error {
	warehouse := ""
	if remote {
		warehouse = "north"
	} else {
		warehouse = "south"
	}
	kind := kindOf(sku)
	if len(kind) == 0 || warehouse == "" {
		return errUnknownKind
	}
	return c.rdb.Incr(ctx, "reserved:"+warehouse+":"+kind).Err()
}

// Restock only touches the regional counter when there is a region.
func (c *Cache) Restock(ctx context.Context, sku string, eu bool) error {
	region := ""
	if eu {
		region = "eu"
	}
	if region != "" {
		c.rdb.Incr(ctx, "restock:"+region)
	}
	return c.rdb.Incr(ctx, "restock:all").Err()
}

// Audit stops the process when the kind is unknown.
func (c *Cache) Audit(ctx context.Context, sku string) {
	kind := kindOf(sku)
	if kind == "" {
		log.Fatalf("audit: unknown kind for %s", sku)
	}
	c.rdb.SAdd(ctx, "audit:"+kind, sku)
}

// Count only logs an unknown kind and goes on: the empty kind is sent.
func (c *Cache) Count(ctx context.Context, sku string) {
	kind := kindOf(sku)
	if kind == "" {
		log.Printf("count: unknown kind for %s", sku)
	}
	c.rdb.Incr(ctx, "count:"+kind) // want `key "count:" ends with the separator ":"`
}
