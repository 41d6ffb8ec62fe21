// Package valuetext puts values into its keys whose text is no word of the
// key: a worker id, a role number, a conversation id. The naming rules
// judge the words the keys spell; charset and separators judge the values
// too.
package valuetext

import (
	"context"
	"fmt"
	"os"

	"github.com/redis/go-redis/v9"
)

// A Worker is known to the others by its id: host, pid and role.
type Worker struct {
	rdb *redis.Client
	id  string
}

func newWorker(rdb *redis.Client, host string) *Worker {
	return &Worker{rdb: rdb, id: fmt.Sprintf("%s:%d-%s", host, os.Getpid(), "Poller")}
}

// beat refreshes the worker's heartbeat: its id is a value.
func (w *Worker) beat(ctx context.Context) {
	w.rdb.Set(ctx, "worker:"+w.id+":heartbeat", 1, 0)
	w.rdb.Set(ctx, fmt.Sprintf("worker:%s:started", w.id), 1, 0)
}

// hostKey names a host's key; the host's name falls back to a literal
// when the system cannot tell it, and that literal is a value too.
func hostKey(ctx context.Context, rdb *redis.Client) {
	host, err := os.Hostname()
	if err != nil {
		host = "Unknown-Host"
	}
	rdb.Get(ctx, fmt.Sprintf("servers:{%s:%d}", host, os.Getpid()))
	rdb.Get(ctx, "hosts:"+host+":load")
}

// RoleGuest is the role of a visitor; roles below zero are built in.
const RoleGuest = -100

// perms reads a role's permissions: the role renders as a number.
func perms(ctx context.Context, rdb *redis.Client) {
	rdb.SMembers(ctx, fmt.Sprintf("role:%d:perms", RoleGuest))
	rdb.SMembers(ctx, "role:"+fmt.Sprint(RoleGuest)+":perms")
}

// conversationID makes the id of a conversation: a kind prefix and a
// number.
func conversationID(group bool, n string) string {
	if group {
		return "GroupConv_" + n
	}
	return "SingleConv_" + n
}

// messages reads a conversation's messages: the id is a value.
func messages(ctx context.Context, rdb *redis.Client, group bool, n string) {
	rdb.LRange(ctx, "conv:"+conversationID(group, n)+":messages", 0, 10)
}

// spelled keys are still judged by the words they spell, also when a
// helper or a prefix variable spells them.
func spelled(ctx context.Context, rdb *redis.Client, id string) {
	prefix := "AppCache:" // want `key "AppCache:user:<string>" segment "AppCache" is not snake_case`
	rdb.Get(ctx, prefix+"user:"+id)
	rdb.Get(ctx, "conv:"+id+":Messages")       // want `key "conv:<string>:Messages" segment "Messages" is not snake_case`
	rdb.Get(ctx, fmt.Sprintf("%s:user", "Ns")) // want `key "Ns:user" segment "Ns" is not snake_case`
}

// hazards in a value are still reported: a space, a separator.
func hazards(ctx context.Context, rdb *redis.Client, id string) {
	label := "big " + id // want `key "tag:big <string>" contains a space`
	rdb.Get(ctx, "tag:"+label)
}
