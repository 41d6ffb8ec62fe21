package audit

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/redis/go-redis/v9"
)

// ConnectOptions say how to reach the server, as redis-cli takes them.
type ConnectOptions struct {
	// URL is redis://[user[:password]@]host[:port][/db] or rediss:// for
	// TLS. Query parameters: addr=host:port adds a seed node (cluster) or
	// a Sentinel, master_name=NAME makes the hosts Sentinels,
	// sentinel_username and sentinel_password authenticate to them.
	URL string
	// Password is used when the URL has none (redis-cli's REDISCLI_AUTH).
	Password string
	// Cluster scans every master of a Redis Cluster.
	Cluster bool
	// Sentinel, when set, names the master the hosts of the URL are
	// Sentinels of; master_name in the URL does the same.
	Sentinel string
}

// A Target is a connected server, cluster or Sentinel-managed master.
type Target struct {
	// Name describes the target without credentials, as in
	// "redis://127.0.0.1:6379/0".
	Name    string
	single  *redis.Client
	cluster *redis.ClusterClient
}

// errBadURL never quotes the URL, which may hold a password.
var errBadURL = errors.New("-redis: the URL is not valid; want redis://[user[:password]@]host[:port][/db] or rediss://… (the URL is not shown because it may hold a password)")

// Connect parses the options, connects and checks the server answers.
func Connect(ctx context.Context, o ConnectOptions) (*Target, error) {
	u, err := url.Parse(o.URL)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return nil, errBadURL
	}
	var tlsConfig *tls.Config
	switch u.Scheme {
	case "redis":
	case "rediss":
		tlsConfig = &tls.Config{ServerName: u.Hostname(), MinVersion: tls.VersionTLS12}
	default:
		return nil, fmt.Errorf("-redis: scheme %q is not one of redis, rediss", u.Scheme)
	}
	q := u.Query()
	for name := range q {
		switch name {
		case "addr", "master_name", "sentinel_username", "sentinel_password":
		default:
			return nil, fmt.Errorf("-redis: query parameter %q is not one of addr, master_name, sentinel_username, sentinel_password", name)
		}
	}
	master := o.Sentinel
	if m := q.Get("master_name"); m != "" {
		master = m
	}
	defaultPort := "6379"
	if master != "" {
		defaultPort = "26379"
	}
	addrs := []string{hostPort(u.Host, defaultPort)}
	for _, a := range q["addr"] {
		addrs = append(addrs, hostPort(a, defaultPort))
	}
	db := 0
	if path := strings.Trim(u.Path, "/"); path != "" {
		if db, err = strconv.Atoi(path); err != nil || db < 0 {
			return nil, fmt.Errorf("-redis: database %q in the URL path is not a number", path)
		}
	}
	user := u.User.Username()
	password, hasPassword := u.User.Password()
	if !hasPassword {
		password = o.Password
	}

	t := &Target{Name: describe(u.Scheme, addrs, db, master, o.Cluster)}
	switch {
	case o.Cluster && master != "":
		return nil, errors.New("-cluster and a Sentinel master name exclude each other: Sentinel manages one master, a cluster many")
	case o.Cluster:
		if db != 0 {
			return nil, fmt.Errorf("-redis: a cluster has only database 0, the URL names %d", db)
		}
		t.cluster = redis.NewClusterClient(&redis.ClusterOptions{
			Addrs: addrs, Username: user, Password: password, TLSConfig: tlsConfig,
			Protocol: 2, DisableIndentity: true,
		})
	case master != "":
		t.single = redis.NewFailoverClient(&redis.FailoverOptions{
			MasterName: master, SentinelAddrs: addrs,
			SentinelUsername: q.Get("sentinel_username"), SentinelPassword: q.Get("sentinel_password"),
			Username: user, Password: password, DB: db, TLSConfig: tlsConfig,
			Protocol: 2, DisableIndentity: true,
		})
	default:
		t.single = redis.NewClient(&redis.Options{
			Addr: addrs[0], Username: user, Password: password, DB: db, TLSConfig: tlsConfig,
			Protocol: 2, DisableIndentity: true,
		})
	}
	if err := t.ping(ctx); err != nil {
		_ = t.Close()
		return nil, fmt.Errorf("%s: %w", t.Name, err)
	}
	return t, nil
}

// hostPort adds the default port to an address without one.
func hostPort(addr, port string) string {
	if _, _, err := net.SplitHostPort(addr); err == nil {
		return addr
	}
	return net.JoinHostPort(strings.Trim(addr, "[]"), port)
}

// describe names the target for messages, never with credentials.
func describe(scheme string, addrs []string, db int, master string, cluster bool) string {
	s := scheme + "://" + strings.Join(addrs, ",")
	switch {
	case cluster:
		return s + " (cluster)"
	case master != "":
		return fmt.Sprintf("%s/%d (Sentinel master %s)", s, db, master)
	}
	return fmt.Sprintf("%s/%d", s, db)
}

func (t *Target) ping(ctx context.Context) error {
	if t.cluster != nil {
		return t.cluster.ForEachMaster(ctx, func(ctx context.Context, c *redis.Client) error {
			return c.Ping(ctx).Err()
		})
	}
	return t.single.Ping(ctx).Err()
}

// forEachNode calls fn with a client of every node holding keys: each
// master of a cluster, concurrently, or the one server.
func (t *Target) forEachNode(ctx context.Context, fn func(context.Context, *redis.Client) error) error {
	if t.cluster != nil {
		return t.cluster.ForEachMaster(ctx, fn)
	}
	return fn(ctx, t.single)
}

// DBSize returns the number of keys of the database, summed over the
// masters of a cluster.
func (t *Target) DBSize(ctx context.Context) (int64, error) {
	var mu sync.Mutex
	var total int64
	err := t.forEachNode(ctx, func(ctx context.Context, c *redis.Client) error {
		n, err := c.DBSize(ctx).Result()
		mu.Lock()
		total += n
		mu.Unlock()
		return err
	})
	return total, err
}

// Version returns the redis_version INFO reports, of one node.
func (t *Target) Version(ctx context.Context) string {
	var version string
	var once sync.Once
	_ = t.forEachNode(ctx, func(ctx context.Context, c *redis.Client) error {
		info, err := c.Info(ctx, "server").Result()
		if err != nil {
			return nil
		}
		for _, line := range strings.Split(info, "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "redis_version:"); ok {
				once.Do(func() { version = v })
			}
		}
		return nil
	})
	return version
}

// Close closes the connections.
func (t *Target) Close() error {
	if t.cluster != nil {
		return t.cluster.Close()
	}
	return t.single.Close()
}
