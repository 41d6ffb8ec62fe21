// Package broker keeps a channel's history in a Redis stream. Its key
// helpers spell the key text once; the broker's methods and the node that
// calls them only pass the channel on.
package broker

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type Broker struct {
	rdb *redis.Client
}

func (b *Broker) streamKey(ch string) string {
	return "App:stream:" + ch // want `key "App:stream:<string>" segment "App" is not snake_case`
}

func (b *Broker) publish(ctx context.Context, ch, data string) error {
	return b.rdb.XAdd(ctx, &redis.XAddArgs{Stream: b.streamKey(ch), Values: map[string]any{"d": data}}).Err()
}

func (b *Broker) history(ctx context.Context, ch string) ([]redis.XMessage, error) {
	return b.rdb.XRange(ctx, b.streamKey(ch), "-", "+").Result()
}

// Node is the broker's user in the same package.
type Node struct {
	broker *Broker
}

func (n *Node) Publish(ctx context.Context, ch, data string) error { // want Publish:`sink\(1→XADD App:stream:<string>\)`
	return n.broker.publish(ctx, ch, data)
}

func (n *Node) History(ctx context.Context, ch string) ([]redis.XMessage, error) { // want History:`sink\(1→XRANGE App:stream:<string>\)`
	return n.broker.history(ctx, ch)
}

// Recover reads the history of a channel the node knows by name: a
// template of its own, reported at the call that makes it.
func (n *Node) Recover(ctx context.Context) error {
	_, err := n.broker.history(ctx, "chat.room") // want `key \(through broker.Broker.history\) "App:stream:chat.room" segment "App" is not snake_case` `key \(through broker.Broker.history\) "App:stream:chat.room" uses "." between words instead of ":"`
	return err
}

// Replay reads the same channel again: the same template's problems are
// reported once, at the first call that makes it; the literal's own
// text is reported where it is spelled.
func (n *Node) Replay(ctx context.Context) error {
	_, err := n.broker.history(ctx, "chat.room") // want `key \(through broker.Broker.history\) "App:stream:chat.room" uses "." between words instead of ":"`
	return err
}
