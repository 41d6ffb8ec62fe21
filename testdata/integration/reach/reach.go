// Package reach builds keys the ways real programs do, on the real client
// libraries: placeholder templates filled by strings.Replace and kept in a
// constructor's fields, a key encoded in a buffer and returned with an
// error, calls through function values, wrappers that pass their slice
// parameters on as MSET pairs, XREAD streams or rewritten keys, and keys
// typed any.
package reach

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

const (
	phQueue           = "{queue}"
	readyBaseTemplate = "jobs:queue:{queue}:Ready" // want `key "jobs:queue:<string>:Ready" segment "Ready" is not snake_case`
)

func queueTemplate(base string, hashTags bool) string {
	if !hashTags {
		return base
	}
	return strings.Replace(base, ":{queue}:", ":{{queue}}:", 1)
}

type Broker struct {
	rdb           *redis.Client
	readyTemplate string
}

func NewBroker(rdb *redis.Client, hashTags bool) *Broker {
	return &Broker{rdb: rdb, readyTemplate: queueTemplate(readyBaseTemplate, hashTags)}
}

func (br *Broker) Queue(name string) *queue { return newQueue(br.rdb, name, br.readyTemplate) }

type queue struct {
	rdb      *redis.Client
	readyKey string
}

func newQueue(rdb *redis.Client, name, readyTemplate string) *queue {
	return &queue{rdb: rdb, readyKey: strings.Replace(readyTemplate, phQueue, name, 1)}
}

func (q *queue) Len(ctx context.Context) int64 { return q.rdb.LLen(ctx, q.readyKey).Val() }

// uniqueKey encodes a job's arguments at the end of its key.
func uniqueKey(jobName string, args map[string]any) (string, error) {
	var buf bytes.Buffer
	buf.WriteString("work:Unique:") // want `key "work:Unique:<string>:(<string>)?" segment "Unique" is not snake_case`
	buf.WriteString(jobName)
	buf.WriteRune(':') // want `key "work:Unique:<string>:" ends with the separator ":"`
	if args != nil {
		if err := json.NewEncoder(&buf).Encode(args); err != nil {
			return "", err
		}
	}
	return buf.String(), nil
}

func enqueueUnique(conn redigo.Conn, jobName string, args map[string]any) error {
	key, err := uniqueKey(jobName, args)
	if err != nil {
		return err
	}
	_, err = conn.Do("SET", key, "1", "NX", "EX", 86400)
	return err
}

var keyFuncs = map[string]func(int) string{
	"user":  func(id int) string { return "user:" + strconv.Itoa(id) },
	"order": func(id int) string { return "Order:" + strconv.Itoa(id) }, // want `key "Order:<int>" segment "Order" is not snake_case`
}

func funcValues(ctx context.Context, rdb *redis.Client, kind string, id int) {
	incr := rdb.Incr
	incr(ctx, "Counter:visits") // want `key "Counter:visits" segment "Counter" is not snake_case`
	rdb.Del(ctx, keyFuncs[kind](id))
}

type Redis struct{ rdb *redis.Client }

func (r *Redis) Mset(ctx context.Context, fieldsAndValues ...any) error {
	return r.rdb.MSet(ctx, fieldsAndValues...).Err()
}

func (r *Redis) ReadGroup(ctx context.Context, group string, streams ...string) ([]redis.XStream, error) {
	return r.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: group, Consumer: "c", Streams: streams}).Result()
}

func (r *Redis) DelPrefixed(ctx context.Context, keys ...string) error {
	prefixed := make([]string, len(keys))
	for i, k := range keys {
		prefixed[i] = "app:" + k
	}
	return r.rdb.Del(ctx, prefixed...).Err()
}

func (r *Redis) Get(ctx context.Context, key any) (any, error) {
	return r.rdb.Get(ctx, key.(string)).Result()
}

func paramLists(ctx context.Context, r *Redis) {
	_ = r.Mset(ctx, "user:1", "Ann Lee", "User:2", "Bob")                            // want `key \(through reach\.Redis\.Mset\) "User:2" segment "User" is not snake_case`
	_, _ = r.ReadGroup(ctx, "workers", "events:orders", "events:Payments", ">", ">") // want `key \(through reach\.Redis\.ReadGroup\) "events:Payments" segment "Payments" is not snake_case`
	_ = r.DelPrefixed(ctx, "session:1", "Session:2")                                 // want `key \(through reach\.Redis\.DelPrefixed\) "app:Session:2" segment "Session" is not snake_case`
	_, _ = r.Get(ctx, "Profile:1")                                                   // want `key \(through reach\.Redis\.Get\) "Profile:1" segment "Profile" is not snake_case`
}
