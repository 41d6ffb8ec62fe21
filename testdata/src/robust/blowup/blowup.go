// Package blowup holds code on which the analyzer's time and memory grow
// exponentially: a variable extended with += several times inside a loop.
// The leading underscore keeps it out of ./... (and so out of the default
// TestRobust run); run it with ROBUST_PATTERNS=robust/_blowup. Each
// function alone takes seconds and about a gigabyte; one more += or one
// more level of nesting multiplies that.
package blowup

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"
)

type flags struct{ a, b, c, d bool }

// conditional extends the key under four conditions in one loop.
func conditional(ctx context.Context, rdb *redis.Client, fs []flags) {
	k := "user"
	for _, f := range fs {
		if f.a {
			k += ":a"
		}
		if f.b {
			k += ":b"
		}
		if f.c {
			k += ":c"
		}
		if f.d {
			k += ":d"
		}
	}
	rdb.Get(ctx, k)
}

// straight extends the key eight times per iteration.
func straight(ctx context.Context, rdb *redis.Client, n int) {
	k := "user"
	for i := 0; i < n; i++ {
		k += ":a"
		k += ":b"
		k += ":c"
		k += ":d"
		k += ":e"
		k += ":f"
		k += ":g"
		k += ":h"
	}
	rdb.Get(ctx, k)
}

// nested extends the key at every level of eight nested loops.
func nested(ctx context.Context, rdb *redis.Client, n int) {
	k := "user"
	for i0 := 0; i0 < n; i0++ {
		k += ":" + strconv.Itoa(i0)
		for i1 := 0; i1 < n; i1++ {
			k += ":" + strconv.Itoa(i1)
			for i2 := 0; i2 < n; i2++ {
				k += ":" + strconv.Itoa(i2)
				for i3 := 0; i3 < n; i3++ {
					k += ":" + strconv.Itoa(i3)
					for i4 := 0; i4 < n; i4++ {
						k += ":" + strconv.Itoa(i4)
						for i5 := 0; i5 < n; i5++ {
							k += ":" + strconv.Itoa(i5)
							for i6 := 0; i6 < n; i6++ {
								k += ":" + strconv.Itoa(i6)
								for i7 := 0; i7 < n; i7++ {
									k += ":" + strconv.Itoa(i7)
									rdb.Get(ctx, k)
								}
							}
						}
					}
				}
			}
		}
	}
	rdb.Get(ctx, k)
}
