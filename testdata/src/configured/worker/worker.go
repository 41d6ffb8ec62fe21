// Package worker pulls jobs from a queue its server is given, or the
// configuration's default queue when it is given none.
package worker

import (
	"context"

	"github.com/redis/go-redis/v9"
)

// Config is the worker's configuration.
type Config struct {
	DefaultQueue string // want DefaultQueue:`value\("jobs"\)`
}

// DefaultConfig is the configuration servers are made with.
var DefaultConfig = Config{DefaultQueue: "jobs"} // want DefaultConfig:`object\(DefaultQueue: "jobs"\)`

// Server pulls the jobs of one queue.
type Server struct {
	rdb   *redis.Client
	Queue string // want Queue:`value\("<string>" \| "jobs"\)`
}

// NewServer returns a server of queue; an empty queue is the default.
func NewServer(rdb *redis.Client, queue string) *Server {
	s := &Server{rdb: rdb, Queue: queue}
	s.normalise(DefaultConfig)
	return s
}

// normalise fills what the server was given empty.
func (s *Server) normalise(cfg Config) {
	if s.Queue == "" {
		s.Queue = cfg.DefaultQueue
	}
}

// Pull takes the next job of the server's queue.
func (s *Server) Pull(ctx context.Context) (string, error) { // want Pull:`sink\(-1→LPOP queue:<string>\)`
	return s.rdb.LPop(ctx, "queue:"+s.Queue).Result()
}
