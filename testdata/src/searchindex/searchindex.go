// Package searchindex searches indexes that another package creates: the
// document ids are keys of the prefixes that package gives them, found
// through the index's constant or helper.
package searchindex

import (
	"context"

	"github.com/redis/go-redis/v9"

	"searchindex/catalog"
)

// Reprice reads every product the query finds.
func Reprice(ctx context.Context, rdb *redis.Client, query string) error {
	res, err := rdb.FTSearch(ctx, catalog.Products, query).Result()
	if err != nil {
		return err
	}
	for _, doc := range res.Docs {
		rdb.HGetAll(ctx, doc.ID) // want `key from catalog.Products "shop:Product:<string>" segment "Product" is not snake_case`
	}
	return nil
}

// Moderate deletes the reviews the query finds.
func Moderate(ctx context.Context, rdb *redis.Client, query string) {
	for _, doc := range rdb.FTSearch(ctx, catalog.ReviewsIndex(), query).Val().Docs {
		rdb.Del(ctx, doc.ID)
	}
}
