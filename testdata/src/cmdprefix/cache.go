package cmdprefix

import (
	"fmt"

	"github.com/gomodule/redigo/redis"
)

// Cache keeps values under its collection's name, as beego's redis cache
// does: do associates the key, args[0], with the collection.
type Cache struct {
	p   *redis.Pool
	key string
}

// NewCache returns the cache of the default collection.
func NewCache(p *redis.Pool) *Cache { return &Cache{p: p, key: "cache"} }

func (rc *Cache) do(commandName string, args ...interface{}) (interface{}, error) {
	args[0] = rc.associate(args[0])
	c := rc.p.Get()
	defer c.Close()
	return c.Do(commandName, args...)
}

// associate puts the collection's name before a key.
func (rc *Cache) associate(originKey interface{}) string {
	return fmt.Sprintf("%s:%s", rc.key, originKey)
}

// Incr counts under key.
func (rc *Cache) Incr(key string) error { // want Incr:`sink\(0→INCRBY cache:<string>\)`
	_, err := redis.Bool(rc.do("INCRBY", key, 1))
	return err
}

// Visits counts a page's visits.
func Visits(rc *Cache, page int) error {
	return rc.Incr(fmt.Sprintf("visits:%d", page))
}
