// Package dotted writes its keys in the dotted preset's style: short
// lower-case levels joined with ".", the business key last. The written
// configuration keeps the preset's separators.
package dotted

import (
	"context"
	"os"

	"github.com/redis/go-redis/v9"
)

func Use(ctx context.Context, rdb *redis.Client) {
	id := os.Getenv("ID")
	rdb.Get(ctx, "z.i.reg.userName")
	rdb.Get(ctx, "z.fm.m.reg."+id)
	rdb.Get(ctx, "z.i.acc.balance")
}
