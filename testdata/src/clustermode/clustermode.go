// Package clustermode builds each key one way on a single node and with a
// hash tag on a cluster, by a field of its configuration, and is checked
// with cluster: true and go-redis v9.7.0.
package clustermode

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// A Broker keeps a log and its meta hash per channel; on a cluster the
// namespace ns is their hash tag.
type Broker struct {
	rdb     redis.UniversalClient
	prefix  string
	cluster bool
	sharded bool
	ns      string
}

func (b *Broker) logKey(ch string) string {
	if !b.cluster {
		return b.prefix + ":log:" + ch
	}
	return b.prefix + ":{" + b.ns + "}:log:" + ch
}

func (b *Broker) metaKey(ch string) string {
	if b.cluster {
		return b.prefix + ":{" + b.ns + "}:meta:" + ch
	}
	return b.prefix + ":meta:" + ch
}

// publish sends both keys of a channel in one script: in one run both are
// untagged (one node) or both carry the channel's shard.
func (b *Broker) publish(ctx context.Context, ch string) {
	b.rdb.EvalSha(ctx, "sha", []string{b.logKey(ch), b.metaKey(ch)})
	b.rdb.MGet(ctx, b.logKey(ch), b.metaKey(ch))
}

// shardedMetaKey chooses its tag by another field than logKey: in the
// run where sharded is false and cluster is true, the keys differ.
func (b *Broker) shardedMetaKey(ch string) string {
	if b.sharded {
		return b.prefix + ":{" + b.ns + "}:meta:" + ch
	}
	return b.prefix + ":meta:" + ch
}

// historyKey has no tag in either branch.
func (b *Broker) historyKey(ch string) string {
	if b.cluster {
		return b.prefix + ":cluster:history:" + ch
	}
	return b.prefix + ":history:" + ch
}

func (b *Broker) mixed(ctx context.Context, ch string) {
	b.rdb.MGet(ctx, b.logKey(ch), b.shardedMetaKey(ch)) // want `keys "<string>:log:<string>" and "<string>:\{<string>\}:meta:<string>" of MGET may be in different slots`
	b.rdb.MGet(ctx, b.logKey(ch), b.historyKey(ch))     // want `keys "<string>:log:<string>" and "<string>:cluster:history:<string>" of MGET may be in different slots`
}

// A Pool tags its keys with ns when it has nodes, and has a single
// server otherwise.
type Pool struct {
	rdb   redis.UniversalClient
	nodes []string
	ns    string
}

func (p *Pool) jobKey(id string) string {
	if p.nodes == nil {
		return "job:" + id
	}
	return "{" + p.ns + "}:job:" + id
}

func (p *Pool) lockKey(id string) string {
	if p.nodes != nil {
		return "{" + p.ns + "}:lock:" + id
	}
	return "lock:" + id
}

// take reads a job and its lock: untagged on a single server, tagged
// with ns on the nodes.
func (p *Pool) take(ctx context.Context, id string) {
	p.rdb.MGet(ctx, p.jobKey(id), p.lockKey(id))
}
