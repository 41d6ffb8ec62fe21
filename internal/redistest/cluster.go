package redistest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Cluster is a running Redis Cluster of masters only (no replicas), every
// node a redis-server on a loopback port.
type Cluster struct {
	Addrs []string
}

// StartCluster starts masters cluster-enabled redis-server processes, joins
// them with redis-cli --cluster create, waits until every node reports
// cluster_state:ok and stops them when the test ends. Redis needs at least
// three masters to cover the slots with --cluster create.
func StartCluster(t testing.TB, masters int) *Cluster {
	t.Helper()
	if masters < 3 {
		t.Fatalf("a redis cluster needs at least 3 masters, got %d", masters)
	}
	cli := cliBinary(t)
	c := &Cluster{}
	for i := 0; i < masters; i++ {
		// Each Start has its own directory, so a relative config file name
		// is unique per node; redis-server resolves it after --dir.
		s := Start(t,
			"--cluster-enabled", "yes",
			"--cluster-config-file", "nodes.conf",
			"--cluster-node-timeout", "5000",
		)
		c.Addrs = append(c.Addrs, s.Addr)
	}

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	args := append([]string{"--cluster", "create"}, c.Addrs...)
	args = append(args, "--cluster-replicas", "0", "--cluster-yes")
	if out, err := exec.CommandContext(ctx, cli, args...).CombinedOutput(); err != nil {
		t.Fatalf("redis-cli --cluster create: %v\n%s", err, out)
	}
	for _, addr := range c.Addrs {
		if err := waitClusterOK(ctx, addr); err != nil {
			t.Fatalf("cluster node %s: %v", addr, err)
		}
	}
	return c
}

// Client returns a go-redis cluster client of the cluster, closed when the
// test ends.
func (c *Cluster) Client(t testing.TB) *redis.ClusterClient {
	t.Helper()
	rdb := redis.NewClusterClient(&redis.ClusterOptions{Addrs: c.Addrs, Protocol: 2})
	t.Cleanup(func() { _ = rdb.Close() })
	return rdb
}

// cliBinary returns the path of redis-cli with the same skip/fail policy as
// Binary; Debian ships it in the redis-server package (via redis-tools).
func cliBinary(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("redis-cli")
	if err == nil {
		return path
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("redis-cli is not installed; CI must install it (apt-get install -y redis-server)")
	}
	t.Skip("redis-cli is not installed; install it (apt-get install -y redis-server) to run this test")
	return ""
}

// waitClusterOK polls CLUSTER INFO on one node until it reports
// cluster_state:ok: only then does the node serve every slot it owns.
func waitClusterOK(ctx context.Context, addr string) error {
	c := redis.NewClient(&redis.Options{Addr: addr, Protocol: 2, MaxRetries: -1})
	defer c.Close()
	for {
		info, err := c.ClusterInfo(ctx).Result()
		if err == nil && strings.Contains(info, "cluster_state:ok") {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("cluster_state is not ok (last error: %v): %w", err, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}
