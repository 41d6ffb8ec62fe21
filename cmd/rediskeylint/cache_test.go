package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The reach module's finding: a key of its own helper package, through a
// wrapper in another module; it needs the facts of both. It is reported at
// the helper's literal.
const reachFinding = `keys/keys.go:7:48: case: key "User:<int>" segment "User" is not snake_case`

// reachApp copies internal/driver/testdata/reach and returns its main
// module's directory.
func reachApp(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.CopyFS(dir, os.DirFS(filepath.Join("..", "..", "internal", "driver", "testdata", "reach"))))
	return filepath.Join(dir, "app")
}

var statsRE = regexp.MustCompile(`packages: (\d+) analysed, (\d+) answered by the result cache`)

// cachedRun runs the binary with -v and the result cache in cache, and
// returns its findings, exit code and the two counts of its -v line.
func cachedRun(t *testing.T, bin, dir, cache string, args ...string) (out string, code, analysed, answered int) {
	t.Helper()
	t.Setenv("REDISKEYLINT_CACHE", cache)
	stdout, stderr, code := runTool(t, dir, bin, append([]string{"-v"}, args...)...)
	m := statsRE.FindStringSubmatch(stderr)
	require.NotNil(t, m, "-v says what the cache did:\n%s", stderr)
	analysed, _ = strconv.Atoi(m[1])
	answered, _ = strconv.Atoi(m[2])
	return strings.TrimSpace(stdout), code, analysed, answered
}

// TestCacheAnswersARepeatRun: a second run on an unchanged tree analyses
// nothing and reports what the first did, findings and exit code; a run
// without the cache agrees with both.
func TestCacheAnswersARepeatRun(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	cache := t.TempDir()

	out, code, analysed, answered := cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, 3, code)
	assert.Equal(t, reachFinding, out)
	assert.Positive(t, analysed, "the first run analyses")
	assert.Zero(t, answered, "an empty cache answers nothing")

	out2, code2, analysed2, answered2 := cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, out, out2)
	assert.Equal(t, 3, code2)
	assert.Zero(t, analysed2, "an unchanged tree is answered whole")
	assert.Equal(t, analysed, answered2)

	t.Setenv("REDISKEYLINT_CACHE", "off")
	stdout, stderr, code3 := runTool(t, app, bin, "-v", "./store")
	assert.Equal(t, 3, code3)
	assert.Equal(t, out, strings.TrimSpace(stdout))
	assert.Contains(t, stderr, "the result cache is off")
}

// TestCacheFollowsEveryInput changes, one at a time, each thing a
// package's analysis reads: the results follow each change, and what did
// not change is answered by the cache, its facts replayed for the
// packages that are analysed again.
func TestCacheFollowsEveryInput(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	cache := t.TempDir()
	keys := filepath.Join(app, "keys", "keys.go")
	store := filepath.Join(app, "store", "store.go")

	_, _, all, _ := cachedRun(t, bin, app, cache, "./store")

	// The matched package changes; its dependencies' facts come from the
	// cache, and the finding needs them.
	appendTo(t, store, "\n// Edited.\n")
	out, code, analysed, answered := cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, 3, code)
	assert.Equal(t, reachFinding, out, "the facts of keys and wrap are replayed")
	assert.Positive(t, answered, "keys and wrap are answered")
	assert.Less(t, analysed, all)

	// A dependency changes: its importers are analysed again.
	replaceIn(t, keys, `"User:%d"`, `"user:%d"`)
	out, code, analysed, _ = cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, 0, code, out)
	assert.Empty(t, out, "the helper's new key is snake_case")
	assert.Positive(t, analysed)
	replaceIn(t, keys, `"user:%d"`, `"User:%d"`)
	out, _, analysed, _ = cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, reachFinding, out)
	assert.Zero(t, analysed, "the tree is as it was after the first edit")

	// A configuration file appears, then goes.
	cfg := filepath.Join(app, ".rediskeylint.yml")
	require.NoError(t, os.WriteFile(cfg, []byte("case: any\n"), 0o644))
	out, code, analysed, _ = cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, 0, code, out)
	assert.Positive(t, analysed)
	require.NoError(t, os.Remove(cfg))
	out, _, _, _ = cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, reachFinding, out)

	// A flag.
	out, code, _, _ = cachedRun(t, bin, app, cache, "-case=any", "./store")
	assert.Equal(t, 0, code, out)
	assert.Empty(t, out)
	out, _, analysed, _ = cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, reachFinding, out)
	assert.Zero(t, analysed)
}

