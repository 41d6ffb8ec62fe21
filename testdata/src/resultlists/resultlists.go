// Package resultlists runs a presence script on keys that a helper
// returns along with the script's other arguments and an error.
package resultlists

import (
	"context"
	"errors"

	"github.com/redis/go-redis/v9"
)

const addSource = `redis.call('SADD', KEYS[1], ARGV[1]) redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])`

type presence struct {
	rdb    *redis.Client
	prefix string
}

func (p *presence) setKey(ch string) string  { return p.prefix + ":presence:set:" + ch }
func (p *presence) hashKey(ch string) string { return p.prefix + ":presence:hash:" + ch }

// addArgs returns the keys and the arguments of the add script.
func (p *presence) addArgs(ch, client, info string) ([]string, []interface{}, error) {
	if ch == "" {
		return nil, nil, errors.New("no channel")
	}
	keys := []string{p.setKey(ch), p.hashKey(ch)}
	return keys, []interface{}{client, info}, nil
}

// stamps returns the key of a channel's stamps alone.
func stamps(ch string) []string {
	return []string{"stamps:" + ch}
}

func (p *presence) add(ctx context.Context, ch, client, info string) error {
	keys, args, err := p.addArgs(ch, client, info)
	if err != nil {
		return err
	}
	return redis.NewScript(addSource).Run(ctx, p.rdb, keys, args...).Err()
}

func (p *presence) touch(ctx context.Context, ch string) error {
	return p.rdb.Del(ctx, stamps(ch)...).Err()
}

func newPresence(rdb *redis.Client) *presence {
	return &presence{rdb: rdb, prefix: "chat"}
}

// around returns its own call's keys when asked again: a cycle, whose
// keys are not known.
func around(ch string, again bool) []string {
	if again {
		return around(ch, false)
	}
	return []string{"ring:" + ch}
}

func (p *presence) ring(ctx context.Context, ch string) error {
	return p.rdb.Unlink(ctx, around(ch, true)...).Err()
}
