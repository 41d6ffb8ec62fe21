package redistest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
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
		var s *Server
		if s, lastErr = launch(t, exec.Command(bin, conf, "--sentinel"), port, dir); lastErr == nil {
			return s
		}
	}
	t.Fatalf("redis sentinel did not start: %v", lastErr)
	return nil
}
