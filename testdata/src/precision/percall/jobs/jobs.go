// Package jobs runs queued jobs. A worker fetches a job, decoded from what
// Redis returns, and hands it to methods that build the job's lock and
// unique keys from its name: a parameter's field, whose objects the fetch
// does not show.
// "// keys:" lists the templates of the line's site.
package jobs

import (
	"encoding/json"

	"github.com/gomodule/redigo/redis"
)

// Job is one unit of work.
type Job struct {
	Name   string // want Name:`value\("<string>" \| "cleanup"\)`
	Unique bool
}

// Enqueue queues a job of the given name.
func Enqueue(pool *redis.Pool, namespace, name string) error { // want Enqueue:`sink\(1→LPUSH <string>:jobs:<string>; 2→LPUSH <string>:jobs:<string>\)`
	job := &Job{Name: name}
	raw, err := json.Marshal(job)
	if err != nil {
		return err
	}
	conn := pool.Get()
	defer conn.Close()
	_, err = conn.Do("LPUSH", namespace+":jobs:"+job.Name, raw) // keys: <string>:jobs:<string>
	return err
}

type worker struct {
	pool      *redis.Pool
	namespace string
}

func (w *worker) fetch() (*Job, error) {
	conn := w.pool.Get()
	defer conn.Close()
	raw, err := redis.Bytes(conn.Do("RPOP", w.namespace+":jobs")) // keys: <string>:jobs
	if err != nil {
		return nil, err
	}
	var job Job
	if err := json.Unmarshal(raw, &job); err != nil {
		return nil, err
	}
	return &job, nil
}

func (w *worker) loop() {
	for {
		job, err := w.fetch()
		if err != nil || job == nil {
			return
		}
		w.process(job) // keys: <string>:unique:<string> <string>:unique:cleanup <string>:jobs:<string>:lock <string>:jobs:cleanup:lock
	}
}

// process runs a job: the keys are those of the job its caller passes.
func (w *worker) process(job *Job) {
	if job.Unique {
		w.deleteUnique(job)
	}
	w.release(job)
}

func (w *worker) deleteUnique(job *Job) {
	conn := w.pool.Get()
	defer conn.Close()
	conn.Do("DEL", w.namespace+":unique:"+job.Name) // keys: <string>:unique:<string> <string>:unique:cleanup
}

func (w *worker) release(job *Job) {
	conn := w.pool.Get()
	defer conn.Close()
	conn.Do("DECR", w.namespace+":jobs:"+job.Name+":lock") // keys: <string>:jobs:<string>:lock <string>:jobs:cleanup:lock
}

// Cleanup releases the lock of the cleanup job.
func (w *worker) cleanup() {
	w.release(&Job{Name: "cleanup"}) // keys: <string>:jobs:cleanup:lock
}
