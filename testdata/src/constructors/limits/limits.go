// Package limits holds the rate limiters the service's handlers share.
package limits

import (
	"time"

	"github.com/redis/go-redis/v9"

	"constructors/ratelimit"
)

var rdb = redis.NewClient(&redis.Options{Addr: "localhost:6379"})

// API limits calls of the public API per token.
var API = ratelimit.NewLimiter(rdb, ratelimit.Config{Prefix: "rate_limit:api", Limit: 100, Window: time.Minute}) // want API:`object\(prefix: "rate_limit:api"\)`
