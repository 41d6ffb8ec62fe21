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
// ones up in pipelines (see lookup). It sends only read commands.
type scanner struct {
	opts    *Options
	matcher *Matcher
	// implied is, per template, the one type its code implies when that
	// type has a length command, else "".
	implied []string
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

func newScanner(m *Matcher, templates []Template, opts *Options, out chan<- []observation) *scanner {
	s := &scanner{opts: opts, matcher: m, out: out, memoryLeft: make([]atomic.Int64, m.Len())}
	s.implied = make([]string, len(templates))
	for i, t := range templates {
		if len(t.Types) != 1 {
			continue
		}
		if _, ok := lengthCommands[t.Types[0]]; ok {
			s.implied[i] = t.Types[0]
		}
	}
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

// lookup matches a batch of keys and looks the sampled ones up. A key
// whose template implies one type is measured with that type's length
// command at once, with no TYPE: the command succeeds only on a key of
// that type, and a WRONGTYPE reply sends the key the long way, TYPE then
// the length command of the type it has. So a healthy matched key costs
// two commands in one round trip, and the others three in two.
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
	ttls := make([]*redis.DurationCmd, n)
	types := make([]*redis.StatusCmd, n)
	guessed := make([]*redis.Cmd, n)
	mems := make([]*redis.IntCmd, n)
	pipe := c.Pipeline()
	for i := 0; i < n; i++ {
		o := &obs[i]
		o.audited = true
		ttls[i] = pipe.PTTL(ctx, o.key)
		if guess := s.guess(o); guess != "" {
			guessed[i] = pipe.Do(ctx, lengthCommands[guess], o.key)
		} else {
			types[i] = pipe.Type(ctx, o.key)
		}
		if s.wantsMemory(o) {
			mems[i] = pipe.MemoryUsage(ctx, o.key, s.opts.MemorySamples)
		}
	}
	if err := s.exec(ctx, pipe); err != nil {
		return nil, err
	}
	now := time.Now().UnixMilli()
	var typed, untyped []int // type known, size not; type to ask
	for i := 0; i < n; i++ {
		o := &obs[i]
		d, err := ttls[i].Result()
		if err != nil {
			return nil, fmt.Errorf("PTTL on %s: %w", c.Options().Addr, err)
		}
		if d == -2 {
			continue // gone since SCAN saw it
		}
		if d >= 0 {
			o.pttl = d.Milliseconds()
			o.expiry = (now + o.pttl) / 1000
		}
		if mems[i] != nil {
			if err := s.memory(mems[i], o); err != nil {
				return nil, err
			}
		}
		if guessed[i] != nil {
			ok, err := readSize(guessed[i], o)
			switch {
			case err != nil:
				return nil, fmt.Errorf("%s on %s: %w", lengthCommands[s.guess(o)], c.Options().Addr, err)
			case ok:
				o.typ = s.guess(o)
			default:
				untyped = append(untyped, i) // another type than the code's
			}
			continue
		}
		typ, err := types[i].Result()
		if err != nil {
			return nil, fmt.Errorf("TYPE on %s: %w", c.Options().Addr, err)
		}
		if typ != "none" {
			o.typ = typ
			typed = append(typed, i)
		}
	}

	// Second round: the sizes of the keys TYPE answered for, the types
	// of the keys whose guess was wrong; a third measures those.
	sizes := queueSizes(ctx, pipe, obs, typed)
	asked := make([]*redis.StatusCmd, len(untyped))
	for j, i := range untyped {
		asked[j] = pipe.Type(ctx, obs[i].key)
	}
	if err := s.exec(ctx, pipe); err != nil {
		return nil, err
	}
	if err := readSizes(sizes, obs, typed); err != nil {
		return nil, fmt.Errorf("length on %s: %w", c.Options().Addr, err)
	}
	typed = typed[:0]
	for j, i := range untyped {
		typ, err := asked[j].Result()
		if err != nil {
			return nil, fmt.Errorf("TYPE on %s: %w", c.Options().Addr, err)
		}
		if typ != "none" {
			obs[i].typ = typ
			typed = append(typed, i)
		}
	}
	if len(typed) > 0 {
		sizes = queueSizes(ctx, pipe, obs, typed)
		if err := s.exec(ctx, pipe); err != nil {
			return nil, err
		}
		if err := readSizes(sizes, obs, typed); err != nil {
			return nil, fmt.Errorf("length on %s: %w", c.Options().Addr, err)
		}
	}
	return obs, nil
}

// guess returns the type the key's template implies, when it is one type
// with a length command; "" otherwise.
func (s *scanner) guess(o *observation) string {
	if o.template < 0 {
		return ""
	}
	return s.implied[o.template]
}

// queueSizes queues the length command of each key of idx, by its type;
// the result is aligned with idx, nil where the type has none.
func queueSizes(ctx context.Context, pipe redis.Pipeliner, obs []observation, idx []int) []*redis.Cmd {
	cmds := make([]*redis.Cmd, len(idx))
	for j, i := range idx {
		if lc, ok := lengthCommands[obs[i].typ]; ok {
			cmds[j] = pipe.Do(ctx, lc, obs[i].key)
		}
	}
	return cmds
}

// readSizes reads the replies of queueSizes.
func readSizes(cmds []*redis.Cmd, obs []observation, idx []int) error {
	for j, cmd := range cmds {
		if cmd == nil {
			continue
		}
		if _, err := readSize(cmd, &obs[idx[j]]); err != nil {
			return err
		}
	}
	return nil
}

// readSize reads a length reply into o.size. It returns false, with no
// error, when the key has another type (WRONGTYPE) or changed since.
func readSize(cmd *redis.Cmd, o *observation) (bool, error) {
	size, err := cmd.Int64()
	var rerr redis.Error
	switch {
	case err == nil:
		o.size = size
		return true, nil
	case errors.As(err, &rerr):
		return false, nil
	}
	return false, err
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
