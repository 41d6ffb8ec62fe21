// Package scriptfields runs redigo scripts whose key count or argument
// list is made in another method than the run: the arguments built in a
// constructor and kept in a field, the count set where the script is
// made while the run builds its arguments in a loop of its own.
package scriptfields

import (
	"github.com/gomodule/redigo/redis"
)

const requeueSrc = `
for i = 3, #KEYS do
  redis.call('ZREM', KEYS[1], KEYS[i])
  redis.call('LPUSH', KEYS[2], ARGV[1] .. ARGV[2])
end`

const fetchSrc = `
local owner = ARGV[1]
for i = 1, #KEYS, 2 do
  redis.call('INCR', KEYS[i])
  redis.call('HINCRBY', KEYS[i+1], owner, 1)
end`

// requeuer runs its script on arguments its constructor builds: two
// keys (the first its caller's), one per name, then two arguments, the
// last rewritten at each run.
type requeuer struct {
	pool   *redis.Pool
	script *redis.Script
	args   []interface{}
}

func newRequeuer(pool *redis.Pool, ns, from string, names []string) *requeuer {
	args := make([]interface{}, 0, len(names)+4)
	args = append(args, from)
	args = append(args, ns+":dead")
	for _, name := range names {
		args = append(args, ns+":jobs:"+name)
	}
	args = append(args, ns+":jobs:")
	args = append(args, 0)
	return &requeuer{pool: pool, script: redis.NewScript(len(names)+2, requeueSrc), args: args}
}

// requeuers makes the two requeuers of a namespace.
func requeuers(pool *redis.Pool, ns string, names []string) (*requeuer, *requeuer) {
	return newRequeuer(pool, ns, ns+":retry", names), newRequeuer(pool, ns, ns+":scheduled", names)
}

func (r *requeuer) process(now int64) error {
	conn := r.pool.Get()
	defer conn.Close()
	r.args[len(r.args)-1] = now
	_, err := r.script.Do(conn, r.args...)
	return err
}

// sample is what a worker keeps of a job type.
type sample struct {
	lock, lockInfo string
}

// sampler keeps a sample per job type, reordered before each fetch.
type sampler struct {
	samples []sample
}

func (s *sampler) add(lock, lockInfo string) {
	item := sample{lock: lock, lockInfo: lockInfo}
	s.samples = append(s.samples, item)
}

func (s *sampler) shuffle(i, j int) {
	s.samples[i], s.samples[j] = s.samples[j], s.samples[i]
}

// worker makes its script where it learns its job types, with two keys
// per type, and builds the arguments at each fetch from its samples.
type worker struct {
	pool    *redis.Pool
	owner   string
	sampler sampler
	fetch   *redis.Script
}

func (w *worker) update(ns string, types []string) {
	w.sampler = sampler{}
	for _, t := range types {
		w.sampler.add(ns+":lock:"+t, ns+":lockinfo:"+t)
	}
	w.fetch = redis.NewScript(len(types)*2, fetchSrc)
}

func (w *worker) fetchOne() error {
	w.sampler.shuffle(0, 1)
	args := make([]interface{}, 0, len(w.sampler.samples)*2+1)
	for _, s := range w.sampler.samples {
		args = append(args, s.lock, s.lockInfo)
	}
	args = append(args, w.owner)
	conn := w.pool.Get()
	defer conn.Close()
	_, err := w.fetch.Do(conn, args...)
	return err
}

// sweeper's count says three keys per type, its loop appends two: which
// arguments are keys is not known.
type sweeper struct {
	pool   *redis.Pool
	script *redis.Script
	types  []string
}

func (s *sweeper) update(types []string) {
	s.types = types
	s.script = redis.NewScript(len(types)*3, fetchSrc)
}

func (s *sweeper) sweep(owner string) error {
	var args []interface{}
	for _, t := range s.types {
		args = append(args, "sweep:lock:"+t, "sweep:lockinfo:"+t)
	}
	args = append(args, owner)
	conn := s.pool.Get()
	defer conn.Close()
	_, err := s.script.Do(conn, args...)
	return err
}

// pruner's count is over the types, its loop over what it kept of them,
// and the script reads two arguments in ARGV where one follows the loop:
// the count may take it as a key.
type pruner struct {
	pool    *redis.Pool
	samples []pruneItem
	script  *redis.Script
}

type pruneItem struct {
	lock, lockInfo string
}

func (p *pruner) keep(ns, t string) {
	p.samples = append(p.samples, pruneItem{lock: "prune:" + ns + ":" + t, lockInfo: "prune:info:" + ns + ":" + t})
}

func (p *pruner) update(types []string) {
	p.script = redis.NewScript(len(types)*2, `redis.call('DEL', KEYS[1], KEYS[2]) return ARGV[1] .. ARGV[2]`)
}

func (p *pruner) prune(owner string) error {
	args := make([]interface{}, 0, len(p.samples)*2+1)
	for _, s := range p.samples {
		args = append(args, s.lock, s.lockInfo)
	}
	args = append(args, owner)
	conn := p.pool.Get()
	defer conn.Close()
	_, err := p.script.Do(conn, args...)
	return err
}

// mover's argument list is assigned twice, with different lists: which
// one a run passes is not known.
type mover struct {
	pool   *redis.Pool
	script *redis.Script
	args   []interface{}
}

func newMover(pool *redis.Pool, from string) *mover {
	return &mover{pool: pool, script: redis.NewScript(1, `return redis.call('DEL', KEYS[1])`), args: []interface{}{"move:" + from}}
}

func (m *mover) retarget(to string) {
	m.args = []interface{}{"move:other:" + to}
}

func (m *mover) move() error {
	conn := m.pool.Get()
	defer conn.Close()
	_, err := m.script.Do(conn, m.args...)
	return err
}

const reapSrc = `for i = 1, #KEYS, 2 do redis.call('DEL', KEYS[i], KEYS[i+1]) end return #ARGV`

// reaper keeps its key count in a field, two per type it keeps; its
// script reads ARGV whole, so only the count tells which arguments are
// keys.
type reaper struct {
	pool    *redis.Pool
	types   []string
	numKeys int
	script  *redis.Script
}

func newReaper(pool *redis.Pool, types []string) *reaper {
	r := &reaper{pool: pool, types: types}
	r.numKeys = len(r.types) * 2
	r.script = redis.NewScript(r.numKeys, reapSrc)
	return r
}

func (r *reaper) reap(owner string) error {
	args := make([]interface{}, 0, r.numKeys+1)
	for _, t := range r.types {
		args = append(args, "reap:"+t, "reap:info:"+t)
	}
	args = append(args, owner)
	conn := r.pool.Get()
	defer conn.Close()
	_, err := r.script.Do(conn, args...)
	return err
}
