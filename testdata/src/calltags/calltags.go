// Package calltags tags its cluster keys with what a call returns (a
// partition of the channel, rendered by a method) and chooses the tag by
// comparisons of its configuration with constants; it is checked with
// cluster: true and go-redis v9.7.0.
package calltags

import (
	"context"
	"strconv"
	"strings"

	"github.com/redis/go-redis/v9"
)

// prefix starts every key of a bus.
const prefix = "bus"

// A Bus keeps a stream and its meta hash per channel. On a cluster both
// are tagged with the channel's partition, or with the channel itself
// when it has no partitions.
type Bus struct {
	rdb        redis.UniversalClient
	cluster    bool
	partitions int
	replicas   int
	names      []string
	zone       string
	draws      chan int
	issued     int
}

// partition spreads channels over n partitions: the same channel, the
// same partition.
func partition(ch string, n int) int {
	h := 0
	for i := 0; i < len(ch); i++ {
		h = h*31 + int(ch[i])
	}
	if h < 0 {
		h = -h
	}
	return h % n
}

// tag renders partition i: by its configured name when there are names,
// as its number otherwise.
func (b *Bus) tag(i int) string {
	if b.names != nil {
		return b.names[i]
	}
	return strconv.Itoa(i)
}

func (b *Bus) streamKey(ch string) string {
	if !b.cluster {
		return prefix + ":stream:" + ch
	}
	p := partition(ch, b.partitions)
	return prefix + ":stream:{" + b.tag(p) + "}:" + ch
}

func (b *Bus) metaKey(ch string) string {
	if !b.cluster {
		return prefix + ":meta:" + ch
	}
	return prefix + ":meta:{" + b.tag(partition(ch, b.partitions)) + "}:" + ch
}

// publish sends both keys of one channel: on a cluster the tags are one
// call of tag on the same partition of the same channel.
func (b *Bus) publish(ctx context.Context, ch string) {
	b.rdb.EvalSha(ctx, "sha", []string{b.streamKey(ch), b.metaKey(ch)})
}

// numberKey tags with the number of the partition, straight from
// strconv.
func (b *Bus) numberKey(ch string) string {
	if !b.cluster {
		return prefix + ":number:" + ch
	}
	return prefix + ":number:{" + strconv.Itoa(partition(ch, b.partitions)) + "}"
}

func (b *Bus) countKey(ch string) string {
	if !b.cluster {
		return prefix + ":count:" + ch
	}
	return prefix + ":count:{" + strconv.Itoa(partition(ch, b.partitions)) + "}"
}

func (b *Bus) numbers(ctx context.Context, ch string) {
	b.rdb.MGet(ctx, b.numberKey(ch), b.countKey(ch))
}

func (b *Bus) shardKey(i int) string {
	if !b.cluster {
		return prefix + ":shard:" + strconv.Itoa(i)
	}
	return prefix + ":shard:{" + b.tag(i) + "}"
}

// move takes the keys of two partitions: their tags are calls of tag on
// two numbers.
func (b *Bus) move(ctx context.Context, i, j int) {
	b.rdb.MGet(ctx, b.shardKey(i), b.shardKey(j)) // want `keys "bus:shard:<int>" and "bus:shard:<int>" of MGET may be in different slots`
}

// listKey and listMetaKey are tagged with the partition when the bus has
// partitions and with the channel otherwise: in one run both take the
// same branch.
func (b *Bus) listKey(ch string) string {
	if !b.cluster {
		return prefix + ":list:" + ch
	}
	if b.partitions > 0 {
		return prefix + ":list:{" + b.tag(partition(ch, b.partitions)) + "}:" + ch
	}
	return prefix + ":list:{" + ch + "}"
}

func (b *Bus) listMetaKey(ch string) string {
	if !b.cluster {
		return prefix + ":list:meta:" + ch
	}
	if b.partitions <= 0 {
		return prefix + ":list:meta:{" + ch + "}"
	}
	return prefix + ":list:meta:{" + b.tag(partition(ch, b.partitions)) + "}:" + ch
}

func (b *Bus) trim(ctx context.Context, ch string) {
	b.rdb.EvalSha(ctx, "sha", []string{b.listKey(ch), b.listMetaKey(ch)})
}

