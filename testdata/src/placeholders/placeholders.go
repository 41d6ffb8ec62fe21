// Package placeholders builds its keys from templates with named places,
// filled by strings.Replace, strings.ReplaceAll and a strings.Replacer, as
// job queues do.
package placeholders

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

const (
	phConnection = "{connection}"
	phQueue      = "{queue}"

	heartbeatTemplate   = "jobs:connection:{connection}:heartbeat"
	readyBaseTemplate   = "jobs:queue:[{queue}]:ready"                           // want `contains '\['` `contains '\]'`
	unackedBaseTemplate = "jobs:connection:{connection}:queue:[{queue}]:unacked" // want `contains '\['` `contains '\]'`
	rejectedTemplate    = "jobs:queue:{queue}:Rejected"                          // want `key "jobs:queue:<string>:Rejected" segment "Rejected" is not snake_case`
)

type Connection struct {
	rdb          *redis.Client
	name         string
	heartbeatKey string
}

func OpenConnection(rdb *redis.Client, name string) *Connection { // want OpenConnection:`constructs\(heartbeatKey: "jobs:connection:<string>:heartbeat"; name: "<string>"\)`
	return &Connection{rdb: rdb, name: name, heartbeatKey: strings.Replace(heartbeatTemplate, phConnection, name, 1)}
}

func (c *Connection) Heartbeat(ctx context.Context) error { // want Heartbeat:`sink\(-1→SET <string>\)`
	return c.rdb.Set(ctx, c.heartbeatKey, "1", time.Minute).Err()
}

// Push keeps the queue name in a hash tag when the cluster needs its keys
// in one slot.
func (c *Connection) Push(ctx context.Context, queue, payload string, hashTags bool) error { // want Push:`sink\(1→LPUSH jobs:queue:\[<string>\]:ready; 1→LPUSH jobs:queue:\{<string>\}:ready\)`
	tmpl := readyBaseTemplate
	if hashTags {
		tmpl = strings.Replace(tmpl, "[{queue}]", "{{queue}}", 1)
	}
	ready := strings.Replace(tmpl, phQueue, queue, 1)
	return c.rdb.LPush(ctx, ready, payload).Err()
}

func (c *Connection) Unacked(ctx context.Context, queue string) int64 { // want Unacked:`sink\(1→LLEN jobs:connection:<string>:queue:\[<string>\]:unacked\)`
	key := strings.Replace(unackedBaseTemplate, phConnection, c.name, 1)
	key = strings.Replace(key, phQueue, queue, 1)
	return c.rdb.LLen(ctx, key).Val()
}

func (c *Connection) Reject(ctx context.Context, queue, payload string) error { // want Reject:`sink\(1→RPUSH jobs:queue:<string>:Rejected\)`
	return c.rdb.RPush(ctx, strings.ReplaceAll(rejectedTemplate, phQueue, queue), payload).Err()
}

// A replacement that is not a constant stays literal where the placeholder
// is not found; ReplaceAll fills every place.
func (c *Connection) Pair(ctx context.Context, a, b int) string {
	return c.rdb.Get(ctx, strings.ReplaceAll("pair:{id}:{id}", "{id}", strconv.Itoa(a))).Val()
}

// n = 0 replaces nothing: the braces stay, and are a hash tag.
func (c *Connection) Untouched(ctx context.Context) string {
	return c.rdb.Get(ctx, strings.Replace("lock:{owner}", "{owner}", c.name, 0)).Val()
}

var keyReplacer = strings.NewReplacer("{tenant}", "acme", "{user}", "<user>")

const profileTemplate = "tenant:{tenant}:user:{user}:profile"

func (c *Connection) Profile(ctx context.Context, user int) map[string]string { // want Profile:`sink\(-1→HGETALL tenant:<string>:user:<int>:profile\)`
	r := strings.NewReplacer("{tenant}", c.name, "{user}", strconv.Itoa(user))
	return c.rdb.HGetAll(ctx, r.Replace(profileTemplate)).Val()
}

func (c *Connection) Settings(ctx context.Context) map[string]string {
	return c.rdb.HGetAll(ctx, keyReplacer.Replace("tenant:{tenant}:settings")).Val()
}
