package audit

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// seedTemplates are the templates of an imagined program: what its code
// says of each key.
var seedTemplates = []Template{
	{Template: "app:user:<int>", Types: []string{"hash"}, ExpectTTL: true, TTLCommands: []string{"EXPIRE"}},
	{Template: "app:session:<hex>", Types: []string{"string"}, ExpectTTL: true, TTLCommands: []string{"SET"}},
	{Template: "app:blob:<int>", Types: []string{"string"}},
	{Template: "app:feed:<int>", Types: []string{"list"}},
	{Template: "app:unused:<int>", Types: []string{"zset"}},
	{Template: "app:export:<int>", Types: []string{"string"}, ExpectTTL: true},
}

// seed writes keys of every class the audit tells apart through any
// client of a server or cluster: matched and healthy keys, a key of the
// wrong type, keys without the TTL the code sets, keys expiring in the same
// second, a big string, a big hash, orphans of two shapes; app:unused has
// no key. It returns the number of keys written.
func seed(t *testing.T, rdb redis.Cmdable) int {
	t.Helper()
	ctx := context.Background()
	n := 0
	p := func(cmds ...redis.Cmder) {
		for _, c := range cmds {
			require.NoError(t, c.Err())
		}
	}
	for i := 1; i <= 20; i++ { // healthy users, TTLs spread over hours
		key := fmt.Sprintf("app:user:%d", i)
		p(rdb.HSet(ctx, key, "name", "u"+strconv.Itoa(i)), rdb.Expire(ctx, key, time.Duration(1000+i*377)*time.Second))
		n++
	}
	p(rdb.Set(ctx, "app:user:21", "not a hash", time.Hour)) // wrong type
	p(rdb.HSet(ctx, "app:user:22", "name", "forever"))      // missing TTL
	p(rdb.HSet(ctx, "app:user:23", "name", "forever too"))  // missing TTL
	big := make([]any, 0, 2*6000)
	for i := 0; i < 6000; i++ {
		big = append(big, "f"+strconv.Itoa(i), i)
	}
	p(rdb.HSet(ctx, "app:user:24", big...), rdb.Expire(ctx, "app:user:24", time.Hour)) // big hash
	n += 4
	at := time.Now().Add(2 * time.Hour).Truncate(time.Second)
	for i := 0; i < 12; i++ { // every session expires in the same second
		key := fmt.Sprintf("app:session:%08x", 0xabc0000+i)
		p(rdb.Set(ctx, key, "s", 0), rdb.ExpireAt(ctx, key, at))
		n++
	}
	for i := 0; i < 12; i++ { // loaded together with one TTL: 5 seconds apart at most
		key := fmt.Sprintf("app:export:%d", i)
		p(rdb.Set(ctx, key, "row", 0), rdb.ExpireAt(ctx, key, at.Add(time.Hour+time.Duration(i%5)*time.Second)))
		n++
	}
	p(rdb.Set(ctx, "app:blob:1", strings.Repeat("x", 20_000), 0)) // big string
	p(rdb.Set(ctx, "app:blob:2", "small", 0))
	p(rdb.RPush(ctx, "app:feed:1", "a", "b"))
	n += 3
	for i := 0; i < 7; i++ { // orphans
		p(rdb.Set(ctx, fmt.Sprintf("legacy:cache:%d", i), "v", 0))
		n++
	}
	p(rdb.SAdd(ctx, "other-app:9f86d081884c7d65:members", "m"))
	n++
	return n
}

// connect connects to the server at addr (host:port[/db]) and closes the
// connection when the test ends.
func connect(t *testing.T, addr string) *Target {
	t.Helper()
	target, err := Connect(context.Background(), ConnectOptions{URL: "redis://" + addr})
	require.NoError(t, err)
	t.Cleanup(func() { _ = target.Close() })
	return target
}

func findings(r *Report, rule string) map[string]Finding {
	out := map[string]Finding{}
	for _, f := range r.Findings {
		if f.Rule == rule {
			out[f.Template] = f
		}
	}
	return out
}

