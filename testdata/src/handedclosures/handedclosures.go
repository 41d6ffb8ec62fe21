// Package handedclosures hands function literals to functions that run
// them: errgroup's Go, sync.WaitGroup's Go, sync.Once's Do, a retry
// library's Do. A literal runs with the variables of the function that
// wrote it: its calls are that function's, keys and all, and a function
// whose parameter reaches a key only inside such a literal is a wrapper
// of that key.
package handedclosures

import (
	"context"
	"strconv"
	"sync"
	"time"

	"example.com/retry"
	"github.com/redis/go-redis/v9"
	"golang.org/x/sync/errgroup"
)

// Warm fills two caches at once.
func Warm(ctx context.Context, rdb *redis.Client, id int) error {
	g, ctx := errgroup.WithContext(ctx)
	key := "user:" + strconv.Itoa(id) + ":Profile" // want `key "user:<int>:Profile" segment "Profile" is not snake_case`
	g.Go(func() error {
		return rdb.Set(ctx, key, "{}", time.Hour).Err()
	})
	g.Go(func() error {
		return rdb.Expire(ctx, "user:"+strconv.Itoa(id)+":feed", time.Hour).Err()
	})
	return g.Wait()
}

// store writes a value under the key it is given, in a goroutine of a
// wait group: its callers give the key.
func store(ctx context.Context, wg *sync.WaitGroup, rdb *redis.Client, key string) {
	wg.Go(func() {
		rdb.Set(ctx, key, 1, time.Minute)
	})
}

func Orders(ctx context.Context, rdb *redis.Client, id int) {
	var wg sync.WaitGroup
	store(ctx, &wg, rdb, "orders:Pending:"+strconv.Itoa(id)) // want `key \(through handedclosures.store\) "orders:Pending:<int>" segment "Pending" is not snake_case`
	wg.Wait()
}

// release deletes a lock with retries; its callers give the key.
func release(ctx context.Context, rdb *redis.Client, key string) error {
	return retry.Do(func() error {
		return rdb.Del(ctx, key).Err()
	}, retry.Attempts(5))
}

func Jobs(ctx context.Context, rdb *redis.Client, job string) error { // want Jobs:`sink\(2→DEL jobs:Lock:<string>\)`
	return release(ctx, rdb, "jobs:Lock:"+job) // want `key \(through handedclosures.release\) "jobs:Lock:<string>" segment "Lock" is not snake_case`
}

var (
	once   sync.Once
	schema string
)

// loadSchema reads the schema once.
func loadSchema(ctx context.Context, rdb *redis.Client, app string) string {
	once.Do(func() {
		schema = rdb.Get(ctx, "schema:"+app).Val()
	})
	return schema
}

func Schema(ctx context.Context, rdb *redis.Client) string {
	return loadSchema(ctx, rdb, "Billing") // want `key \(through handedclosures.loadSchema\) "schema:Billing" segment "Billing" is not snake_case`
}

// count reads a counter with retries, its value returned by the literal.
func count(ctx context.Context, rdb *redis.Client, name string) (int64, error) {
	return retry.DoWithData(func() (int64, error) {
		return rdb.Incr(ctx, "counter:"+name).Result()
	})
}

func Visits(ctx context.Context, rdb *redis.Client) (int64, error) {
	return count(ctx, rdb, "Visits") // want `key \(through handedclosures.count\) "counter:Visits" segment "Visits" is not snake_case`
}

// Scratch deletes its scratch key when it returns: the deferred literal
// reads the key as it is then, after the reassignment.
func Scratch(ctx context.Context, rdb *redis.Client, id int) {
	key := "scratch:" + strconv.Itoa(id)
	defer func() { rdb.Del(ctx, key) }()
	rdb.Set(ctx, key, 1, time.Minute)
	key = "scratch:" + strconv.Itoa(id) + ":Moved" // want `key "scratch:<int>:Moved" segment "Moved" is not snake_case`
	rdb.Rename(ctx, "scratch:"+strconv.Itoa(id), key)
}

// Later hands a timer a literal that reads the key it holds when it
// fires.
func Later(ctx context.Context, rdb *redis.Client, id int) {
	key := "timer:" + strconv.Itoa(id)
	time.AfterFunc(time.Second, func() { rdb.Unlink(ctx, key) })
	key = "timer:" + strconv.Itoa(id) + ":Next" // want `key "timer:<int>:Next" segment "Next" is not snake_case`
}
