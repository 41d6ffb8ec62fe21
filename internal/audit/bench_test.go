package audit

import (
	"context"
	"fmt"
	"os"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// benchAuditKeys is the number of keys BenchmarkAudit seeds; set
// AUDIT_BENCH_KEYS to change it.
func benchAuditKeys(b *testing.B) int {
	if s := os.Getenv("AUDIT_BENCH_KEYS"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			b.Fatalf("AUDIT_BENCH_KEYS: %q is not a positive number", s)
		}
		return n
	}
	return 1_000_000
}

// seedBench writes n keys in pipelines of 10,000 commands: 40% hashes with
// a TTL, 30% strings with a TTL, 20% sets without, 10% orphans, spread
// over the namespaces of 60 templates.
func seedBench(b *testing.B, rdb *redis.Client, n int) {
	ctx := context.Background()
	const batch = 5000
	for start := 0; start < n; start += batch {
		pipe := rdb.Pipeline()
		for i := start; i < min(start+batch, n); i++ {
			ns := i % 20
			switch i % 10 {
			case 0, 1, 2, 3:
				key := fmt.Sprintf("svc%d:user:%d:profile", ns, i)
				pipe.HSet(ctx, key, "name", "n", "mail", "m@example.com")
				pipe.Expire(ctx, key, time.Duration(3600+i%7200)*time.Second)
			case 4, 5, 6:
				pipe.Set(ctx, fmt.Sprintf("svc%d:session:%x", ns, i*7919), "token", time.Duration(600+i%600)*time.Second)
			case 7, 8:
				pipe.SAdd(ctx, fmt.Sprintf("svc%d:cart:%d", ns, i), "a", "b", "c")
			default:
				pipe.Set(ctx, fmt.Sprintf("legacy:item:%d", i), "v", 0)
			}
		}
		if _, err := pipe.Exec(ctx); err != nil {
			b.Fatalf("seeding: %v", err)
		}
	}
}

func benchAuditTemplates() []Template {
	var ts []Template
	for ns := 0; ns < 20; ns++ {
		ts = append(ts,
			Template{Template: fmt.Sprintf("svc%d:user:<int>:profile", ns), Types: []string{"hash"}, ExpectTTL: true},
			Template{Template: fmt.Sprintf("svc%d:session:<hex>", ns), Types: []string{"string"}, ExpectTTL: true},
			Template{Template: fmt.Sprintf("svc%d:cart:<int>", ns), Types: []string{"set"}},
		)
	}
	return ts
}

// peakHeap samples the live heap every 10 ms until stop is closed and
// returns the largest value seen.
func peakHeap(stop <-chan struct{}) <-chan uint64 {
	out := make(chan uint64, 1)
	go func() {
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		var peak uint64
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64())
			select {
			case <-stop:
				out <- peak
				return
			case <-tick.C:
			}
		}
	}()
	return out
}

// serverCPU returns the CPU time redis-server has used, from INFO cpu.
func serverCPU(b *testing.B, rdb *redis.Client) time.Duration {
	info, err := rdb.Info(context.Background(), "cpu").Result()
	if err != nil {
		b.Fatal(err)
	}
	var total float64
	for _, line := range strings.Split(info, "\n") {
		name, value, _ := strings.Cut(strings.TrimSpace(line), ":")
		if name == "used_cpu_user" || name == "used_cpu_sys" {
			v, _ := strconv.ParseFloat(value, 64)
			total += v
		}
	}
	return time.Duration(total * float64(time.Second))
}

// processCPU returns the CPU time this process has used.
func processCPU() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkAudit seeds a local redis-server with 1 M keys (not part of
// make test: benchmarks run only with -bench) and audits it, reporting
// keys/s, the peak live heap and the CPU time per key of the audit
// (client) and of redis-server (server): on a shared machine keys/s
// depends on the load, the CPU per key does not. "scan-only" is the baseline: the same
// keys walked by bare SCAN calls with no lookup.
func BenchmarkAudit(b *testing.B) {
	n := benchAuditKeys(b)
	srv := redistest.Start(b)
	rdb := srv.Client(b)
	seedBench(b, rdb, n)
	ctx := context.Background()
	target, err := Connect(ctx, ConnectOptions{URL: "redis://" + srv.Addr})
	if err != nil {
		b.Fatal(err)
	}
	defer func() { _ = target.Close() }()

	b.Run("scan-only", func(b *testing.B) {
		for b.Loop() {
			var cursor uint64
			var keys int64
			start, server := time.Now(), serverCPU(b, rdb)
			for {
				batch, next, err := rdb.Scan(ctx, cursor, "", 1000).Result()
				if err != nil {
					b.Fatal(err)
				}
				keys += int64(len(batch))
				if cursor = next; cursor == 0 {
					break
				}
			}
			b.ReportMetric(float64(keys)/time.Since(start).Seconds(), "keys/s")
			b.ReportMetric(float64((serverCPU(b, rdb)-server).Microseconds())/float64(keys), "server-µs/key")
		}
	})
	run := func(name string, edit func(*Options)) {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				opts := Defaults()
				edit(&opts)
				var scanned atomic.Int64
				opts.Progress = func(n int64) { scanned.Store(n) }
				stop := make(chan struct{})
				peak := peakHeap(stop)
				server, client := serverCPU(b, rdb), processCPU()
				r, err := Run(ctx, target, benchAuditTemplates(), opts)
				close(stop)
				if err != nil {
					b.Fatal(err)
				}
				server, client = serverCPU(b, rdb)-server, processCPU()-client
				if r.Scanned < int64(n) || scanned.Load() != r.Scanned {
					b.Fatalf("scanned %d keys (progress %d), want %d", r.Scanned, scanned.Load(), n)
				}
				b.ReportMetric(r.KeysPerSecond, "keys/s")
				b.ReportMetric(float64(<-peak)/(1<<20), "peak-heap-MiB")
				b.ReportMetric(float64(client.Microseconds())/float64(r.Scanned), "client-µs/key")
				b.ReportMetric(float64(server.Microseconds())/float64(r.Scanned), "server-µs/key")
			}
		})
	}
	run("audit-memory-sampled", func(*Options) {})
	run("audit-no-memory", func(o *Options) { o.MemoryKeys = 0 })
	run("audit-memory-every-key", func(o *Options) { o.MemoryKeys = n })
	run("audit-sample-100k", func(o *Options) { o.Sample = 100_000 })
}
