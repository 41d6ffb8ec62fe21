// Package redigo calls the real redigo: Conn.Do and Send, the package's
// DoContext, redis.Args built with Add and spread, and scripts whose key
// count comes from NewScript.
package redigo

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/gomodule/redigo/redis"
)

var transfer = redis.NewScript(2, `return redis.call("SMOVE", KEYS[1], KEYS[2], ARGV[1])`)

// Conn sends commands through redis.Conn.
func Conn(c redis.Conn, id int) error {
	if _, err := c.Do("GET", "rg:user:"+strconv.Itoa(id)); err != nil {
		return err
	}
	if _, err := c.Do("GET", "rg:User:"+strconv.Itoa(id)); err != nil { // want `segment "User" is not snake_case`
		return err
	}
	if err := c.Send("SET", "rg:session:"+strconv.Itoa(id), "Any Value"); err != nil {
		return err
	}
	if err := c.Send("HSET", "rg:profile.name", "Field Name", "v"); err != nil { // want `uses "\." between words instead of ":"`
		return err
	}
	if _, err := c.Do("FLUSHDB"); err != nil { // want `command FLUSHDB is forbidden`
		return err
	}
	return nil
}

// Context uses the package function redis.DoContext.
func Context(ctx context.Context, c redis.Conn, day string) error {
	if _, err := redis.DoContext(c, ctx, "INCR", "rg:visits:"+day); err != nil {
		return err
	}
	_, err := redis.DoContext(c, ctx, "INCR", fmt.Sprintf("rg:Visits:%s", day)) // want `segment "Visits" is not snake_case`
	return err
}

// Args spreads a redis.Args built with Add.
func Args(c redis.Conn, id int) error {
	args := redis.Args{}.Add("rg:cart:"+strconv.Itoa(id)).Add("item", 1)
	if _, err := c.Do("HSET", args...); err != nil {
		return err
	}
	bad := redis.Args{}.Add("rg:Cart:"+strconv.Itoa(id)).Add("item", 1) // want `segment "Cart" is not snake_case`
	if _, err := c.Do("HSET", bad...); err != nil {
		return err
	}
	_, err := c.Do("DEL", redis.Args{}.Add("rg:cart:1", "rg:cart 2")...) // want `contains a space`
	return err
}

// Scripts runs a two-key script: the first two arguments are keys, the
// third is an argument.
func Scripts(c redis.Conn, id int) error {
	from, to := "rg:set:"+strconv.Itoa(id), "rg:set:archive"
	if _, err := transfer.Do(c, from, to, "Member Name"); err != nil {
		return err
	}
	if _, err := transfer.Do(c, from, "rg:set:Archive", "m"); err != nil { // want `segment "Archive" is not snake_case`
		return err
	}
	local := redis.NewScript(2, `return 1`)
	_, err := local.Do(c, "rg:a:b", "rg:a;b", "not:A:key") // want `uses ";" between words instead of ":"`
	return err
}

// Timeout uses the package function redis.DoWithTimeout and Script.Send.
func Timeout(c redis.Conn) error {
	if _, err := redis.DoWithTimeout(c, time.Second, "TTL", "rg:ttl:Key"); err != nil { // want `segment "Key" is not snake_case`
		return err
	}
	return transfer.Send(c, "rg:set:a", "rg:set b", "arg") // want `contains a space`
}
