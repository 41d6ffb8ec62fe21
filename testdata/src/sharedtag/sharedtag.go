// Package sharedtag keeps every key of a service under one namespace that
// is set once at start-up and wrapped in a hash tag, and is checked with
// cluster: true and go-redis v9.7.0.
package sharedtag

import (
	"context"
	"fmt"
	"os"

	"github.com/redis/go-redis/v9"
)

// A Store keeps its keys under {ns}; ns comes from the configuration.
type Store struct {
	rdb *redis.ClusterClient
	ns  string
}

func (s *Store) key(name string) string { return "{" + s.ns + "}:" + name }

// move renames under the one namespace: both keys hash the field ns.
func (s *Store) move(ctx context.Context) {
	s.rdb.Rename(ctx, s.key("draft"), s.key("final"))
	s.rdb.Rename(ctx, "{"+s.ns+"}:a", "{"+s.ns+"}:b")
}

// params tags both keys with the same parameter.
func params(ctx context.Context, rdb *redis.ClusterClient, ns string) {
	rdb.MGet(ctx, "{"+ns+"}:a", "{"+ns+"}:b")
}

// locals tags both keys with the same variable.
func locals(ctx context.Context, rdb *redis.ClusterClient, id string) {
	ns := "tenant_" + id
	rdb.SUnionStore(ctx, "{"+ns+"}:all", "{"+ns+"}:a", "{"+ns+"}:b")
}

// different tags two keys with two unknown values: they may differ.
func different(ctx context.Context, rdb *redis.ClusterClient, a, b string) {
	rdb.MGet(ctx, "{"+a+"}:x", "{"+b+"}:x") // want `keys "\{<string>\}:x" and "\{<string>\}:x" of MGET may be in different slots`
}

// unknown renames two keys of which nothing is known, on a client whose
// type says it is a cluster: two ids read at run time are in two slots
// but by chance. Keys the caller passes are checked at the callers.
func unknown(ctx context.Context, rdb *redis.ClusterClient, from, to string) {
	oldID, newID := os.Getenv("OLD"), os.Getenv("NEW")
	rdb.Rename(ctx, oldID, newID) // want `keys "<string>" and "<string>" of RENAME may be in different slots: Redis answers CROSSSLOT; the client is a cluster client`
	rdb.Rename(ctx, oldID, oldID)
	rdb.Rename(ctx, from, to)
}

// unknownPlain does the same on a client whose type does not say it is a
// cluster client: nothing proves the keys meet a cluster.
func unknownPlain(ctx context.Context, rdb *redis.Client) {
	oldID, newID := os.Getenv("OLD"), os.Getenv("NEW")
	rdb.Rename(ctx, oldID, newID)
}

// ns is the namespace of every key, set once at start-up.
var ns string

// Init sets the namespace.
func Init(name string) { ns = name }

func lockKey() string    { return "{" + ns + "}:lock" }
func counterKey() string { return fmt.Sprintf("{%s}:counter", ns) }

// globals tags keys built by two helpers with the same package variable.
func globals(ctx context.Context, rdb *redis.ClusterClient) {
	rdb.Rename(ctx, lockKey(), counterKey())
	rdb.MGet(ctx, "{"+ns+"}:a", fmt.Sprintf("{%s}:b", ns))
}

// A Keys holds the keys of one tenant, made once by newKeys.
type Keys struct {
	queue, done string
}

func newKeys(tenant string) *Keys {
	return &Keys{queue: "{" + tenant + "}:queue", done: "{" + tenant + "}:done"}
}

// fields moves between two keys that newKeys tagged with one tenant.
func fields(ctx context.Context, rdb *redis.ClusterClient, k *Keys) {
	rdb.LMove(ctx, k.queue, k.done, "LEFT", "RIGHT")
}

func run(ctx context.Context, rdb *redis.ClusterClient) {
	fields(ctx, rdb, newKeys("acme"))
}

// A Cache wraps the client; its callers pass whole keys.
type Cache struct{ rdb *redis.ClusterClient }

func (c *Cache) rename(ctx context.Context, from, to string) { c.rdb.Rename(ctx, from, to) }

// Config is read at start-up.
type Config struct{ Namespace string }

var cfg Config

// wrapped renames through the wrapper, under the configured namespace.
func wrapped(ctx context.Context, c *Cache, tenant string) {
	c.rename(ctx, "{"+cfg.Namespace+"}:a", "{"+cfg.Namespace+"}:b")
	c.rename(ctx, "{"+tenant+"}:a", "{"+tenant+"}:b")
	k := newKeys(tenant)
	c.rename(ctx, k.queue, k.done)
}

func (s *Store) fkey(name string) string { return fmt.Sprintf("{%s}:%s", s.ns, name) }

// tx counts in one transaction under the store's tag.
func (s *Store) tx(ctx context.Context, id string) {
	_, _ = s.rdb.TxPipelined(ctx, func(pipe redis.Pipeliner) error {
		pipe.Incr(ctx, s.fkey("visits"))
		pipe.SAdd(ctx, s.fkey("seen"), id)
		pipe.Expire(ctx, s.key("seen:"+id), 0)
		return nil
	})
}
