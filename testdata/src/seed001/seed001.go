// Package seed001 is checked with the dotted preset, from standard 001
// (shared/seeds/001_815a8fa923dc7fd1.txt): ${team}.${project}.${func}.${key}
// with "." "_" or ":" between levels, team/project/func of at most 3
// lower-case letters (project and func may take two levels), the key part
// at most 18 characters, collections of at most 50,000 elements, batches of
// at most 500.
package seed001

import (
	"context"
	"fmt"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
)

// Standard 001 §1.3: the example keys and their variants.
func names(ctx context.Context, rdb *redis.Client, mid int64, name string) {
	rdb.Get(ctx, "z.i.reg.xxx")
	rdb.Get(ctx, "z:i:reg:xxx")
	rdb.Get(ctx, "z_i_reg_xxx")
	rdb.Get(ctx, "z.i.reg.userName")
	rdb.Get(ctx, fmt.Sprintf("z.i.fr.m.%d", mid))
	rdb.Get(ctx, "z.fm.m.reg."+name)
	rdb.Get(ctx, "z.fm.m.friends.c.xxx")        // want `key "z.fm.m.friends.c.xxx" segment "friends" is 7 bytes long, more than levels\[3\].max-length 3`
	rdb.Get(ctx, "z.i2.reg.xxx")                // want `key "z.i2.reg.xxx" segment "i2" is not letters only, as levels\[1\] asks`
	rdb.Get(ctx, "z.i.reg:xxx")                 // want `key "z.i.reg:xxx" uses ":" between words instead of "."`
	rdb.Get(ctx, "z.I.reg.xxx")                 // want `key "z.I.reg.xxx" segment "I" is not lowercase`
	rdb.Get(ctx, "z.i.reg.abcdefghijklmnopqrs") // want `segment "abcdefghijklmnopqrs" is 19 bytes long, more than last-segment.max-length 18`
	rdb.Get(ctx, "z.i.reg.user name")           // want `key "z.i.reg.user name" contains a space`
}

// Standard 001 §2.1: hash, list, set and zset of at most 50,000 elements
// ("a list of 2,000,000 elements" is its counter-example).
func collections(ctx context.Context, rdb *redis.Client) {
	for i := 0; i < 2000000; i++ {
		rdb.RPush(ctx, "z.i.log.all", i) // want `key "z.i.log.all" gets 2,000,000 elements from RPUSH in this loop, more than max-elements 50000; split it into several keys`
	}
	for i := 0; i < 40000; i++ {
		rdb.SAdd(ctx, "z.i.fan.small", i)
	}
	for day := 0; day < 365; day++ {
		for u := 0; u < 1000; u++ {
			rdb.SAdd(ctx, fmt.Sprintf("z.i.act.d%d", day), u)
		}
	}
	rdb.Del(ctx, "z.i.log.all") // want `key "z.i.log.all" is a big collection of 2,000,000 elements; DEL blocks Redis while it frees it: delete it with UNLINK`
	rdb.Unlink(ctx, "z.i.log.all")
	rdb.Del(ctx, "z.i.fan.small")
}

// Standard 001 §2.6: batches (MGET, MSET, pipelines) of at most 500.
func batches(ctx context.Context, rdb *redis.Client, c redigo.Conn) {
	keys := make([]string, 0, 1000)
	for i := 0; i < 1000; i++ {
		keys = append(keys, fmt.Sprintf("z.i.reg.%d", i))
	}
	rdb.MGet(ctx, keys...) // want `MGET sends 1,000 keys or values in one call, more than max-batch 500; send them in batches of at most 500`

	small := []string{"z.i.reg.a", "z.i.reg.b"}
	rdb.MGet(ctx, small...)

	var chunk []string
	for i := 0; i < 400; i++ {
		chunk = append(chunk, fmt.Sprintf("z.i.reg.%d", i))
	}
	rdb.Del(ctx, chunk...)

	pipe := rdb.Pipeline()
	for i := 0; i < 10000; i++ {
		pipe.Set(ctx, fmt.Sprintf("z.i.reg.%d", i), i, 0) // want `pipeline gets 10,000 commands from this loop before it runs, more than max-batch 500; execute it every 500 commands`
	}
	pipe.Exec(ctx)

	for i := 0; i < 10000; i++ {
		pipe.Set(ctx, fmt.Sprintf("z.i.reg.%d", i), i, 0)
		if i%500 == 499 {
			pipe.Exec(ctx)
		}
	}

	rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
		for i := range 600 {
			p.Incr(ctx, fmt.Sprintf("z.i.cnt.%d", i)) // want `pipeline gets 600 commands from this loop`
		}
		return nil
	})

	for i := 0; i < 700; i++ {
		c.Send("SET", fmt.Sprintf("z.i.reg.%d", i), i) // want `pipeline gets 700 commands from this loop`
	}
	c.Flush()
}
