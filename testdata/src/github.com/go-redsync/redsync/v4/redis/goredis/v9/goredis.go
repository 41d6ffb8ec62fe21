// Package goredis is a stand-in for
// github.com/go-redsync/redsync/v4/redis/goredis/v9: a pool on go-redis.
package goredis

import (
	redsyncredis "github.com/go-redsync/redsync/v4/redis"
	"github.com/redis/go-redis/v9"
)

func NewPool(delegate redis.UniversalClient) redsyncredis.Pool { panic("stub") }
