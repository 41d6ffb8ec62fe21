package audit

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
	"golang.org/x/sync/errgroup"
	"golang.org/x/time/rate"
)

// lengthCommands measure a key of each type: bytes of a string, elements
// of a collection.
var lengthCommands = map[string]string{
	"string": "STRLEN",
	"hash":   "HLEN",
	"list":   "LLEN",
	"set":    "SCARD",
	"zset":   "ZCARD",
	"stream": "XLEN",
}

// A scanner walks the keys of each node with SCAN and looks the sampled
// ones up in two pipelines per batch: TYPE, PTTL and MEMORY USAGE first,
// then the length command of the type. It sends only read commands.
type scanner struct {
	opts    *Options
	matcher *Matcher
	limiter *rate.Limiter // nil: no limit
	out     chan<- []observation

	// sampleLeft counts down the keys still to look up when Options.Sample
	// is set.
	sampleLeft atomic.Int64
	// memoryLeft counts down the MEMORY USAGE calls left per template.
	memoryLeft []atomic.Int64
	shapeMem   shapeQuota

	memoryOff  atomic.Bool
	memoryNote atomic.Value // string: why MEMORY USAGE was given up
}

func newScanner(m *Matcher, opts *Options, out chan<- []observation) *scanner {
	s := &scanner{opts: opts, matcher: m, out: out, memoryLeft: make([]atomic.Int64, m.Len())}
	if opts.MaxOps > 0 {
		s.limiter = rate.NewLimiter(rate.Limit(opts.MaxOps), opts.MaxOps)
	}
	s.sampleLeft.Store(opts.Sample)
	for i := range s.memoryLeft {
		s.memoryLeft[i].Store(int64(opts.MemoryKeys))
	}
	s.shapeMem = shapeQuota{left: make(map[string]int), per: opts.MemoryKeys, max: opts.MaxShapes}
	return s
}

// wait takes n operations from the rate limit, in steps no larger than
// its burst.
func (s *scanner) wait(ctx context.Context, n int) error {
	if s.limiter == nil {
		return nil
	}
	for n > 0 {
		step := min(n, s.limiter.Burst())
		if err := s.limiter.WaitN(ctx, step); err != nil {
			return err
		}
		n -= step
	}
	return nil
}