func templateReportOf(t *testing.T, r *Report, name string) TemplateReport {
	t.Helper()
	for _, tr := range r.Templates {
		if tr.Template.Template == name {
			return tr
		}
	}
	t.Fatalf("no template %q in the report", name)
	return TemplateReport{}
}

// checkSeededReport asserts what the audit must say of seed's keys.
func checkSeededReport(t *testing.T, r *Report, written int) {
	t.Helper()
	assert.Equal(t, int64(written), r.Scanned)
	assert.Equal(t, int64(written), r.Audited)

	user := templateReportOf(t, r, "app:user:<int>")
	assert.Equal(t, int64(24), user.Keys)
	assert.Equal(t, map[string]int64{"hash": 23, "string": 1}, user.TypesSeen)
	assert.Equal(t, int64(2), user.TTL[0].Keys, "keys without a TTL")
	assert.Positive(t, user.MemoryBytes)
	assert.Equal(t, int64(24), user.MemoryMeasured)
	assert.Equal(t, int64(1), user.BigKeys)
	if assert.Len(t, user.Worst, 1) {
		assert.Equal(t, Example{Key: "app:user:24", Type: "hash", Size: 6000, TTLMillis: user.Worst[0].TTLMillis}, user.Worst[0])
	}

	wrong := findings(r, RuleWrongType)
	assert.Len(t, wrong, 1)
	if f, ok := wrong["app:user:<int>"]; assert.True(t, ok) {
		assert.Equal(t, int64(1), f.Keys)
		assert.Equal(t, "app:user:21", f.Examples[0].Key)
		assert.Equal(t, "string", f.Examples[0].Type, "measured after HLEN's WRONGTYPE")
		assert.Equal(t, int64(len("not a hash")), f.Examples[0].Size)
		assert.Contains(t, f.Message, `key "app:user:<int>" has type string on 1 of 24 keys looked up, the code uses it as hash`)
	}
	noTTL := findings(r, RuleMissingTTL)
	assert.Len(t, noTTL, 1)
	if f, ok := noTTL["app:user:<int>"]; assert.True(t, ok) {
		assert.Equal(t, int64(2), f.Keys)
		assert.ElementsMatch(t, []string{"app:user:22", "app:user:23"}, []string{f.Examples[0].Key, f.Examples[1].Key})
	}
	avalanche := findings(r, RuleTTLAvalanche)
	assert.Len(t, avalanche, 2, "the users' TTLs are spread")
	if f, ok := avalanche["app:session:<hex>"]; assert.True(t, ok) {
		assert.Equal(t, int64(12), f.Keys)
		assert.Contains(t, f.Message, "expires in the same second")
	}
	if f, ok := avalanche["app:export:<int>"]; assert.True(t, ok) {
		assert.Equal(t, int64(12), f.Keys)
		assert.Contains(t, f.Message, `key "app:export:<int>" expires within 5 s on all 12 keys with a TTL, a mean 3h`)
	}
	bigs := findings(r, RuleBigKey)
	assert.Len(t, bigs, 2)
	if f, ok := bigs["app:blob:<int>"]; assert.True(t, ok) {
		assert.Equal(t, "app:blob:1", f.Examples[0].Key)
		assert.Equal(t, int64(20_000), f.Examples[0].Size)
		assert.Contains(t, f.Message, "over 10.0 KiB")
	}
	assert.Contains(t, bigs, "app:user:<int>")

	orphans := findings(r, RuleOrphan)
	assert.Len(t, orphans, 2)
	assert.Equal(t, int64(7), orphans["legacy:cache:<int>"].Keys)
	assert.Equal(t, int64(1), orphans["other-app:<hex>:members"].Keys)
	assert.Equal(t, int64(8), r.Orphans.Keys)
	assert.Positive(t, r.Orphans.MemoryBytes)

	if assert.Len(t, r.Unused, 1) {
		assert.Equal(t, "app:unused:<int>", r.Unused[0].Template)
	}
	assert.Equal(t, 5, r.Summary.UsedTemplates)
	assert.Equal(t, int64(written-8), r.Summary.MatchedKeys)
	assert.Equal(t, len(r.Findings), r.Summary.Findings)
}

