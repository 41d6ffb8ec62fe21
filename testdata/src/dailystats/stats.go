// Package dailystats counts processed jobs per queue and per day.
package dailystats

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"

	"dailystats/keys"
)

func Record(ctx context.Context, rdb *redis.Client, queue string) error { // want Record:`sink\(2→INCR jobs:\{<string>\}:processed:<20060102>; 2→EXPIRE jobs:\{<string>\}:processed:<20060102>\)`
	key := keys.Daily(queue, time.Now())
	if err := rdb.Incr(ctx, key).Err(); err != nil {
		return err
	}
	return rdb.Expire(ctx, key, 48*time.Hour).Err()
}

func Today(ctx context.Context, rdb *redis.Client, queue string) (int, error) { // want Today:`sink\(2→GET jobs:\{<string>\}:processed:<20060102>\)`
	return rdb.Get(ctx, keys.Daily(queue, time.Now())).Int()
}

func ThisHour(ctx context.Context, rdb *redis.Client, queue string) (int, error) { // want ThisHour:`sink\(2→GET jobs:\{<string>\}:processed:<2006-01-02 15:04:05>\)`
	return rdb.Get(ctx, keys.Hourly(queue, time.Now())).Int() // want `holds a <2006-01-02 15:04:05> value that renders a space and can render the separator ":"`
}

func Failed(ctx context.Context, rdb *redis.Client, queue string, since time.Time) ([]string, error) { // want Failed:`sink\(2→LRANGE jobs:\{<string>\}:failed:date:<int>\)`
	return rdb.LRange(ctx, keys.Since(queue, since), 0, 99).Result() // want `has a Unix timestamp <int> after "date"; write the date as YYYYMMDD`
}