// node scans one node: one goroutine runs SCAN, the workers look batches
// up, so the next SCAN overlaps the lookups of the last.
func (s *scanner) node(ctx context.Context, c *redis.Client) error {
	g, ctx := errgroup.WithContext(ctx)
	batches := make(chan []string, s.opts.Workers)
	g.Go(func() error {
		defer close(batches)
		var cursor uint64
		for {
			if err := s.wait(ctx, 1); err != nil {
				return err
			}
			keys, next, err := c.Scan(ctx, cursor, s.opts.Match, int64(s.opts.ScanCount)).Result()
			if err != nil {
				return fmt.Errorf("SCAN on %s: %w", c.Options().Addr, err)
			}
			if len(keys) > 0 {
				select {
				case batches <- keys:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
			if cursor = next; cursor == 0 {
				return nil
			}
		}
	})
	for i := 0; i < s.opts.Workers; i++ {
		g.Go(func() error {
			for keys := range batches {
				obs, err := s.lookup(ctx, c, keys)
				if err != nil {
					return err
				}
				select {
				case s.out <- obs:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
			return nil
		})
	}
	return g.Wait()
}

// lookup matches a batch of keys and looks the sampled ones up.
func (s *scanner) lookup(ctx context.Context, c *redis.Client, keys []string) ([]observation, error) {
	obs := make([]observation, len(keys))
	for i, k := range keys {
		o := &obs[i]
		*o = observation{key: k, template: s.matcher.Match(k), pttl: -1, size: -1, memory: -1}
		if o.template < 0 {
			o.shape = Shape(k, s.opts.Separator)
		}
	}
	n := s.reserve(len(keys))
	if n == 0 {
		return obs, nil
	}
	types := make([]*redis.StatusCmd, n)
	ttls := make([]*redis.DurationCmd, n)
	mems := make([]*redis.IntCmd, n)
	pipe := c.Pipeline()
	for i := 0; i < n; i++ {
		obs[i].audited = true
		types[i] = pipe.Type(ctx, keys[i])
		ttls[i] = pipe.PTTL(ctx, keys[i])
		if s.wantsMemory(&obs[i]) {
			mems[i] = pipe.MemoryUsage(ctx, keys[i], s.opts.MemorySamples)
		}
	}
	if err := s.exec(ctx, pipe); err != nil {
		return nil, err
	}
	now := time.Now().UnixMilli()
	for i := 0; i < n; i++ {
		o := &obs[i]
		typ, err := types[i].Result()
		if err != nil {
			return nil, fmt.Errorf("TYPE on %s: %w", c.Options().Addr, err)
		}
		if typ != "none" { // gone since SCAN saw it
			o.typ = typ
		}
		if d, err := ttls[i].Result(); err != nil {
			return nil, fmt.Errorf("PTTL on %s: %w", c.Options().Addr, err)
		} else if d >= 0 {
			o.pttl = d.Milliseconds()
			o.expiry = (now + o.pttl) / 1000
		}
		if mems[i] != nil {
			if err := s.memory(mems[i], o); err != nil {
				return nil, err
			}
		}
	}

	sizes := make([]*redis.Cmd, n)
	for i := 0; i < n; i++ {
		if cmd, ok := lengthCommands[obs[i].typ]; ok {
			sizes[i] = pipe.Do(ctx, cmd, keys[i])
		}
	}
	if err := s.exec(ctx, pipe); err != nil {
		return nil, err
	}
	for i, cmd := range sizes {
		if cmd == nil {
			continue
		}
		size, err := cmd.Int64()
		var rerr redis.Error
		switch {
		case err == nil:
			obs[i].size = size
		case errors.As(err, &rerr):
			// The key changed type since TYPE (WRONGTYPE): size unknown.
		default:
			return nil, fmt.Errorf("%s on %s: %w", lengthCommands[obs[i].typ], c.Options().Addr, err)
		}
	}
	return obs, nil
}

// exec sends the queued commands within the rate limit. Errors of single
// commands are left to each command; only a failure of the connection
// is returned.
func (s *scanner) exec(ctx context.Context, pipe redis.Pipeliner) error {
	if err := s.wait(ctx, pipe.Len()); err != nil {
		return err
	}
	_, err := pipe.Exec(ctx)
	var rerr redis.Error
	if err == nil || errors.Is(err, redis.Nil) || errors.As(err, &rerr) {
		return nil
	}
	return err
}

// memory reads a MEMORY USAGE reply. A server that refuses the command
// (renamed away, ACL) stops memory sampling rather than the audit.
func (s *scanner) memory(cmd *redis.IntCmd, o *observation) error {
	v, err := cmd.Result()
	var rerr redis.Error
	switch {
	case err == nil:
		o.memory = v
	case errors.Is(err, redis.Nil):
	case errors.As(err, &rerr):
		if s.memoryOff.CompareAndSwap(false, true) {
			s.memoryNote.Store("MEMORY USAGE failed, memory is not estimated: " + err.Error())
		}
	default:
		return err
	}
	return nil
}

// reserve returns how many of the next n keys are looked up.
func (s *scanner) reserve(n int) int {
	if s.opts.Sample == 0 {
		return n
	}
	for {
		left := s.sampleLeft.Load()
		take := min(int64(n), left)
		if take <= 0 {
			return 0
		}
		if s.sampleLeft.CompareAndSwap(left, left-take) {
			return int(take)
		}
	}
}

// wantsMemory reports whether the key is one of the MEMORY USAGE sample
// of its template or shape.
func (s *scanner) wantsMemory(o *observation) bool {
	if s.memoryOff.Load() || s.opts.MemoryKeys == 0 {
		return false
	}
	if o.template >= 0 {
		return s.memoryLeft[o.template].Add(-1) >= 0
	}
	return s.shapeMem.take(o.shape)
}

// shapeQuota counts the MEMORY USAGE calls left per orphan shape; shapes
// past the table's bound share one quota, as they share one aggregate.
type shapeQuota struct {
	mu    sync.Mutex
	left  map[string]int
	other int
	per   int
	max   int
}

func (q *shapeQuota) take(shape string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	left, ok := q.left[shape]
	if !ok {
		if len(q.left) >= q.max {
			if q.other < q.per {
				q.other++
				return true
			}
			return false
		}
		left = q.per
	}
	if left <= 0 {
		q.left[shape] = 0
		return false
	}
	q.left[shape] = left - 1
	return true
}
