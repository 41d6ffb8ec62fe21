// Package libraries uses the libraries that take or build keys on top of
// the clients: go-redis/cache, redsync, redislock, the rueidis helpers and Lua
// scripts, rueidiscompat, and valkey-go with its helpers and compat
// adapter. Their key arguments are key sites like a client's.
package libraries

import (
	"context"
	"strconv"
	"time"

	"github.com/bsm/redislock"
	"github.com/go-redis/cache/v9"
	"github.com/go-redsync/redsync/v4"
	"github.com/go-redsync/redsync/v4/redis/goredis/v9"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
	"github.com/redis/rueidis/rueidiscompat"
	"github.com/valkey-io/valkey-go"
	"github.com/valkey-io/valkey-go/valkeycompat"
)

type Profile struct{ Name string }

// Profiles caches profiles with go-redis/cache: Item.Key and the key
// parameters of Get, Exists and Delete are keys.
func Profiles(ctx context.Context, rdb *redis.Client, id int) error {
	c := cache.New(&cache.Options{Redis: rdb})
	key := "lib:profile:" + strconv.Itoa(id)
	if err := c.Set(&cache.Item{Ctx: ctx, Key: key, Value: Profile{}, TTL: time.Hour}); err != nil {
		return err
	}
	if err := c.Set(&cache.Item{Ctx: ctx, Key: "lib:Profile:" + strconv.Itoa(id), Value: Profile{}, TTL: time.Hour}); err != nil { // want `segment "Profile" is not snake_case`
		return err
	}
	var p Profile
	if err := c.Once(&cache.Item{Key: "lib:profile_once:" + strconv.Itoa(id), Value: &p, Do: func(*cache.Item) (any, error) { return Profile{}, nil }}); err != nil {
		return err
	}
	if err := c.Get(ctx, "lib:ProfileGet:"+strconv.Itoa(id), &p); err != nil { // want `segment "ProfileGet" is not snake_case`
		return err
	}
	if c.Exists(ctx, "lib:profile exists") { // want `contains a space`
		return nil
	}
	return c.Delete(ctx, "lib:profile."+strconv.Itoa(id)) // want `uses "\." between words instead of ":"`
}

// Lock takes a distributed lock: the mutex name is the lock's key.
func Lock(rdb *redis.Client, order int) error {
	rs := redsync.New(goredis.NewPool(rdb))
	m := rs.NewMutex("lib:lock:order:"+strconv.Itoa(order), redsync.WithExpiry(10*time.Second))
	if err := m.Lock(); err != nil {
		return err
	}
	_, err := rs.NewMutex("lib:Lock:" + strconv.Itoa(order)).Unlock() // want `segment "Lock" is not snake_case`
	return err
}

// Invoice holds a lock obtained in Obtain and released in Release: the
// lock keeps the key it was obtained with.
type Invoice struct {
	locker *redislock.Client
	lock   *redislock.Lock
}

func (i *Invoice) Obtain(ctx context.Context, id int) error {
	lock, err := i.locker.Obtain(ctx, "lib:invoice.lock:"+strconv.Itoa(id), time.Second, nil) // want `uses "\." between words instead of ":"`
	if err != nil {
		return err
	}
	i.lock = lock
	return nil
}

func (i *Invoice) Release(ctx context.Context, rdb *redis.Client) error {
	rdb.Del(ctx, i.lock.Key()+":pending")
	return i.lock.Release(ctx)
}

// Sweep deletes the keys a SCAN finds: they have its pattern's shape.
func Sweep(ctx context.Context, rdb *redis.Client) {
	iter := rdb.Scan(ctx, 0, "lib:Sweep:*", 0).Iterator() // want `segment "Sweep" is not snake_case`
	for iter.Next(ctx) {
		rdb.Del(ctx, iter.Val())
	}
}

// RueidisHelpers use the rueidis helper functions and Lua scripts.
func RueidisHelpers(ctx context.Context, client rueidis.Client, ids []int) {
	rueidis.MGet(client, ctx, []string{"lib:rd:a", "lib:rd:B"})                                  // want `segment "B" is not snake_case`
	rueidis.MGetCache(client, ctx, time.Minute, []string{"lib:rd:cache", "lib:rd cache"})        // want `contains a space`
	rueidis.MSet(client, ctx, map[string]string{"lib:rd:name": "v", "lib:rd:Set": "Some Value"}) // want `segment "Set" is not snake_case`
	rueidis.MDel(client, ctx, []string{"lib:rd:del", "lib:rd.del"})                              // want `uses "\." between words instead of ":"`
	rueidis.JsonMGet(client, ctx, []string{"lib:rd:doc", "lib:rd:Doc"}, "$")                     // want `segment "Doc" is not snake_case`
	script := rueidis.NewLuaScript("return redis.call('GET', KEYS[1])")
	script.Exec(ctx, client, []string{"lib:rd:Script"}, nil) // want `segment "Script" is not snake_case`
	script.ExecMulti(ctx, client,
		rueidis.LuaExec{Keys: []string{"lib:rd:multi:" + strconv.Itoa(ids[0])}},
		rueidis.LuaExec{Keys: []string{"lib:rd:Multi"}, Args: []string{"Not A Key"}}) // want `segment "Multi" is not snake_case`
	script.ExecMulti(ctx, client, []rueidis.LuaExec{
		{Keys: []string{"lib:rd:spread b"}}, // want `contains a space`
	}...)
}

// Compat uses rueidiscompat, a go-redis-shaped adapter over rueidis.
func Compat(ctx context.Context, client rueidis.Client, id int) {
	rdb := rueidiscompat.NewAdapter(client)
	rdb.Set(ctx, "lib:compat:"+strconv.Itoa(id), "v", time.Minute)
	rdb.Get(ctx, "lib:Compat:"+strconv.Itoa(id)) // want `segment "Compat" is not snake_case`
	rdb.Del(ctx, "lib:compat:a", "lib:compat b") // want `contains a space`
}

// Valkey uses valkey-go, the Valkey fork of rueidis: the same builder,
// helpers and compat adapter.
func Valkey(ctx context.Context, client valkey.Client, id int) {
	client.Do(ctx, client.B().Get().Key("lib:vk:"+strconv.Itoa(id)).Build())
	client.Do(ctx, client.B().Get().Key("lib:Vk:"+strconv.Itoa(id)).Build()) // want `segment "Vk" is not snake_case`
	valkey.MGet(client, ctx, []string{"lib:vk:a", "lib:vk:MGet"})            // want `segment "MGet" is not snake_case`
	rdb := valkeycompat.NewAdapter(client)
	rdb.Get(ctx, "lib:vk compat") // want `contains a space`
}

// Store is the program's own view of the client: its methods have
// go-redis's signatures, so only a go-redis client implements it, and its
// calls send go-redis's commands.
type Store interface {
	Get(ctx context.Context, key string) *redis.StringCmd
	Set(ctx context.Context, key string, value any, expiration time.Duration) *redis.StatusCmd
	Del(ctx context.Context, keys ...string) *redis.IntCmd
}

// Cache is an interface of the program's own types: its Get is no
// client's.
type Cache interface {
	Get(ctx context.Context, key string) (string, error)
}

// Sessions uses the client through Store.
func Sessions(ctx context.Context, s Store, c Cache, id string) {
	s.Set(ctx, "lib:session:"+id, "v", time.Hour)
	s.Get(ctx, "lib:Session:"+id)                // want `segment "Session" is not snake_case`
	s.Del(ctx, "lib:session:a", "lib:session b") // want `contains a space`
	c.Get(ctx, "lib:Not A Key")
}
