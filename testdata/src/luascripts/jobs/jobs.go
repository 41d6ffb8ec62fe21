// Package jobs fetches jobs with a script made in another package.
package jobs

import (
	"github.com/gomodule/redigo/redis"

	"luascripts/jobs/scripts"
)

func Fetch(c redis.Conn, queue string, now int64) (interface{}, error) { // want Fetch:`sink\(1→EVALSHA jobs:<string>; 1→EVALSHA jobs:<string>:InProgress\)`
	return scripts.Fetch.Do(c, "jobs:"+queue, "jobs:"+queue+":InProgress", now) // want `key "jobs:<string>:InProgress" segment "InProgress" is not snake_case` `key "jobs:<string>:Started" segment "Started" is not snake_case`
}
