// Package strict is checked with strict: keys that cannot be rebuilt are
// reported so that users can see what was not checked.
package strict

import (
	"context"
	"fmt"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

func lookup() string { return "" }

func keyList() []string { return nil }

func strict(ctx context.Context, rdb *redis.Client, c redigo.Conn, keys []string, cmd string, id int) {
	rdb.Get(ctx, lookup())                   // want `key of GET could not be rebuilt, so it is not checked`
	rdb.Get(ctx, fmt.Sprintf("user:%d", id)) // rebuilt: a template with a hole
	rdb.Del(ctx, keyList()...)               // want `keys of DEL could not be told from the call`
	rdb.Del(ctx, keys...)                    // a wrapper's parameter: checked at the callers
	rdb.Do(ctx, cmd, "user:1")               // want `keys of the command could not be told from the call`
	c.Do(cmd, "user:1")                      // want `keys of the command could not be told from the call`
	rdb.Get(ctx, "user:profile")             // a literal is always rebuilt
}

// mover's argument list is given twice: the run's keys are not known,
// and the reason says which part.
type mover struct {
	pool   *redigo.Pool
	script *redigo.Script
	args   []interface{}
}

func newMover(pool *redigo.Pool, from string) *mover {
	return &mover{pool: pool, script: redigo.NewScript(1, `return redis.call('DEL', KEYS[1])`), args: []interface{}{"move:" + from}}
}

func (m *mover) retarget(to string) {
	m.args = []interface{}{"move:other:" + to}
}

func (m *mover) move() error {
	conn := m.pool.Get()
	defer conn.Close()
	_, err := m.script.Do(conn, m.args...) // want `keys of EVALSHA could not be told from the call: field m.args is given 2 argument lists, and which one a run passes is not known`
	return err
}