// TestCacheSharedByConcurrentRuns starts runs at once on one empty cache:
// each reports what a run without the cache reports.
func TestCacheSharedByConcurrentRuns(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	cache := t.TempDir()
	t.Setenv("REDISKEYLINT_CACHE", "off")
	want, _, wantCode := runTool(t, app, bin, "./...")

	t.Setenv("REDISKEYLINT_CACHE", cache)
	type result struct {
		out, errOut string
		code        int
	}
	results := make([]result, 4)
	var wg sync.WaitGroup
	for i := range results {
		wg.Go(func() {
			out, errOut, code := runTool(t, app, bin, "./...")
			results[i] = result{out, errOut, code}
		})
	}
	wg.Wait()
	for _, r := range results {
		assert.Equal(t, wantCode, r.code, r.errOut)
		assert.Equal(t, want, r.out)
		assert.NotContains(t, r.errOut, "warning")
	}
}

// TestCacheEntriesAreReproducible runs the same check into two empty
// caches: the entries have the same keys and the same contents (the
// cache names an output by the hash of its contents).
func TestCacheEntriesAreReproducible(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	var names [2][]string
	for i := range names {
		cache := t.TempDir()
		t.Setenv("REDISKEYLINT_CACHE", cache)
		stdout, stderr, code := runTool(t, app, bin, "./...")
		assert.Equal(t, 3, code, stderr)
		assert.Equal(t, reachFinding, strings.TrimSpace(stdout))
		require.NoError(t, filepath.WalkDir(cache, func(p string, d fs.DirEntry, err error) error {
			if err == nil && (strings.HasSuffix(p, "-a") || strings.HasSuffix(p, "-d")) {
				names[i] = append(names[i], filepath.Base(p))
			}
			return err
		}))
	}
	assert.NotEmpty(t, names[0])
	assert.Equal(t, names[0], names[1])
}

// TestCacheDamagedEntriesAreMisses overwrites every output of a filled
// cache: the run analyses again and reports as before.
func TestCacheDamagedEntriesAreMisses(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	cache := t.TempDir()
	out, _, all, _ := cachedRun(t, bin, app, cache, "./store")

	damaged := 0
	require.NoError(t, filepath.WalkDir(cache, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, "-d") {
			damaged++
			return os.WriteFile(p, []byte("not an entry"), 0o644)
		}
		return err
	}))
	require.Positive(t, damaged)
	out2, code, analysed, answered := cachedRun(t, bin, app, cache, "./store")
	assert.Equal(t, 3, code)
	assert.Equal(t, out, out2)
	assert.Equal(t, all, analysed)
	assert.Zero(t, answered)
}

// TestCacheBadDirectory: a cache that cannot be used is a one-line error
// naming the variable and what it accepts.
func TestCacheBadDirectory(t *testing.T) {
	bin := buildTool(t)
	app := reachApp(t)
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	for _, dir := range []string{"relative/dir", file} {
		t.Setenv("REDISKEYLINT_CACHE", dir)
		stdout, stderr, code := runTool(t, app, bin, "./store")
		assert.Equal(t, 1, code, dir)
		assert.Empty(t, stdout)
		assert.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, "one line: %s", stderr)
		assert.Contains(t, stderr, "REDISKEYLINT_CACHE")
		assert.Contains(t, stderr, "off")
	}
}

func appendTo(t *testing.T, path, text string) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(data, text...), 0o644))
}

func replaceIn(t *testing.T, path, old, new string) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Contains(t, string(data), old)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o644))
}
