package redistest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// StartSentinel runs a Redis Sentinel on a free loopback port that
// monitors master under the name masterName, and stops it when the test
// ends. Sentinel needs a writable configuration file of its own.
func StartSentinel(t testing.TB, masterName string, master *Server) *Server {
	t.Helper()
	bin := Binary(t)
	dir := t.TempDir()
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		port := FreePort(t)
		conf := filepath.Join(dir, fmt.Sprintf("sentinel-%d.conf", port))
		host, masterPort, _ := net.SplitHostPort(master.Addr)
		text := fmt.Sprintf("port %d\nbind 127.0.0.1\ndir %s\nlogfile %s\nsentinel monitor %s %s %s 1\n",
			port, dir, filepath.Join(dir, fmt.Sprintf("sentinel-%d.log", port)), masterName, host, masterPort)
		if err := os.WriteFile(conf, []byte(text), 0o600); err != nil {
			t.Fatalf("writing the sentinel configuration: %v", err)
		}
		cmd := exec.Command(bin, conf, "--sentinel")
		if err := cmd.Start(); err != nil {
			t.Fatalf("starting redis-server --sentinel: %v", err)
		}
		s := &Server{Addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), Port: port, Dir: dir}
		if lastErr = waitReady(s.Addr); lastErr == nil {
			t.Cleanup(func() {
				_ = cmd.Process.Kill()
				_ = cmd.Wait()
			})
			return s
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}
	t.Fatalf("redis sentinel did not start: %v", lastErr)
	return nil
}
