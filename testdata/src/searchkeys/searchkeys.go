// Package searchkeys reads hashes whose keys a full-text search returns:
// a document id of FT.SEARCH on an index the package creates with PREFIX
// is one of the prefixes followed by a hole.
package searchkeys

import (
	"context"

	"github.com/redis/go-redis/v9"
)

const index = "idx:products"

// CreateIndex indexes the product hashes.
func CreateIndex(ctx context.Context, rdb *redis.Client) error {
	return rdb.FTCreate(ctx, index, &redis.FTCreateOptions{OnHash: true, Prefix: []interface{}{"Product:"}}, // want `key "Product:<string>" segment "Product" is not snake_case`
		&redis.FieldSchema{FieldName: "name"}).Err()
}

// Touch reads every product the query finds and renews it.
func Touch(ctx context.Context, rdb *redis.Client, query string) error {
	res, err := rdb.FTSearch(ctx, index, query).Result()
	if err != nil {
		return err
	}
	for _, doc := range res.Docs {
		rdb.HGetAll(ctx, doc.ID)
		rdb.Expire(ctx, doc.ID, 0)
	}
	return nil
}

// Orphans searches an index the package never creates: its ids are not
// known, and the catalog says why.
func Orphans(ctx context.Context, rdb *redis.Client) {
	for _, doc := range rdb.FTSearch(ctx, "idx:orphans", "*").Val().Docs {
		rdb.Del(ctx, doc.ID)
	}
}
