// Package cgocall sends Redis commands from a file that imports "C": the
// driver hands the analyzer the cgo-rewritten file.
package cgocall

/*
#include <stdlib.h>
#define KEY_PREFIX "Cgo:key"
static const char *key_name(void) { return "cgo:name"; }
static int answer(void) { return 42; }
*/
import "C"

import (
	"context"
	"fmt"
	"unsafe"

	"github.com/redis/go-redis/v9"
)

func fromC(ctx context.Context, rdb *redis.Client) {
	rdb.Get(ctx, C.GoString(C.key_name()))
	rdb.Get(ctx, C.KEY_PREFIX)
	rdb.Get(ctx, fmt.Sprintf("cgo:%d", C.answer()))
	cs := C.CString("cgo:owned")
	defer C.free(unsafe.Pointer(cs))
	rdb.Set(ctx, C.GoString(cs), 1, 0)
	rdb.Get(ctx, "User:cgo")
	wrap(ctx, rdb, C.GoString(cs))
}

func wrap(ctx context.Context, rdb *redis.Client, key string) {
	rdb.Get(ctx, "cgo:"+key)
}
