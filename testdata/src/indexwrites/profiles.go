// Package indexwrites reads users' profiles with redigo, building the
// arguments of HMGET in a slice whose first element is set last.
package indexwrites

import (
	"context"
	"fmt"

	"github.com/gomodule/redigo/redis"
	goredis "github.com/redis/go-redis/v9"
)

// profileFields reads two fields of a user's profile hash. The argument
// list starts with a placeholder that the key then overwrites.
func profileFields(conn redis.Conn, id int) (any, error) {
	args := []any{"id_placeholder", "name", "email"}
	args[0] = fmt.Sprintf("user:Profile:%d", id) // want `key "user:Profile:<int>" segment "Profile" is not snake_case`
	return conn.Do("HMGET", args...)
}

// sessionFields builds its list with make: each write is one more element.
func sessionFields(conn redis.Conn, sid string) (any, error) {
	args := make([]any, 2)
	args[0] = "session:Data:" + sid // want `key "session:Data:<string>" segment "Data" is not snake_case`
	args[1] = "token"
	return conn.Do("HMGET", args...)
}

// tokens deletes a user's tokens with go-redis: the literal's placeholder
// is overwritten with the key before the call.
func tokens(ctx context.Context, rdb *goredis.Client, id int) error {
	keys := []string{"placeholder", "token:list"}
	keys[0] = fmt.Sprintf("token:User:%d", id) // want `key "token:User:<int>" segment "User" is not snake_case`
	return rdb.Del(ctx, keys...).Err()
}
