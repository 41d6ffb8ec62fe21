// Package searchresp3 reads FT.SEARCH's RESP3 reply, the map go-redis v9
// gives a generic command (and FTSearchCmd's raw value): its "results"
// hold one map per document, whose "id" is the document's key. The other
// entries (a document's attributes, the total) are not keys.
package searchresp3

import (
	"context"

	"github.com/redis/go-redis/v9"
)

const parcels = "idx:parcels"

// CreateIndex indexes the parcel hashes.
func CreateIndex(ctx context.Context, rdb *redis.Client) error {
	return rdb.FTCreate(ctx, parcels, &redis.FTCreateOptions{OnHash: true, Prefix: []interface{}{"parcel:"}},
		&redis.FieldSchema{FieldName: "state"}).Err()
}

// Archive unlinks the delivered parcels, the reply read with Result and
// asserted step by step.
func Archive(ctx context.Context, rdb *redis.Client) error {
	res, err := rdb.Do(ctx, "FT.SEARCH", parcels, "@state:delivered", "NOCONTENT").Result()
	if err != nil {
		return err
	}
	reply, ok := res.(map[interface{}]interface{})
	if !ok {
		return nil
	}
	results, _ := reply["results"].([]interface{})
	for _, r := range results {
		doc := r.(map[interface{}]interface{})
		rdb.Unlink(ctx, doc["id"].(string))
		// An attribute of the document is not its key.
		attrs := doc["extra_attributes"].(map[interface{}]interface{})
		rdb.Get(ctx, attrs["owner"].(string))
	}
	return nil
}

// Lost renews the lost parcels, the reply read with Val in one expression.
func Lost(ctx context.Context, rdb *redis.Client) {
	for _, r := range rdb.Do(ctx, "FT.SEARCH", parcels, "@state:lost").Val().(map[any]any)["results"].([]any) {
		id, _ := r.(map[any]any)["id"].(string)
		rdb.Expire(ctx, id, 0)
	}
}

// Raw reads the raw value of the typed search's command, which is the
// same map.
func Raw(ctx context.Context, rdb *redis.Client) {
	raw, _ := rdb.FTSearchWithArgs(ctx, parcels, "*", &redis.FTSearchOptions{NoContent: true}).RawResult()
	m := raw.(map[any]any)
	for _, r := range m["results"].([]any) {
		rdb.Persist(ctx, r.(map[any]any)["id"].(string))
	}
}

// Typed reads the documents of FTSearchWithArgs's typed result.
func Typed(ctx context.Context, rdb *redis.Client) {
	res, _ := rdb.FTSearchWithArgs(ctx, parcels, "*", &redis.FTSearchOptions{NoContent: true}).Result()
	for _, d := range res.Docs {
		rdb.HGetAll(ctx, d.ID)
	}
}

// Orphans searches an index no package creates: its ids are not known,
// and the catalog says why.
func Orphans(ctx context.Context, rdb *redis.Client) {
	res, _ := rdb.Do(ctx, "FT.SEARCH", "idx:none", "*").Result()
	for _, r := range res.(map[any]any)["results"].([]any) {
		rdb.Del(ctx, r.(map[any]any)["id"].(string))
	}
}

// Resp2 reads the same search's RESP2 reply through Result: a list of the
// count, then the ids (NOCONTENT).
func Resp2(ctx context.Context, rdb *redis.Client) {
	res, _ := rdb.Do(ctx, "FT.SEARCH", parcels, "@state:held", "NOCONTENT").Result()
	for _, id := range res.([]interface{})[1:] {
		rdb.Touch(ctx, id.(string))
	}
}
