// Package scripts holds the redigo scripts of the job queue.
package scripts

import "github.com/gomodule/redigo/redis"

// Fetch moves a job from a queue to its in-progress list and stamps it.
var Fetch = redis.NewScript(2, "local job = redis.call('RPOPLPUSH', KEYS[1], KEYS[2])\n"+ // want Fetch:`script\(KEYS 2, calls 2\)`
	"if job then redis.call('HSET', KEYS[1] .. ':Started', job, ARGV[1]) end\n"+ // want `script touches key "<KEYS\[1\]>:Started" not passed in KEYS \(line 2\)`
	"return job")
