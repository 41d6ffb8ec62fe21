// Package scripts makes a script that another package runs: its keys are
// told there through the script's fact.
package scripts

import "github.com/redis/go-redis/v9"

const visits = `
local k = KEYS[1] .. ":visits:" .. ARGV[1]
return redis.call("INCR", k)
`

// Visits counts the visits of KEYS[1] under the name in ARGV[1].
var Visits = redis.NewScript(visits) // want Visits:`script\(KEYS \?, calls 1\)`
