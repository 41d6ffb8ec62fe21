// Package proto is a declarations-only stub of github.com/go-redis/redis/v8/internal/proto v8.11.5 for analysistest.
package proto

type RedisError string

func (e RedisError) Error() string { panic("stub") }

func (RedisError) RedisError() { panic("stub") }
