// Package buffervalues builds keys in a strings.Builder: what is written
// after the key's own text is a value of the key, as an operand of + is,
// so the punctuation it renders is no separator between words.
package buffervalues

import (
	"context"
	"strconv"
	"strings"

	"github.com/redis/go-redis/v9"
)

// channelID spells a channel with its length, so that a name may hold
// any character: "5.rooms".
func channelID(name string) string { return strconv.Itoa(len(name)) + "." + name }

// History reads a channel's history under a key built in a buffer.
func History(ctx context.Context, rdb *redis.Client, name string) ([]string, error) { // want History:`sink\(2→LRANGE history:<int>.<string>\)`
	var b strings.Builder
	b.WriteString("history:")
	b.WriteString(channelID(name))
	return rdb.LRange(ctx, b.String(), 0, -1).Result()
}

// Meta reads the same with +: the same key, no finding either.
func Meta(ctx context.Context, rdb *redis.Client, name string) (string, error) { // want Meta:`sink\(2→GET meta:<int>.<string>\)`
	return rdb.Get(ctx, "meta:"+channelID(name)).Result()
}

// Bad writes the key's own words with a foreign separator: that is the
// key's spelling, reported.
func Bad(ctx context.Context, rdb *redis.Client, name string) error { // want Bad:`sink\(2→DEL bad.words:<int>.<string>\)`
	var b strings.Builder
	b.WriteString("bad.words:") // want `key "bad.words:<int>.<string>" uses "." between words instead of ":"`
	b.WriteString(channelID(name))
	return rdb.Del(ctx, b.String()).Err()
}
