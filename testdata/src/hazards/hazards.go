// Package hazards puts values into keys whose source proves they can hold
// what a key must not: raw bytes, JSON, a time's default rendering, a
// struct or a map formatted with %v.
package hazards

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// A Filter is a search a client sends.
type Filter struct {
	Tags  []string
	Limit int
}

// token keys a session by the raw bytes a hex token decodes to.
func token(ctx context.Context, rdb *redis.Client, hexToken string) {
	raw, err := hex.DecodeString(hexToken)
	if err != nil {
		return
	}
	rdb.Get(ctx, "session:"+string(raw)) // want `key "session:<bytes>" holds a <bytes> value that can render a tab, control characters, .*, the separator ":" and "\{", an accidental hash tag`
}

// search caches a result under the JSON of its filter.
func search(ctx context.Context, rdb *redis.Client, f Filter) {
	data, _ := json.Marshal(f)
	rdb.Get(ctx, "search:"+string(data)) // want `key "search:<json>" holds a <json> value that can render a space, '"', .*, the separator ":" and "\{", an accidental hash tag`
}

// stamp keys a snapshot by the time it was taken.
func stamp(ctx context.Context, rdb *redis.Client) {
	rdb.Set(ctx, "snapshot:"+time.Now().String(), 1, 0) // want `key "snapshot:<time>" holds a <time> value that renders a space and can render the separator ":"`
}

// formatted keys a result by a struct and a map formatted with %v.
func formatted(ctx context.Context, rdb *redis.Client, f Filter, seen map[string]int) {
	rdb.Get(ctx, "filter:"+fmt.Sprint(f))            // want `key "filter:<struct>" holds a <struct> value that can render a space and "\{", an accidental hash tag`
	rdb.Get(ctx, fmt.Sprintf("seen:%v:count", seen)) // want `key "seen:<map>:count" holds a <map> value that renders '\[' and '\]', and can render a space and the separator ":"`
}
