// Package embedded runs scripts whose sources are files the package
// embeds: a string, a []byte and the files of an embed.FS.
package embedded

import (
	"context"
	"embed"
	"io/fs"

	"github.com/redis/go-redis/v9"
)

//go:embed publish.lua
var publishSource string

func Publish(ctx context.Context, rdb *redis.Client) error {
	return rdb.Eval(ctx, publishSource, []string{"channel:news"}).Err() // want `script touches key "stats:published" not passed in KEYS \(line 2\)`
}

//go:embed claim.lua
var claimSource []byte

var claim = redis.NewScript(string(claimSource)) // want claim:`script\(KEYS \?, calls 1\)` `script touches key "<KEYS\[1\]>:owner" not passed in KEYS \(line 2\)`

// Claim marks the worker that holds a job.
func Claim(ctx context.Context, rdb *redis.Client, worker string) error {
	return claim.Run(ctx, rdb, []string{"claims:mail"}, worker).Err()
}

//go:embed scripts
var scripts embed.FS

// Ack moves a job to the acknowledged set of its queue.
func Ack(ctx context.Context, rdb *redis.Client, id int) error {
	src, err := scripts.ReadFile("scripts/ack.lua")
	if err != nil {
		return err
	}
	return rdb.Eval(ctx, string(src), []string{"jobs:mail"}, id).Err() // want `script touches key "<KEYS\[1\]>:acked" not passed in KEYS \(line 1\)`
}

// Missing reads a file the package does not have.
func Missing(ctx context.Context, rdb *redis.Client) error {
	src, _ := fs.ReadFile(scripts, "scripts/missing.lua")
	return rdb.Eval(ctx, string(src), []string{"jobs:mail"}).Err()
}

//go:embed scripts/lib.lua
var libSource string

//go:embed scripts/touch.lua
var touchCall string

// touchSource joins a function of one file and its caller in another.
var touchSource = libSource + "\n" + touchCall

// Touch refreshes a job's timestamp.
func Touch(ctx context.Context, rdb *redis.Client) error {
	return rdb.Eval(ctx, touchSource, []string{"jobs:mail"}).Err() // want `script touches key "<KEYS\[1\]>:touched" not passed in KEYS \(line 2\)`
}
