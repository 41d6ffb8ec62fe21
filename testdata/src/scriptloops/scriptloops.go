// Package scriptloops runs redigo scripts whose key count follows the
// loop that builds their arguments: some keys, then keys for each name,
// then the script's other arguments.
package scriptloops

import (
	"github.com/gomodule/redigo/redis"
)

type queue struct {
	pool *redis.Pool
	name string
}

const retryAllSrc = `for i = 2, #KEYS do redis.call('ZREM', KEYS[1], KEYS[i]) end`

const reapSrc = `for i = 1, #KEYS, 2 do redis.call('DEL', KEYS[i], KEYS[i+1]) end return ARGV[1]`

// retryAll runs a script on the dead set and one ready list per job name:
// as many keys as names, plus one.
func (q *queue) retryAll(names []string, now int64) error {
	script := redis.NewScript(len(names)+1, retryAllSrc)
	args := make([]interface{}, 0, len(names)+2)
	args = append(args, "jobs:"+q.name+":dead")
	for _, name := range names {
		args = append(args, "jobs:"+name+":ready")
	}
	args = append(args, now)
	conn := q.pool.Get()
	defer conn.Close()
	_, err := script.Do(conn, args...)
	return err
}

// reap gives two keys per job type, the count kept in a local.
func (q *queue) reap(types []string, owner string) error {
	numKeys := len(types) * 2
	script := redis.NewScript(numKeys, reapSrc)
	var args = make([]interface{}, 0, numKeys+1)
	for _, t := range types {
		args = append(args, "locks:"+t, "lockinfo:"+t)
	}
	args = append(args, owner)
	conn := q.pool.Get()
	defer conn.Close()
	_, err := script.Do(conn, args...)
	return err
}

// sweep says two keys per type but appends one: which arguments are keys
// is not known.
func (q *queue) sweep(types []string) error {
	script := redis.NewScript(len(types)*2, reapSrc)
	var args []interface{}
	for _, t := range types {
		args = append(args, "locks:"+t)
	}
	conn := q.pool.Get()
	defer conn.Close()
	_, err := script.Do(conn, args...)
	return err
}
