// Package matchcases holds one call of each shape that Match tells; the
// comment after each call names it for match_test.go.
package matchcases

import (
	"context"
	"time"

	redigo "github.com/gomodule/redigo/redis"
	"github.com/redis/go-redis/v9"
	"github.com/redis/rueidis"
)

type Profile struct {
	Name  string `redis:"profile:name"`
	Email string `redis:"profile:email,omitempty"`
	Note  string `redis:"-"`
	Bare  string
	ID    int `json:"id"`
}

type Stamp struct{ At time.Time }

func (Stamp) MarshalBinary() ([]byte, error) { return nil, nil }

// Cache and Item have the shape of a caching library whose calls a method
// table describes.
type Cache struct{}

type Item struct {
	Key   string
	Value interface{}
}

func (*Cache) Get(ctx context.Context, key string, value interface{}) error { return nil }
func (*Cache) Set(item *Item) error                                         { return nil }

func NewMutex(name string) {}

func tables(ctx context.Context, c *Cache, k string) {
	c.Get(ctx, k, nil)           // table get
	c.Set(&Item{Key: k})         // table set
	NewMutex(k)                  // table func
	(*Cache).Get(c, ctx, k, nil) // table method expression
}

func calls(ctx context.Context, rdb *redis.Client, conn redigo.Conn, rc rueidis.Client, k string, ks []string, p Profile, m map[string]string) {
	rdb.Get(ctx, k)                                                                                                     // get
	rdb.MGet(ctx, k, "b")                                                                                               // mget
	rdb.MGet(ctx, ks...)                                                                                                // mget spread
	rdb.MSet(ctx, "a", 1, "b", 2)                                                                                       // mset pairs
	rdb.MSet(ctx, m)                                                                                                    // mset map
	rdb.MSet(ctx, p)                                                                                                    // mset struct
	rdb.MSetNX(ctx, &p)                                                                                                 // msetnx struct pointer
	rdb.MSet(ctx, Stamp{})                                                                                              // mset marshaler
	rdb.MSet(ctx, ks)                                                                                                   // mset slice
	rdb.HSet(ctx, k, p)                                                                                                 // hset struct
	rdb.XAdd(ctx, &redis.XAddArgs{Stream: k})                                                                           // xadd
	rdb.XRead(ctx, &redis.XReadArgs{Streams: []string{k, "0"}})                                                         // xread
	rdb.XReadStreams(ctx, k, "0")                                                                                       // xreadstreams
	rdb.Do(ctx, "get", k)                                                                                               // do
	rdb.Do(ctx, []interface{}{"get", k}...)                                                                             // do spread
	(*redis.Client).Get(rdb, ctx, k)                                                                                    // method expression
	rdb.TxPipelined(ctx, nil)                                                                                           // txpipelined
	rdb.TxPipeline()                                                                                                    // txpipeline
	rdb.Eval(ctx, "return 1", ks)                                                                                       // eval
	conn.Do("GET", k)                                                                                                   // redigo do
	redigo.NewScript(1, "return 1").Do(conn, k)                                                                         // redigo script
	rc.B().Get().Key(k)                                                                                                 // rueidis key step
	rc.B().Mget().Key(k, "b")                                                                                           // rueidis mget
	rc.DoMulti(ctx)                                                                                                     // rueidis domulti
	time.Sleep(0)                                                                                                       // not a client
	rdb.Pipeline().Get(ctx, k)                                                                                          // pipeline get
	rdb.Set(ctx, k, 1, time.Hour)                                                                                       // set expiration
	rdb.XGroupCreateMkStream(ctx, k, "g", "$")                                                                          // xgroup mkstream
	rdb.XGroupCreate(ctx, k, "g", "$")                                                                                  // xgroup
	conn.Send("SET", k, 1)                                                                                              // redigo send
	redigo.DoContext(conn, ctx, "GET", k)                                                                               // redigo docontext
	rc.B().Set().Key(k).Value("v").ExSeconds(60)                                                                        // rueidis expiry
	rc.B().Get()                                                                                                        // rueidis command step
	rdb.EvalSha(ctx, "sha", ks, 1)                                                                                      // evalsha
	rdb.FCall(ctx, "fn", ks, 1)                                                                                         // fcall
	redis.NewScript("return 1").Run(ctx, rdb, ks, 1)                                                                    // script run
	rueidis.NewLuaScript("return 1").Exec(ctx, rc, ks, ks)                                                              // lua exec
	rdb.FunctionLoad(ctx, "#!lua name=a")                                                                               // function load
	rdb.FunctionLoadReplace(ctx, k)                                                                                     // function load replace
	rdb.Do(ctx, "FUNCTION", "LOAD", "REPLACE", k)                                                                       // do function load
	conn.Do("function", "load", k)                                                                                      // redigo function load
	rdb.Do(ctx, "FUNCTION", "LIST")                                                                                     // do function list
	rdb.Keys(ctx, "user:*")                                                                                             // keys
	rdb.HScan(ctx, k, 0, "field:*", 0)                                                                                  // hscan
	rdb.Keys(ctx, "user:*").Val()                                                                                       // keys val
	conn.Do("SCAN", 0, "COUNT", 10, "MATCH", "user:*")                                                                  // redigo scan
	conn.Do("SCAN", 0)                                                                                                  // redigo scan all
	rdb.Do(ctx, "FT.SEARCH", "idx", "*")                                                                                // do search
	rc.Do(ctx, rc.B().Scan().Cursor(0).Match("user:*").Build())                                                         // rueidis do
	rc.Do(ctx, rc.B().Scan().Cursor(0).Match("user:*").Count(5).Build()).AsScanEntry()                                  // rueidis scan
	rc.Do(ctx, rc.B().Keys().Pattern("user:*").Build()).AsStrSlice()                                                    // rueidis keys
	rc.Do(ctx, rc.B().FtSearch().Index("idx").Query("*").Build()).AsFtSearch()                                          // rueidis search
	rc.Do(ctx, rc.B().Hscan().Key(k).Cursor(0).Match("f:*").Build()).AsScanEntry()                                      // rueidis hscan
	rdb.Do(ctx, "FT.SEARCH", "idx", "*").Result()                                                                       // do search result
	rc.DoMulti(ctx, rc.B().Keys().Pattern("user:*").Build(), rc.B().Get().Key(k).Build())                               // rueidis batch
	conn.Do("FT.CREATE", "idx", "ON", "HASH", "PREFIX", 2, "a:", "b:", "SCHEMA", "PREFIX", "TEXT")                      // redigo create
	conn.Do("FT.CREATE", "idx", "ON", "HASH", "PREFIX", len(ks), "a:", "SCHEMA", "name", "TEXT")                        // redigo create unknown
	conn.Do("FT.CREATE", "idx", "ON", "HASH", "SCHEMA", "PREFIX", "TEXT")                                               // redigo create all
	rc.B().FtCreate().Index("idx").OnHash().Prefix(2).Prefix("a:").Prefix(ks...).Schema().FieldName("f").Text().Build() // rueidis create
	rdb.FTCreate(ctx, "idx", &redis.FTCreateOptions{Prefix: []interface{}{"a:"}}, &redis.FieldSchema{})                 // ftcreate
}
