// Package redistest starts throw-away redis-server processes on free
// loopback ports for tests that compare the product with a real Redis.
//
// Outside CI a missing redis-server skips the test with a message; with
// CI=true it fails the test, so that CI can never pass by skipping.
package redistest

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Server is one running redis-server.
type Server struct {
	Addr string
	Port int
	Dir  string
}

// Binary returns the path of redis-server, skipping or failing t when it is
// absent.
func Binary(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("redis-server")
	if err == nil {
		return path
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("redis-server is not installed; CI must install it (apt-get install -y redis-server)")
	}
	t.Skip("redis-server is not installed; install it (apt-get install -y redis-server) to run this test")
	return ""
}

// FreePort returns a loopback TCP port that was free a moment ago.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("finding a free port: %v", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Start runs redis-server on a free loopback port with the extra config
// arguments (as "--name value" pairs) and stops it when the test ends.
func Start(t testing.TB, extra ...string) *Server {
	t.Helper()
	bin := Binary(t)
	dir := t.TempDir()
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		port := FreePort(t)
		args := []string{
			"--port", strconv.Itoa(port), "--bind", "127.0.0.1",
			"--save", "", "--appendonly", "no", "--dir", dir,
			"--logfile", filepath.Join(dir, fmt.Sprintf("redis-%d.log", port)),
		}
		args = append(args, extra...)
		var s *Server
		if s, lastErr = launch(t, exec.Command(bin, args...), port, dir); lastErr == nil {
			return s
		}
	}
	t.Fatalf("redis-server did not start: %v", lastErr)
	return nil
}

// launch starts cmd, a redis-server that listens on port, waits until it
// answers and stops it when the test ends; if it never answers, launch
// stops it and returns the error, so that the caller can try another port.
func launch(t testing.TB, cmd *exec.Cmd, port int, dir string) (*Server, error) {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", strings.Join(cmd.Args, " "), err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	stop := func() {
		_ = cmd.Process.Kill()
		<-exited
	}
	s := &Server{Addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), Port: port, Dir: dir}
	if err := waitReady(s.Addr, cmd.Process.Pid, exited); err != nil {
		stop()
		return nil, err
	}
	t.Cleanup(stop)
	return s, nil
}

// Client returns a go-redis client of the server, closed when the test ends.
func (s *Server) Client(t testing.TB) *redis.Client {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: s.Addr, Protocol: 2})
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// waitReady waits until the server on addr answers as process pid. The
// port was free when FreePort looked, but another server (of a test of
// another package, running at the same time) may have taken it since:
// its answer is not ours, and ours exits as it cannot listen, which ends
// the wait with an error.
func waitReady(addr string, pid int, exited <-chan struct{}) error {
	c := redis.NewClient(&redis.Options{Addr: addr, Protocol: 2, MaxRetries: -1})
	defer c.Close()
	var err error
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		select {
		case <-exited:
			return fmt.Errorf("the server for %s exited before it answered (last error: %v)", addr, err)
		default:
		}
		var info string
		if info, err = c.Info(context.Background(), "server").Result(); err != nil {
			continue
		}
		got := infoField(info, "process_id")
		if got == strconv.Itoa(pid) {
			return nil
		}
		err = fmt.Errorf("%s is served by process %s, not by %d", addr, got, pid)
	}
	return err
}

// infoField returns the value of field in the text of an INFO reply.
func infoField(info, field string) string {
	for _, line := range strings.Split(info, "\n") {
		if value, ok := strings.CutPrefix(strings.TrimSpace(line), field+":"); ok {
			return value
		}
	}
	return ""
}
