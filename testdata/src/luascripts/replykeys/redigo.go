package replykeys

import redigo "github.com/gomodule/redigo/redis"

// sweepScript deletes each done task under the prefix passed in ARGV[1].
var sweepScript = redigo.NewScript(1, // want sweepScript:`script\(KEYS 1, calls 2\)`
	"for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('DEL', ARGV[1] .. id) end")

func sweep(c redigo.Conn, done, prefix string) error {
	_, err := sweepScript.Do(c, done, prefix)
	return err
}

// Sweep passes one queue's set of done ids and its task prefix.
func Sweep(c redigo.Conn, queue string) error { // want Sweep:`sink\(1→EVALSHA jobs:\{<string>\}:done\)`
	return sweep(c, "jobs:{"+queue+"}:done", "jobs:{"+queue+"}:t:")
}
