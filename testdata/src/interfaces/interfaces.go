// Package interfaces calls the client through interfaces the program
// declares: one implemented by the program's own wrapper, whose keys are
// checked as the wrapper builds them, and one that mirrors go-redis's
// methods, which only a client implements.
package interfaces

import (
	"context"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// Queue is implemented by the wrapper queue, which prefixes its keys.
type Queue interface {
	Push(name string, payload string) error // want Push:`sink\(0→LPUSH jobs:<string>\)`
	Len(name string) (int64, error)         // want Len:`sink\(0→LLEN jobs:<string>\)`
}

type queue struct{ rdb *redis.Client }

func (q queue) Push(name string, payload string) error { // want Push:`sink\(0→LPUSH jobs:<string>\)`
	return q.rdb.LPush(context.Background(), "jobs:"+name, payload).Err()
}

func (q queue) Len(name string) (int64, error) { // want Len:`sink\(0→LLEN jobs:<string>\)`
	return q.rdb.LLen(context.Background(), "jobs:"+name).Result()
}

// Enqueue reaches the wrapper through the interface.
func Enqueue(q Queue, id int) {
	q.Push("mail", "x")
	q.Push("Mail:"+strconv.Itoa(id), "x") // want `key \(through interfaces.Queue.Push\) "jobs:Mail:<int>" segment "Mail" is not snake_case`
	q.Len("mail queue")                   // want `key \(through interfaces.Queue.Len\) "jobs:mail queue" contains a space`
}

// Store mirrors go-redis: only a client implements it.
type Store interface {
	Get(ctx context.Context, key string) *redis.StringCmd
	Set(ctx context.Context, key string, value interface{}, expiration time.Duration) *redis.StatusCmd
}

// Session uses the client through Store.
func Session(ctx context.Context, s Store, id int) {
	s.Set(ctx, "session:"+strconv.Itoa(id), "v", time.Hour)
	s.Get(ctx, "Session:"+strconv.Itoa(id)) // want `key "Session:<int>" segment "Session" is not snake_case`
}

// Prefixed mirrors go-redis too, but the program implements it with a
// wrapper that prefixes the key: the wrapper's keys are the ones checked.
type Prefixed interface {
	Get(ctx context.Context, key string) *redis.StringCmd // want Get:`sink\(1→GET app:<string>\)`
}

type prefixed struct{ rdb *redis.Client }

func (p prefixed) Get(ctx context.Context, key string) *redis.StringCmd { // want Get:`sink\(1→GET app:<string>\)`
	return p.rdb.Get(ctx, "app:"+key)
}

// Profile reads through Prefixed.
func Profile(ctx context.Context, p Prefixed, id int) {
	p.Get(ctx, "user:"+strconv.Itoa(id))
	p.Get(ctx, "User:"+strconv.Itoa(id)) // want `key \(through interfaces.Prefixed.Get\) "app:User:<int>" segment "User" is not snake_case`
}
