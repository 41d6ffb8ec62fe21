// Package proto is a declarations-only stub of github.com/go-redis/redis/internal/proto v6.15.9 for analysistest.
package proto

type RedisError string

func (e RedisError) Error() string { panic("stub") }