// replicaKey chooses its tag by another comparison than listKey: when
// the bus has partitions and no replicas, the keys are tagged
// differently.
func (b *Bus) replicaKey(ch string) string {
	if !b.cluster {
		return prefix + ":replica:" + ch
	}
	if b.replicas > 0 {
		return prefix + ":replica:{" + b.tag(partition(ch, b.partitions)) + "}:" + ch
	}
	return prefix + ":replica:{" + ch + "}"
}

func (b *Bus) replicate(ctx context.Context, ch string) {
	b.rdb.EvalSha(ctx, "sha", []string{b.listKey(ch), b.replicaKey(ch)}) // want `keys "bus:list:<string>" and "bus:replica:<string>" of EVALSHA may be in different slots`
}

// zoneKey and zoneMetaKey are tagged with the zone when one is set.
func (b *Bus) zoneKey(ch string) string {
	if len(b.zone) > 0 {
		return "{" + b.zone + "}:zone:" + ch
	}
	return "zone:" + ch
}

func (b *Bus) zoneMetaKey(ch string) string {
	if b.zone == "" {
		return "zone:meta:" + ch
	}
	return "{" + b.zone + "}:zone:meta:" + ch
}

func (b *Bus) zones(ctx context.Context, ch string) {
	b.rdb.MGet(ctx, b.zoneKey(ch), b.zoneMetaKey(ch))
}

// pair tags both keys with the same partition of the channel, computed at
// the call.
func (b *Bus) pair(ctx context.Context, ch string) {
	b.rdb.MGet(ctx, prefix+":a:{"+strconv.Itoa(partition(ch, 8))+"}", prefix+":b:{"+strconv.Itoa(partition(ch, 8))+"}")
	b.rdb.MGet(ctx, prefix+":a:{"+strconv.Itoa(partition(ch, 8))+"}", prefix+":b:{"+strconv.Itoa(partition(ch, 16))+"}") // want `keys "bus:a:\{<int>\}" and "bus:b:\{<int>\}" of MGET may be in different slots`
}

// drawnKey tags with a partition drawn at each call: two calls of the
// helper with the same channel may draw two.
func (b *Bus) drawnKey(ch string) string {
	n := <-b.draws
	return prefix + ":drawn:{" + strconv.Itoa(partition(ch, n)) + "}:" + ch
}

func (b *Bus) redraw(ctx context.Context, ch string) {
	b.rdb.MGet(ctx, b.drawnKey(ch), b.drawnKey(ch))                   // want `keys "bus:drawn:\{<int>\}:<string>" and "bus:drawn:\{<int>\}:<string>" of MGET may be in different slots`
	b.rdb.MGet(ctx, b.drawnLowerKey("News"), b.drawnLowerKey("News")) // want `keys "bus:drawn:\{<int>\}:news" and "bus:drawn:\{<int>\}:news" of MGET may be in different slots`
}

// drawnLowerKey is drawnKey for the channel's name in lower case.
func (b *Bus) drawnLowerKey(ch string) string {
	n := <-b.draws
	return prefix + ":drawn:{" + strconv.Itoa(partition(ch, n)) + "}:" + strings.ToLower(ch)
}

// ticket counts the tickets issued: each call gives another.
func (b *Bus) ticket() int {
	b.issued++
	return b.issued
}

func (b *Bus) claim(ctx context.Context) {
	b.rdb.MGet(ctx, prefix+":claim:{"+strconv.Itoa(b.ticket())+"}", prefix+":claimed:{"+strconv.Itoa(b.ticket())+"}") // want `keys "bus:claim:\{<int>\}" and "bus:claimed:\{<int>\}" of MGET may be in different slots`
}

// builtKey and builtMetaKey write their keys into a builder, tagged by
// the partition or by the channel.
func (b *Bus) builtKey(ch string) string {
	var sb strings.Builder
	sb.WriteString(prefix)
	if !b.cluster {
		sb.WriteString(":built:")
		sb.WriteString(ch)
		return sb.String()
	}
	if b.partitions > 0 {
		sb.WriteString(":built:{")
		sb.WriteString(b.tag(partition(ch, b.partitions)))
		sb.WriteString("}:")
		sb.WriteString(ch)
	} else {
		sb.WriteString(":built:{")
		sb.WriteString(ch)
		sb.WriteString("}")
	}
	return sb.String()
}

func (b *Bus) builtMetaKey(ch string) string {
	var sb strings.Builder
	if !b.cluster {
		sb.WriteString(prefix + ":built:meta:")
		sb.WriteString(ch)
		return sb.String()
	}
	sb.WriteString(prefix + ":built:meta:{")
	if b.partitions > 0 {
		idx := partition(ch, b.partitions)
		sb.WriteString(b.tag(idx))
		sb.WriteString("}:")
		sb.WriteString(ch)
	} else {
		sb.WriteString(ch)
		sb.WriteString("}")
	}
	return sb.String()
}

