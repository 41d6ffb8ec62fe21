// Package keys names the keys of a registry of servers; the values in
// them (a host name, an id) come from its callers in other packages.
package keys

import (
	"context"
	"fmt"
	"strings"

	"github.com/redis/go-redis/v9"
)

// ServerKey names a server's key: its host name and pid are values.
func ServerKey(host string, pid int) string { // want ServerKey:`producer\("registry:servers:\{<string>:<int>\}"\)`
	return fmt.Sprintf("registry:servers:{%s:%d}", host, pid)
}

// WorkersKey names the key of a worker set by the set's id.
func WorkersKey(id string) string { // want WorkersKey:`producer\("registry:workers:\{<string>\}"\)`
	return "registry:workers:{" + id + "}"
}

// Join joins the parts of a key with ':'.
func Join(parts ...string) string { // want Join:`join\("", ":", "", skip empty false\)`
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte(':')
		}
		b.WriteString(p)
	}
	return b.String()
}

// A Store keeps the registry.
type Store struct {
	rdb *redis.Client
}

// ClearServer deletes a server's key.
func (s *Store) ClearServer(ctx context.Context, host string, pid int) error { // want ClearServer:`sink\(1→DEL registry:servers:\{<string>:<int>\}\)`
	return s.rdb.Del(ctx, ServerKey(host, pid)).Err()
}

// A Config says where the process runs.
type Config struct {
	Host string
}

// LoadKey names the key of the load of the configured host.
func (c *Config) LoadKey() string { // want LoadKey:`producer\("registry:load:<string>"\)`
	return "registry:load:" + c.Host
}