func TestAuditSeededServer(t *testing.T) {
	srv := redistest.Start(t)
	rdb := srv.Client(t)
	written := seed(t, rdb)
	ctx := context.Background()
	target := connect(t, srv.Addr+"/0")

	require.NoError(t, rdb.ConfigResetStat(ctx).Err())
	opts := Defaults()
	var progress []int64
	opts.Progress = func(n int64) { progress = append(progress, n) }
	r, err := Run(ctx, target, seedTemplates, opts)
	require.NoError(t, err)
	checkSeededReport(t, r, written)
	assert.Equal(t, int64(written), progress[len(progress)-1], "progress reaches every key")
	assertOnlyReads(t, rdb)

	for _, format := range Formats {
		var b strings.Builder
		require.NoError(t, Write(&b, r, format))
		assert.Contains(t, b.String(), "legacy:cache:<int>", format)
		assert.Contains(t, b.String(), "app:unused:<int>", format)
	}
}

// readCommands are the commands the audit may send, as INFO commandstats
// names them.
var readCommands = map[string]bool{
	"scan": true, "type": true, "pttl": true, "memory|usage": true,
	"strlen": true, "hlen": true, "llen": true, "scard": true, "zcard": true, "xlen": true,
	"dbsize": true, "info": true, "ping": true, "select": true, "auth": true,
	"cluster|slots": true, "cluster|shards": true, "cluster|nodes": true, "cluster|info": true,
	"command": true, "command|info": true, "readonly": true,
}

// assertOnlyReads reads INFO commandstats, reset before the audit, and
// checks that every command run since is a read the audit may send.
func assertOnlyReads(t *testing.T, rdb *redis.Client) {
	t.Helper()
	info, err := rdb.Info(context.Background(), "commandstats").Result()
	require.NoError(t, err)
	seen := 0
	for _, line := range strings.Split(info, "\n") {
		name, rest, ok := strings.Cut(strings.TrimSpace(line), ":")
		name, isStat := strings.CutPrefix(name, "cmdstat_")
		if !ok || !isStat || !strings.HasPrefix(rest, "calls=") {
			continue
		}
		if name == "config|resetstat" {
			continue // the test's own, before the audit
		}
		seen++
		assert.True(t, readCommands[name], "the audit sent %s (%s)", name, rest)
		if cmd := commands.Lookup(strings.ReplaceAll(name, "|", " ")); cmd != nil {
			assert.False(t, cmd.Writes(), "the audit sent the write command %s", name)
		}
	}
	assert.Greater(t, seen, 3, "commandstats lists the audit's commands")
}

func TestAuditSampleEstimates(t *testing.T) {
	srv := redistest.Start(t)
	written := seed(t, srv.Client(t))
	ctx := context.Background()
	target := connect(t, srv.Addr)
	opts := Defaults()
	opts.Sample = 10
	opts.ScanCount = 3
	opts.MaxOps = 100_000
	r, err := Run(ctx, target, seedTemplates, opts)
	require.NoError(t, err)
	assert.Equal(t, int64(written), r.Scanned, "every key is counted")
	assert.Equal(t, int64(10), r.Audited, "only the sample is looked up")
	assert.Equal(t, int64(written-8), r.Summary.MatchedKeys)
}

func TestAuditMatchPattern(t *testing.T) {
	srv := redistest.Start(t)
	seed(t, srv.Client(t))
	ctx := context.Background()
	target := connect(t, srv.Addr)
	opts := Defaults()
	opts.Match = "legacy:*"
	r, err := Run(ctx, target, seedTemplates, opts)
	require.NoError(t, err)
	assert.Equal(t, int64(7), r.Scanned)
	assert.Equal(t, int64(7), r.Orphans.Keys)
}

func TestAuditRateLimit(t *testing.T) {
	srv := redistest.Start(t)
	rdb := srv.Client(t)
	ctx := context.Background()
	for i := 0; i < 40; i++ {
		require.NoError(t, rdb.Set(ctx, fmt.Sprintf("k:%d", i), 1, 0).Err())
	}
	target := connect(t, srv.Addr)
	opts := Defaults()
	opts.MaxOps = 50
	opts.ScanCount = 10
	opts.MemoryKeys = 0
	// 40 keys: 4+ SCANs, 80 TYPE/PTTL, 40 STRLEN = 124+ commands; the
	// burst of 50 passes at once, the rest waits at least 74/50 s.
	start := time.Now()
	_, err := Run(ctx, target, nil, opts)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, time.Since(start), 1400*time.Millisecond)
}

