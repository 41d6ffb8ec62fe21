// Package cache writes small typed values, each under its own key: a
// Value carries the key it is written under, and Set writes each value it
// is given under its name.
package cache

import (
	"context"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// A Value is one value to write and the key to write it under.
type Value struct {
	name  string
	value string
}

// String is a string value written under key.
func String(key, v string) Value { return Value{name: key, value: v} } // want String:`constructs\(name: "<string>"; value: "<string>"\)`

// Time is a time written under key.
func Time(key string, t time.Time) Value { // want Time:`constructs\(name: "<string>"; value: "<int>"\)`
	return Value{name: key, value: strconv.FormatInt(t.Unix(), 10)}
}

// Store writes values.
type Store interface {
	Set(ctx context.Context, values ...Value) error // want Set:`sink\(1...→SET <string>\)`
}

// Redis is the Store of a go-redis client.
type Redis struct{ rdb *redis.Client }

// Set writes each value under its name, in one pipeline.
func (r *Redis) Set(ctx context.Context, values ...Value) error { // want Set:`sink\(1...→SET <string>\)`
	pipe := r.rdb.Pipeline()
	for _, v := range values {
		pipe.Set(ctx, v.name, v.value, 0)
	}
	_, err := pipe.Exec(ctx)
	return err
}
