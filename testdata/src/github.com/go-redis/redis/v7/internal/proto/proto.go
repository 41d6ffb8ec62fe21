// Package proto is a declarations-only stub of github.com/go-redis/redis/v7/internal/proto v7.4.1 for analysistest.
package proto

type RedisError string

func (e RedisError) Error() string { panic("stub") }

func (RedisError) RedisError() { panic("stub") }
