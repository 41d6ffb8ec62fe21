// Command gen writes commands.json, the command table of package commands,
// from the COMMAND reply of a real redis-server: the one at $REDIS_ADDR,
// or a temporary one it starts on a free loopback port.
//
// Run it with `go generate ./internal/commands`.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/commands/internal/generate"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	out := flag.String("o", "commands.json", "file to write")
	flag.Parse()

	if err := generateFile(*out); err != nil {
		log.Fatal(err)
	}
}

// generateFile writes the table of the server at $REDIS_ADDR, or of a
// temporary one, to out.
func generateFile(out string) error {
	addr := os.Getenv("REDIS_ADDR")
	if addr == "" {
		a, stop, err := startServer()
		if err != nil {
			return err
		}
		defer stop()
		addr = a
	}
	return run(addr, out)
}

func run(addr, out string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rdb := redis.NewClient(&redis.Options{Addr: addr, Protocol: 2})
	defer rdb.Close()

	reply, err := rdb.Do(ctx, "COMMAND").Slice()
	if err != nil {
		return fmt.Errorf("COMMAND: %w", err)
	}
	info, err := rdb.Info(ctx, "server").Result()
	if err != nil {
		return fmt.Errorf("INFO: %w", err)
	}
	version := generate.Version(info)
	cmds, err := generate.Commands(reply)
	if err != nil {
		return err
	}
	data, err := generate.Encode(commands.Table{RedisVersion: version, Commands: cmds})
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	log.Printf("wrote %s: %d commands and subcommands of redis %s", out, len(cmds), version)
	return nil
}

// startServer runs redis-server without persistence on a free loopback
// port and returns its address and a function that stops it.
func startServer() (addr string, stop func(), err error) {
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		return "", nil, errors.New("redis-server is not installed and REDIS_ADDR is not set")
	}
	dir, err := os.MkdirTemp("", "redis-gen-")
	if err != nil {
		return "", nil, err
	}
	port, err := freePort()
	if err != nil {
		return "", nil, err
	}
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", dir, "--logfile", "")
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop = func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		_ = os.RemoveAll(dir)
	}
	addr = net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	rdb := redis.NewClient(&redis.Options{Addr: addr, Protocol: 2, MaxRetries: -1})
	defer rdb.Close()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if err = rdb.Ping(context.Background()).Err(); err == nil {
			return addr, stop, nil
		}
	}
	stop()
	return "", nil, fmt.Errorf("redis-server did not start: %w", err)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
