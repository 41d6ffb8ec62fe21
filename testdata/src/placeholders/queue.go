package placeholders

import (
	"context"
	"strings"

	"github.com/redis/go-redis/v9"
)

// queueTemplate keeps the queue name in a hash tag when the cluster needs
// a queue's keys in one slot.
func queueTemplate(base string, hashTags bool) string {
	if !hashTags {
		return base
	}
	return strings.Replace(base, "[{queue}]", "{{queue}}", 1)
}

// Broker chooses its key templates once; its queues fill them with their
// name.
type Broker struct {
	rdb           *redis.Client
	readyTemplate string
}

func NewBroker(rdb *redis.Client, hashTags bool) *Broker {
	return &Broker{rdb: rdb, readyTemplate: queueTemplate(readyBaseTemplate, hashTags)}
}

func (br *Broker) Queue(name string) *queue {
	return newQueue(br.rdb, name, br.readyTemplate)
}

type queue struct {
	rdb      *redis.Client
	readyKey string
}

// newQueue is called by this package alone: its parameters are what its
// callers pass.
func newQueue(rdb *redis.Client, name, readyTemplate string) *queue {
	return &queue{rdb: rdb, readyKey: strings.Replace(readyTemplate, phQueue, name, 1)}
}

func (q *queue) Pop(ctx context.Context) string { // want Pop:`sink\(-1→RPOP <string>\)`
	return q.rdb.RPop(ctx, q.readyKey).Val()
}
