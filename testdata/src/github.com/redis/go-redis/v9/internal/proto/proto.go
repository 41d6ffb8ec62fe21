// Package proto is a declarations-only stub of github.com/redis/go-redis/v9/internal/proto v9.7.0 for analysistest.
package proto

type RedisError string

func (e RedisError) Error() string { panic("stub") }

func (RedisError) RedisError() { panic("stub") }
