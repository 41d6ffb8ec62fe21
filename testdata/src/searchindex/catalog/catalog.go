// Package catalog creates the search indexes of the shop: one named by a
// constant, one by a helper.
package catalog

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Products is the index of the product hashes.
const Products = "idx:products"

// ReviewsIndex returns the name of the index of the review hashes.
func ReviewsIndex() string { return "idx:reviews" }

// CreateIndexes creates both indexes.
func CreateIndexes(ctx context.Context, rdb *redis.Client) error {
	err := rdb.FTCreate(ctx, Products, &redis.FTCreateOptions{OnHash: true, Prefix: []interface{}{"shop:Product:"}},
		&redis.FieldSchema{FieldName: "name"}).Err()
	if err != nil {
		return err
	}
	return rdb.FTCreate(ctx, ReviewsIndex(), &redis.FTCreateOptions{OnHash: true, Prefix: []interface{}{"shop:review:"}},
		&redis.FieldSchema{FieldName: "stars"}).Err()
}
