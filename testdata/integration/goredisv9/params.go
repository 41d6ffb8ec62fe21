package goredisv9

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

// Params covers the key parameters besides key: keys..., source,
// destination, sourceKey, destKey, and a numkeys script through Do.
func Params(ctx context.Context, rdb redis.Cmdable, keys []string) {
	rdb.LMove(ctx, "list:src", "list:Dst", "LEFT", "RIGHT") // want `segment "Dst" is not snake_case`
	rdb.Copy(ctx, "doc:Src", "doc:dst", 0, false)           // want `segment "Src" is not snake_case`
	rdb.SInterStore(ctx, "set:out", "set:a", "set:B")       // want `segment "B" is not snake_case`
	rdb.SMove(ctx, "set:a", "set:b", "Member Not A Key")
	rdb.BRPopLPush(ctx, "queue:in", "queue:Out", time.Second)          // want `segment "Out" is not snake_case`
	rdb.BLMPop(ctx, time.Second, "LEFT", 1, "queue:a", "queue b")      // want `contains a space` `key "queue b" has 1 segment`
	rdb.EvalRO(ctx, "return 1", []string{"ro:Key"})                    // want `segment "Key" is not snake_case`
	rdb.FCall(ctx, "my_function", []string{"fn:key", "fn.key"}, "Arg") // want `uses "\." between words instead of ":"` `key "fn\.key" has 1 segment`
	rdb.ObjectEncoding(ctx, "obj:Enc")                                 // want `segment "Enc" is not snake_case`
	rdb.SInterStore(ctx, "set:out", keys...)
}

// Numkeys sends a script through Do: numkeys tells which arguments are keys.
func Numkeys(ctx context.Context, rdb redis.UniversalClient) {
	rdb.Do(ctx, "eval", "return 1", 2, "ev:a", "ev:B", "Not A Key") // want `segment "B" is not snake_case`
}
