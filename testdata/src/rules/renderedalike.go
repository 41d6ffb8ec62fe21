package rules

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// Two keys of one line that render alike in messages are still two keys:
// the literal text "<int>" is not an integer's, so each literal is its own
// finding.
func renderedAlikeOnOneLine(ctx context.Context, rdb *redis.Client, id int) {
	rdb.MGet(ctx, "Account:<int>", fmt.Sprintf("Account:%d", id)) // want `key "Account:<int>" segment "Account" is not snake_case` `key "Account:<int>" segment "<int>" is not snake_case` `key "Account:<int>" segment "Account" is not snake_case`
}
