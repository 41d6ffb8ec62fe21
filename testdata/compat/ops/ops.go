// Package ops reads keys back through the go-redis-shaped adapters of
// rueidis and valkey-go (rueidiscompat, valkeycompat), against the real
// modules: SCAN pages and KEYS replies have the pattern's shape, the
// documents of FT.SEARCH on an index created with a prefix that prefix's.
package ops

import (
	"context"

	"github.com/redis/rueidis"
	"github.com/redis/rueidis/rueidiscompat"
	"github.com/valkey-io/valkey-go"
	"github.com/valkey-io/valkey-go/valkeycompat"
)

const products = "idx:products"

// Sweep pages through the carts with SCAN and expires each one.
func Sweep(ctx context.Context, c rueidis.Client) error {
	rdb := rueidiscompat.NewAdapter(c)
	var cursor uint64
	for {
		keys, next, err := rdb.Scan(ctx, cursor, "cart:*:items", 100).Result()
		if err != nil {
			return err
		}
		for _, k := range keys {
			rdb.Expire(ctx, k, 0)
		}
		if cursor = next; cursor == 0 {
			return nil
		}
	}
}

// Purge deletes the drafts KEYS lists, spread into one DEL.
func Purge(ctx context.Context, c rueidis.Client) {
	rdb := rueidiscompat.NewAdapter(c)
	rdb.Del(ctx, rdb.Keys(ctx, "draft:*").Val()...)
}

// Index creates the products index and reads every product it finds.
func Index(ctx context.Context, c rueidis.Client) error {
	rdb := rueidiscompat.NewAdapter(c)
	if err := rdb.FTCreate(ctx, products, &rueidiscompat.FTCreateOptions{OnHash: true, Prefix: []any{"product:"}},
		&rueidiscompat.FieldSchema{FieldName: "name"}).Err(); err != nil {
		return err
	}
	res, err := rdb.FTSearch(ctx, products, "*").Result()
	if err != nil {
		return err
	}
	for _, doc := range res.Docs {
		rdb.HGetAll(ctx, doc.ID)
	}
	return nil
}

// Valkey does the same through valkeycompat.
func Valkey(ctx context.Context, c valkey.Client) {
	rdb := valkeycompat.NewAdapter(c)
	keys, _, _ := rdb.ScanType(ctx, 0, "queue:*", 100, "list").Result()
	for _, k := range keys {
		rdb.LLen(ctx, k)
	}
	for _, k := range rdb.Keys(ctx, "job:*:lock").Val() {
		rdb.Unlink(ctx, k)
	}
}
