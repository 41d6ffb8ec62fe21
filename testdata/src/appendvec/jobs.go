// Package appendvec sends commands whose argument vectors are slices
// built with append, as job queues on redigo do: the key first, then
// members or fields appended in a loop or a branch.
package appendvec

import (
	"strconv"

	"github.com/gomodule/redigo/redis"
)

// KnownJobs records the job names of a pool: the set's key leads the
// vector, the members are appended in a loop.
func KnownJobs(conn redis.Conn, jobTypes map[string]bool) error {
	key := "jobs:known_jobs"
	jobNames := make([]interface{}, 0, len(jobTypes)+1)
	jobNames = append(jobNames, key)
	for name := range jobTypes {
		jobNames = append(jobNames, name)
	}
	_, err := conn.Do("SADD", jobNames...)
	return err
}

// Observe writes a worker's status, with more fields in a branch.
func Observe(conn redis.Conn, worker int, checkin string) error {
	args := make([]interface{}, 0, 7)
	args = append(args, "jobs:Worker:"+strconv.Itoa(worker), "job_name", "mail") // want `segment "Worker" is not snake_case`
	if checkin != "" {
		args = append(args, "checkin", checkin)
	}
	return conn.Send("HMSET", args...)
}

// Forget deletes jobs whose keys are all appended in a loop: each is a
// job's key.
func Forget(conn redis.Conn, ids []int) error {
	var keys []interface{}
	for _, id := range ids {
		keys = append(keys, "jobs:job:"+strconv.Itoa(id))
	}
	_, err := conn.Do("DEL", keys...)
	return err
}

// Retry replaces the vector in a branch: its first element is not known.
func Retry(conn redis.Conn, queue string, again bool) error {
	args := []interface{}{"jobs:retry"}
	if again {
		args = []interface{}{queue}
	}
	args = append(args, "x")
	_, err := conn.Do("SADD", args...)
	return err
}
