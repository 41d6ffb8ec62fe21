// Package identifiers keeps a worker's heartbeat under a random id made
// once at start. The id helper returns "" when the system's random source
// fails; that failure path never names a key.
package identifiers

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
)

func makeIdentifier() string {
	b := make([]byte, 12)
	if _, err := io.ReadFull(rand.Reader, b); err != nil {
		return ""
	}
	return fmt.Sprintf("%x", b)
}

// hostname falls back to a name of its own: that is a key, not a failure.
func hostname() string {
	h, err := os.Hostname()
	if err != nil {
		return "unknown"
	}
	return h
}

// workerKey returns "" for a worker without an id: a caller that gets ""
// still sends it, so the empty id stays a variant.
func workerKey(id string) string {
	if id == "" {
		return "jobs:worker:" // want `key "jobs:worker:" ends with the separator ":"`
	}
	return "jobs:worker:" + id
}

type observer struct {
	rdb      *redis.Client
	workerID string
	host     string
}

func newObserver(rdb *redis.Client, workerID string) *observer {
	return &observer{rdb: rdb, workerID: workerID, host: hostname()}
}

func (o *observer) beat(ctx context.Context) error {
	key := "jobs:worker:" + o.workerID
	return o.rdb.Set(ctx, key, time.Now().Unix(), time.Minute).Err()
}

func (o *observer) hostBeat(ctx context.Context) error {
	return o.rdb.Set(ctx, fmt.Sprintf("jobs:host:%s", o.host), 1, time.Minute).Err()
}

func (o *observer) forget(ctx context.Context) error {
	return o.rdb.Del(ctx, workerKey(o.workerID)).Err()
}

type worker struct {
	workerID string
	observer *observer
}

func newWorker(rdb *redis.Client) *worker {
	workerID := makeIdentifier()
	return &worker{workerID: workerID, observer: newObserver(rdb, workerID)}
}

func (w *worker) start(ctx context.Context) error {
	if err := w.observer.beat(ctx); err != nil {
		return err
	}
	if err := w.observer.hostBeat(ctx); err != nil {
		return err
	}
	return w.observer.forget(ctx)
}

func Start(ctx context.Context, rdb *redis.Client) error {
	return newWorker(rdb).start(ctx)
}
