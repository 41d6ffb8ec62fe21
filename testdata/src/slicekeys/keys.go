// Package slicekeys builds keys in maps, joins, bytes and hash tags.
package slicekeys

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"

	"slicekeys/tags"
)

// prefix is the service's prefix; a flag may change it.
var prefix = "svc"

// Settings writes several settings at once.
func Settings(ctx context.Context, rdb *redis.Client, user string) { // want Settings:`sink\(2→MSET settings:<string>:theme; 2→MSET settings:<string>:Lang\)`
	rdb.MSet(ctx, map[string]any{"settings:" + user + ":theme": "dark", "settings:" + user + ":Lang": "en"}) // want `segment "Lang" is not snake_case`
}

// Joined reads a key joined from a package variable and literals.
func Joined(ctx context.Context, rdb *redis.Client, key string) { // want Joined:`sink\(2→GET svc:cache:<string>\)`
	rdb.Get(ctx, strings.Join([]string{prefix, "cache", key}, ":"))
}

// Bytes reads a key made of a literal and a digest.
func Bytes(ctx context.Context, rdb *redis.Client, payload []byte) {
	sum := sha256.Sum256(payload)
	rdb.Get(ctx, string(append([]byte("tq:"), sum[:]...)))
	rdb.Get(ctx, "digest:"+hex.EncodeToString(sum[:]))
	rdb.Get(ctx, "b64:"+base64.StdEncoding.EncodeToString(payload))
}

// Lease takes a lease under a bytes key, on redigo.
func Lease(conn redigo.Conn, payload []byte) {
	sum := sha256.Sum256(payload)
	key := append([]byte("Lease:"), sum[:]...) // want `segment "Lease" is not snake_case`
	conn.Do("SET", key, 1, "NX")
}

// Tagged keeps the hash tag through a helper of another package.
func Tagged(ctx context.Context, rdb *redis.Client, ns string) { // want Tagged:`sink\(2→GET \{<string>\}:count\)`
	rdb.Get(ctx, tags.Key(fmt.Sprintf("{%s}", ns), "count"))
}