func TestAuditCluster(t *testing.T) {
	cluster := redistest.StartCluster(t, 3)
	rdb := cluster.Client(t)
	written := seed(t, rdb)
	ctx := context.Background()
	target, err := Connect(ctx, ConnectOptions{URL: "redis://" + cluster.Addrs[0], Cluster: true})
	require.NoError(t, err)
	t.Cleanup(func() { _ = target.Close() })

	// Every master holds part of the keys, so a scan of one node would
	// miss some.
	var mu sync.Mutex // ForEachMaster calls the function concurrently
	var perNode []int64
	require.NoError(t, rdb.ForEachMaster(ctx, func(ctx context.Context, c *redis.Client) error {
		n, err := c.DBSize(ctx).Result()
		mu.Lock()
		perNode = append(perNode, n)
		mu.Unlock()
		return err
	}))
	assert.Len(t, perNode, 3)
	for _, n := range perNode {
		assert.Less(t, n, int64(written))
	}
	size, err := target.DBSize(ctx)
	require.NoError(t, err)
	assert.Equal(t, int64(written), size)

	r, err := Run(ctx, target, seedTemplates, Defaults())
	require.NoError(t, err)
	checkSeededReport(t, r, written)
}

func TestAuditSentinel(t *testing.T) {
	master := redistest.Start(t)
	written := seed(t, master.Client(t))
	sentinel := redistest.StartSentinel(t, "shop", master)
	ctx := context.Background()
	for _, o := range []ConnectOptions{
		{URL: "redis://" + sentinel.Addr, Sentinel: "shop"},
		{URL: "redis://" + sentinel.Addr + "/0?master_name=shop"},
	} {
		target, err := Connect(ctx, o)
		require.NoError(t, err, o.URL)
		r, err := Run(ctx, target, seedTemplates, Defaults())
		require.NoError(t, err)
		assert.Equal(t, int64(written), r.Scanned, o.URL)
		assert.Contains(t, target.Name, "Sentinel master shop")
		_ = target.Close()
	}
}

func TestConnectErrorsHidePasswords(t *testing.T) {
	srv := redistest.Start(t)
	ctx := context.Background()
	require.NoError(t, srv.Client(t).ConfigSet(ctx, "requirepass", "s3cret-pw").Err())
	tests := []struct {
		o    ConnectOptions
		want string
	}{
		{ConnectOptions{URL: "redis://:wrong-pw@" + srv.Addr}, "WRONGPASS"},
		{ConnectOptions{URL: "redis://" + srv.Addr, Password: "wrong-pw"}, "WRONGPASS"},
		{ConnectOptions{URL: "redis://user:wrong-pw@127.0.0.1:notaport"}, "not valid"},
		{ConnectOptions{URL: "http://user:wrong-pw@" + srv.Addr}, `scheme "http"`},
		{ConnectOptions{URL: "redis://:wrong-pw@" + srv.Addr + "/x"}, `database "x"`},
		{ConnectOptions{URL: "redis://:wrong-pw@" + srv.Addr + "?password=wrong-pw"}, `query parameter "password"`},
	}
	for _, tt := range tests {
		_, err := Connect(ctx, tt.o)
		if assert.Error(t, err, tt.o.URL) {
			assert.Contains(t, err.Error(), tt.want)
			assert.NotContains(t, err.Error(), "wrong-pw")
		}
	}
	target, err := Connect(ctx, ConnectOptions{URL: "redis://" + srv.Addr, Password: "s3cret-pw"})
	require.NoError(t, err)
	assert.NotContains(t, target.Name, "s3cret-pw")
	require.NoError(t, target.Close())
	target, err = Connect(ctx, ConnectOptions{URL: "redis://:s3cret-pw@" + srv.Addr + "/2"})
	require.NoError(t, err)
	assert.Equal(t, "redis://"+srv.Addr+"/2", target.Name)
	require.NoError(t, target.Close())
}
