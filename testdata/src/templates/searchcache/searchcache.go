// Package searchcache caches search results under keys that spell out the
// whole query: long concatenations, a Sprintf with many verbs, and a key
// assembled step by step. The text at the start of each key must survive.
package searchcache

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

type Query struct {
	Tenant, Index, Lang, Sort, Order, Filter, Facet string
	Page, Size                                      int
}

type Cache struct {
	rdb *redis.Client
	ttl time.Duration
}

// Results reads the results; the key names every query parameter in a
// nineteen-operand chain.
func (c *Cache) Results(ctx context.Context, q Query) (string, error) { // want Results:`sink\(1→GET Search:<string>:<string>:<string>_<string>_<string>:<int>_<int>:<string>_<string>\)`
	key := "Search:" + q.Tenant + ":" + q.Index + ":" + q.Lang + "_" + q.Sort + "_" + q.Order + ":" + // want `key "Search:<string>:<string>:<string>_<string>_<string>:<int>_<int>:.*" segment "Search" is not snake_case`
		strconv.Itoa(q.Page) + "_" + strconv.Itoa(q.Size) + ":" + q.Filter + "_" + q.Facet
	return c.rdb.Get(ctx, key).Result()
}

// Store writes the results under a key formatted with many verbs.
func (c *Cache) Store(ctx context.Context, q Query, body string) error { // want Store:`sink\(1→SET search:<string>:<string>:<string>_<string>_<string>:<int>_<int>:<string>_<string>_Body\)`
	key := fmt.Sprintf("search:%s:%s:%s_%s_%s:%d_%d:%s_%s_Body", // want `key "search:<string>:<string>:<string>_<string>_<string>:<int>_<int>:.*" segment "Body" is not snake_case`
		q.Tenant, q.Index, q.Lang, q.Sort, q.Order, q.Page, q.Size, q.Filter, q.Facet)
	return c.rdb.Set(ctx, key, body, c.ttl).Err()
}

// Facets counts facet hits; the key is assembled one part at a time.
func (c *Cache) Facets(ctx context.Context, q Query) error { // want Facets:`sink\(1→INCR Facets:<string>:<string>:<string>_<string>_<string>:<string>\)`
	tenant := "Facets:" + q.Tenant // want `key "Facets:<string>:<string>:<string>_<string>_<string>:<string>" segment "Facets" is not snake_case`
	index := tenant + ":" + q.Index
	lang := index + ":" + q.Lang
	sort := lang + "_" + q.Sort
	order := sort + "_" + q.Order
	key := order + ":" + q.Facet
	return c.rdb.Incr(ctx, key).Err()
}
