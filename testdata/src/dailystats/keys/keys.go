// Package keys names the keys of the job queues.
package keys

import (
	"strconv"
	"time"
)

// QueuePrefix is the prefix of every key of one queue.
func QueuePrefix(queue string) string {
	return "jobs:{" + queue + "}:"
}

// Daily is the counter of one queue for the day of t.
func Daily(queue string, t time.Time) string {
	return QueuePrefix(queue) + "processed:" + t.UTC().Format("20060102")
}

// Hourly is the counter of one queue for the hour of t.
func Hourly(queue string, t time.Time) string {
	return QueuePrefix(queue) + "processed:" + t.UTC().Format(time.DateTime)
}

// Since is the list of the jobs failed since t.
func Since(queue string, t time.Time) string {
	return QueuePrefix(queue) + "failed:date:" + strconv.FormatInt(t.Unix(), 10)
}
