// Package widesinks has a wrapper that passes its parameter on to one
// command in more shapes than a wrapper keeps per parameter and command:
// its callers, direct and through an interface, stay sites.
package widesinks

import (
	"context"

	"github.com/redis/go-redis/v9"
)

type broker struct{ rdb *redis.Client }

// publish sends ch to DEL in 18 shapes, half of them with ch hash-tagged.
func (b *broker) publish(ctx context.Context, ch string) {
	b.rdb.Del(ctx, "a:"+ch, "{"+ch+"}:a")
	b.rdb.Del(ctx, "b:"+ch, "{"+ch+"}:b")
	b.rdb.Del(ctx, "c:"+ch, "{"+ch+"}:c")
	b.rdb.Del(ctx, "d:"+ch, "{"+ch+"}:d")
	b.rdb.Del(ctx, "e:"+ch, "{"+ch+"}:e")
	b.rdb.Del(ctx, "f:"+ch, "{"+ch+"}:f")
	b.rdb.Del(ctx, "g:"+ch, "{"+ch+"}:g")
	b.rdb.Del(ctx, "h:"+ch, "{"+ch+"}:h")
	b.rdb.Del(ctx, "i:"+ch, "{"+ch+"}:i")
}

// Publish forwards to publish.
func (b *broker) Publish(ctx context.Context, ch string) { // want Publish:`sink\(1→DEL <string><string><string>\)`
	b.publish(ctx, ch)
}

// Broker is what the node publishes through.
type Broker interface {
	Publish(ctx context.Context, ch string) // want Publish:`sink\(1→DEL <string><string><string>\)`
}

// announce publishes through the concrete type.
func announce(ctx context.Context, b *broker) {
	b.Publish(ctx, "news")
}

// notify publishes through the interface.
func notify(ctx context.Context, b Broker) {
	b.Publish(ctx, "alerts")
}

// relay sends ch to DEL in 16 shapes of its own and passes it on to
// publish, whose keys are widened: relay keeps its own 16 beside the
// widened one.
func (b *broker) relay(ctx context.Context, ch string) {
	b.rdb.Del(ctx, "r1:"+ch, "r2:"+ch, "r3:"+ch, "r4:"+ch, "r5:"+ch, "r6:"+ch, "r7:"+ch, "r8:"+ch)
	b.rdb.Del(ctx, "r9:"+ch, "r10:"+ch, "r11:"+ch, "r12:"+ch, "r13:"+ch, "r14:"+ch, "r15:"+ch, "r16:"+ch)
	b.publish(ctx, ch)
}

// forward relays a channel of its own.
func forward(ctx context.Context, b *broker) {
	b.relay(ctx, "relayed")
}