func (b *Bus) built(ctx context.Context, ch string) {
	b.rdb.EvalSha(ctx, "sha", []string{b.builtKey(ch), b.builtMetaKey(ch)})
	b.rdb.EvalSha(ctx, "sha", []string{b.builtKey(ch), b.replicaKey(ch)}) // want `keys "bus:built:<string>" and "bus:replica:<string>" of EVALSHA may be in different slots`
}

// noneKey stands for a key the script is not given: on a cluster it is
// tagged like the channel's other keys.
func (b *Bus) noneKey(ch string) string {
	if !b.cluster {
		return prefix + ":none:" + ch
	}
	return prefix + ":none:{" + b.tag(partition(ch, b.partitions)) + "}:" + ch
}

// flush passes an empty key for the meta hash it does not keep; on a
// cluster, where the empty key has a slot of its own, the placeholder
// takes its place.
func (b *Bus) flush(ctx context.Context, ch string, keep bool) {
	metaKey := ""
	if keep {
		metaKey = b.metaKey(ch)
	}
	if b.cluster {
		none := b.noneKey(ch)
		if metaKey == "" {
			metaKey = none
		}
	}
	b.rdb.EvalSha(ctx, "sha", []string{b.streamKey(ch), metaKey})
}

// flushReplicas puts the placeholder in place on another condition than
// the cluster's: on a cluster without replicas the empty key stays.
func (b *Bus) flushReplicas(ctx context.Context, ch string, keep bool) {
	metaKey := ""
	if keep {
		metaKey = b.metaKey(ch)
	}
	if b.replicas > 0 {
		none := b.noneKey(ch)
		if metaKey == "" {
			metaKey = none
		}
	}
	b.rdb.EvalSha(ctx, "sha", []string{b.streamKey(ch), metaKey}) // want `keys "bus:stream:<string>" and "" of EVALSHA may be in different slots`
}

// order passes the placeholder for the order key on a cluster, and the
// empty key on a single node.
func (b *Bus) order(ctx context.Context, ch string, keep bool) {
	orderKey := ""
	if b.cluster {
		orderKey = b.noneKey(ch)
	}
	b.rdb.EvalSha(ctx, "sha", []string{b.streamKey(ch), orderKey})

	// Only when kept: on a cluster without keep, the empty key stays.
	keptKey := ""
	if keep {
		if b.cluster {
			keptKey = b.noneKey(ch)
		}
	}
	b.rdb.EvalSha(ctx, "sha", []string{b.streamKey(ch), keptKey}) // want `keys "bus:stream:<string>" and "" of EVALSHA may be in different slots`
}

// paramKey and paramMetaKey are told the mode by their caller.
func paramKey(ch string, cluster bool) string {
	if !cluster {
		return prefix + ":param:" + ch
	}
	return prefix + ":param:{" + ch + "}"
}

func paramMetaKey(ch string, cluster bool) string {
	if cluster {
		return prefix + ":param:meta:{" + ch + "}"
	}
	return prefix + ":param:meta:" + ch
}

// modes passes the same mode to both helpers, or two modes.
func (b *Bus) modes(ctx context.Context, ch string, other bool) {
	b.rdb.MGet(ctx, paramKey(ch, b.cluster), paramMetaKey(ch, b.cluster))
	clustered := b.cluster && other
	b.rdb.MGet(ctx, paramKey(ch, clustered), paramMetaKey(ch, clustered))
	b.rdb.MGet(ctx, paramKey(ch, b.cluster), paramMetaKey(ch, other)) // want `keys "bus:param:<string>" and "bus:param:meta:\{<string>\}" of MGET may be in different slots`
}

// wrapKey passes its mode on to paramKey.
func wrapKey(ch string, cluster bool) string {
	return paramKey(ch, cluster)
}

func (b *Bus) wrapped(ctx context.Context, ch string, other bool) {
	b.rdb.MGet(ctx, wrapKey(ch, b.cluster), paramMetaKey(ch, b.cluster))
	b.rdb.MGet(ctx, wrapKey(ch, other), paramMetaKey(ch, b.cluster)) // want `keys "bus:param:<string>" and "bus:param:meta:\{<string>\}" of MGET may be in different slots`
}
