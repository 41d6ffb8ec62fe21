package crossslot

import (
	"github.com/gomodule/redigo/redis"
)

var moveScript = redis.NewScript(2, "return redis.call('RENAME', KEYS[1], KEYS[2])") // want moveScript:`script\(KEYS 2, calls 1\)`

func redigo(c redis.Conn) {
	c.Do("MGET", "user:1", "user:2") // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of MGET are in different slots: Redis answers CROSSSLOT`
	c.Send("MULTI")                  // want `keys "counter:1" \(slot 10293\) and "counter:2" \(slot 6230\) of MULTI/EXEC are in different slots: Redis rejects the transaction with CROSSSLOT`
	c.Send("INCR", "counter:1")
	c.Send("INCR", "counter:2")
	c.Do("EXEC")
	c.Send("MULTI")
	c.Send("INCR", "{counter}:1")
	c.Send("INCR", "{counter}:2")
	c.Do("EXEC")
	moveScript.Do(c, "user:1", "user:2") // want `keys "user:1" \(slot 10778\) and "user:2" \(slot 6777\) of EVALSHA are in different slots: Redis rejects the script with CROSSSLOT`
}
