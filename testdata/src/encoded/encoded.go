// Package encoded builds a job's unique key in a buffer that a JSON encoder
// also writes to, and returns it with an error, as job queues do.
package encoded

import (
	"bytes"
	"encoding/json"

	"github.com/gomodule/redigo/redis"
)

// uniqueKey encodes the job's arguments, when there are any, at the end of
// its key.
func uniqueKey(namespace, jobName string, args map[string]any) (string, error) {
	var buf bytes.Buffer
	buf.WriteString(namespace)
	buf.WriteString(":unique:")
	buf.WriteString(jobName)
	buf.WriteRune(':') // want `key "work:unique:<string>:" ends with the separator ":"`
	if args != nil {
		if err := json.NewEncoder(&buf).Encode(args); err != nil {
			return "", err
		}
	}
	return buf.String(), nil
}

func EnqueueUnique(conn redis.Conn, jobName string, args map[string]any) error { // want EnqueueUnique:`sink\(1→SET work:unique:<string>:; 1→SET work:unique:<string>:<string>\)`
	key, err := uniqueKey("work", jobName, args)
	if err != nil {
		return err
	}
	_, err = conn.Do("SET", key, "1", "NX", "EX", 86400)
	return err
}

// A buffer written in a loop is not known.
func batchKey(conn redis.Conn, ids []string) error {
	var buf bytes.Buffer
	buf.WriteString("batch:")
	for _, id := range ids {
		buf.WriteString(id)
	}
	_, err := conn.Do("DEL", buf.String())
	return err
}
