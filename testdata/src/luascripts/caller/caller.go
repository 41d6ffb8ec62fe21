// Package caller runs a function that a library loaded by a package it
// imports registers.
package caller

import (
	"context"

	"github.com/redis/go-redis/v9"

	"luascripts/library"
)

// Requeue loads the libraries and enqueues a job again.
func Requeue(ctx context.Context, rdb *redis.Client, payload string) error {
	if err := library.Load(ctx, rdb); err != nil {
		return err
	}
	return rdb.FCall(ctx, "enqueue", []string{"queue:retry"}, payload).Err()
}

// Custom loads a library the caller gives and runs a function of it.
func Custom(ctx context.Context, rdb *redis.Client, src string) error {
	if err := rdb.FunctionLoad(ctx, src).Err(); err != nil {
		return err
	}
	return rdb.FCall(ctx, "custom", []string{"custom:1"}).Err()
}
