// Package budget is adversarial: each of its helpers returns the next
// one's result on two paths, so that evaluating a call again with its
// argument costs twice as much at every level. Its many calls exhaust
// the package's step budget; the key read last is not rebuilt, and says
// why.
package budget

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func f1(s string) string {
	if s == "" {
		return f2(s)
	}
	return f2(s)
}

func f2(s string) string {
	if s == "" {
		return f3(s)
	}
	return f3(s)
}

func f3(s string) string {
	if s == "" {
		return f4(s)
	}
	return f4(s)
}

func f4(s string) string {
	if s == "" {
		return f5(s)
	}
	return f5(s)
}

func f5(s string) string {
	if s == "" {
		return f6(s)
	}
	return f6(s)
}

func f6(s string) string {
	if s == "" {
		return f7(s)
	}
	return f7(s)
}

func f7(s string) string {
	if s == "" {
		return f8(s)
	}
	return f8(s)
}

func f8(s string) string {
	if s == "" {
		return f9(s)
	}
	return f9(s)
}

func f9(s string) string {
	if s == "" {
		return f10(s)
	}
	return f10(s)
}

func f10(s string) string {
	if s == "" {
		return f11(s)
	}
	return f11(s)
}

func f11(s string) string {
	if s == "" {
		return f12(s)
	}
	return f12(s)
}

func f12(s string) string {
	if s == "" {
		return f13(s)
	}
	return f13(s)
}

func f13(s string) string {
	if s == "" {
		return f14(s)
	}
	return f14(s)
}

func f14(s string) string {
	if s == "" {
		return f15(s)
	}
	return f15(s)
}

func f15(s string) string {
	if s == "" {
		return f16(s)
	}
	return f16(s)
}

func f16(s string) string {
	if s == "" {
		return f17(s)
	}
	return f17(s)
}

func f17(s string) string {
	if s == "" {
		return f18(s)
	}
	return f18(s)
}

func f18(s string) string { return s }

func burn(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, f1("user:0"))
	rdb.Get(ctx, f1("user:1"))
	rdb.Get(ctx, f1("user:2"))
	rdb.Get(ctx, f1("user:3"))
	rdb.Get(ctx, f1("user:4"))
	rdb.Get(ctx, f1("user:5"))
	rdb.Get(ctx, f1("user:6"))
	rdb.Get(ctx, f1("user:7"))
	rdb.Get(ctx, f1("user:8"))
	rdb.Get(ctx, f1("user:9"))
	rdb.Get(ctx, f1("user:10"))
	rdb.Get(ctx, f1("user:11"))
	rdb.Get(ctx, f1("user:12"))
	rdb.Get(ctx, f1("user:13"))
	rdb.Get(ctx, f1("user:14"))
	rdb.Get(ctx, f1("user:15"))
	rdb.Get(ctx, f1("user:16"))
	rdb.Get(ctx, f1("user:17"))
	rdb.Get(ctx, f1("user:18"))
	rdb.Get(ctx, f1("user:19"))
	rdb.Get(ctx, f1("user:20"))
	rdb.Get(ctx, f1("user:21"))
	rdb.Get(ctx, f1("user:22"))
	rdb.Get(ctx, f1("user:23"))
	rdb.Get(ctx, f1("user:24"))
	rdb.Get(ctx, f1("user:25"))
	rdb.Get(ctx, f1("user:26"))
	rdb.Get(ctx, f1("user:27"))
	rdb.Get(ctx, f1("user:28"))
	rdb.Get(ctx, f1("user:29"))
	rdb.Get(ctx, f1("user:30"))
	rdb.Get(ctx, f1("user:31"))
	rdb.Get(ctx, f1("user:32"))
	rdb.Get(ctx, f1("user:33"))
	rdb.Get(ctx, f1("user:34"))
	rdb.Get(ctx, f1("user:35"))
	rdb.Get(ctx, f1("user:36"))
	rdb.Get(ctx, f1("user:37"))
	rdb.Get(ctx, f1("user:38"))
	rdb.Get(ctx, f1("user:39"))
}

// Last reads a key after the budget is gone.
func Last(ctx context.Context, rdb *redis.Client, id string) {
	rdb.Get(ctx, "user:"+id)
}
