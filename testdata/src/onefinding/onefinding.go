// Package onefinding reaches a few key problems from many places: each is
// reported once.
package onefinding

import (
	"context"
	"strings"

	"github.com/redis/go-redis/v9"
)

// A Queue reads its keys from one template with placeholders.
type Queue struct {
	rdb  *redis.Client
	name string
}

const consumersTemplate = "rmq::queue::{queue}::consumers" // want `key "rmq::queue::<string>::consumers" has an empty segment`

func (q *Queue) consumers() string {
	return strings.Replace(consumersTemplate, "{queue}", q.name, 1)
}

// add and remove use the same key: its empty segments are one finding,
// and not a second one of depth (four segments hold text).
func (q *Queue) add(ctx context.Context, id string) { q.rdb.SAdd(ctx, q.consumers(), id) }

func (q *Queue) remove(ctx context.Context, id string) { q.rdb.SRem(ctx, q.consumers(), id) }

func jobs(id string) string { return "Jobs:" + id } // want `key "Jobs:<string>" segment "Jobs" is not snake_case`

// move takes a collection and its subset: a problem of the text they
// share is one finding; two literals are two places to fix.
func move(ctx context.Context, rdb *redis.Client, id string) {
	rdb.SMove(ctx, jobs(id), jobs(id)+":done", "x")
	rdb.SMove(ctx, "Tasks:"+id, "Tasks:"+id+":done", "x") // want `key "Tasks:<string>" segment "Tasks" is not snake_case` `key "Tasks:<string>:done" segment "Tasks" is not snake_case`
}

// fallback joins a prefix that may be empty: the key's alternatives end
// with the separator alike, one finding.
func fallback(ctx context.Context, rdb *redis.Client, prefix, id string) {
	key := "work:"
	if prefix != "" {
		key = prefix + ":work:"
	}
	rdb.Get(ctx, key+id+":") // want `key "work:<string>:" ends with the separator ":"`
}
