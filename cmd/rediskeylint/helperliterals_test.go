package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/baseline"
)

// helperModule has a key helper whose text is not snake_case, used by two
// packages; and a helper whose bad text is suppressed at its literal.
var helperModule = map[string]string{
	"keys/keys.go": `package keys

import "strconv"

// User is the legacy key of a user.
func User(id int) string {
	return "Shop:user:" + strconv.Itoa(id)
}

// Cart keeps its legacy name on purpose.
func Cart(id int) string {
	return "Legacy:cart:" + strconv.Itoa(id) //rediskeylint:ignore case the old service reads it
}
`,
	"app/app.go": `package app

import (
	"context"

	"github.com/redis/go-redis/v9"

	"example.com/m/keys"
)

func Run(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, keys.User(id))
	rdb.Get(ctx, keys.Cart(id))
}
`,
	"worker/worker.go": `package worker

import (
	"context"

	"github.com/redis/go-redis/v9"

	"example.com/m/keys"
)

func Run(ctx context.Context, rdb *redis.Client) {
	rdb.Del(ctx, keys.User(7))
	rdb.Del(ctx, keys.Cart(7))
}
`,
}

// TestHelperLiteralFindings checks that the standalone binary reports a
// problem of a key helper's text once, at the helper's literal, with the
// calls of every package that uses it as related locations, in text, JSON
// and SARIF; and honours a suppression comment at that literal.
func TestHelperLiteralFindings(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, helperModule)

	stdout, stderr, code := runTool(t, dir, bin, "./...")
	require.Equal(t, 3, code, "findings exit 3\n%s", stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	assert.Equal(t, []string{`keys/keys.go:7:10: case: key "Shop:user:<int>" segment "Shop" is not snake_case`}, lines,
		"one finding, at the helper's literal, quoting the helper's template")

	stdout, stderr, code = runTool(t, dir, bin, "-json", "./...")
	require.Equal(t, 3, code, "json: findings exit 3\n%s", stderr)
	var tree map[string]map[string][]struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
		Related []struct {
			Posn    string `json:"posn"`
			Message string `json:"message"`
		} `json:"related"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &tree), stdout)
	var diags int
	var related []string
	for _, byAnalyzer := range tree {
		for _, list := range byAnalyzer {
			for _, d := range list {
				diags++
				file, line := splitPosn(t, dir, d.Posn)
				assert.Equal(t, "keys/keys.go", file)
				assert.Equal(t, 7, line)
				for _, r := range d.Related {
					file, line := splitPosn(t, dir, r.Posn)
					related = append(related, file+":"+itoa(line)+" "+r.Message)
				}
			}
		}
	}
	assert.Equal(t, 1, diags, "one JSON diagnostic for the two packages\n%s", stdout)
	assert.ElementsMatch(t, []string{"app/app.go:12 used here", "worker/worker.go:12 used here"}, related)

	stdout, stderr, code = runTool(t, dir, bin, "-format", "sarif", "./...")
	require.Equal(t, 3, code, "sarif: findings exit 3\n%s", stderr)
	rep, err := sarif.FromString(stdout)
	require.NoError(t, err)
	require.NoError(t, rep.Validate())
	require.Len(t, rep.Runs, 1)
	require.Len(t, rep.Runs[0].Results, 1, stdout)
	res := rep.Runs[0].Results[0]
	loc := res.Locations[0].PhysicalLocation
	assert.Equal(t, "keys/keys.go", *loc.ArtifactLocation.URI)
	assert.Equal(t, 7, *loc.Region.StartLine)
	assert.Equal(t, 10, *loc.Region.StartColumn, "the region is the offending text in the literal")
	var uris []string
	for _, r := range res.RelatedLocations {
		uris = append(uris, *r.PhysicalLocation.ArtifactLocation.URI)
	}
	assert.ElementsMatch(t, []string{"app/app.go", "worker/worker.go"}, uris)
}

// TestHelperLiteralFindingsUnderVet checks that go vet, whose packages do
// not share one file set, keeps such findings at the calls, once per
// package.
func TestHelperLiteralFindingsUnderVet(t *testing.T) {
	bin := buildTool(t)
	dir := newModule(t, helperModule)
	_, stderr, code := runTool(t, dir, "go", "vet", "-vettool="+bin, "./...")
	require.NotEqual(t, 0, code, stderr)
	var at []string
	for _, l := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if m := lineRE.FindStringSubmatch(l); m != nil {
			at = append(at, m[1]+":"+m[2])
		}
	}
	assert.ElementsMatch(t, []string{"app/app.go:12", "app/app.go:13", "worker/worker.go:12", "worker/worker.go:13"}, at, stderr)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestHelperLiteralFindingsInTheBaseline checks that init's baseline holds
// a helper's finding where the binary reports it, at the helper's literal.
func TestHelperLiteralFindingsInTheBaseline(t *testing.T) {
	bin := buildTool(t)
	keys := `package keys

import "strconv"

func Profile(id int) string { return "shop:user_profile:" + strconv.Itoa(id) }

func Items(id int) string { return "shop:order_items:" + strconv.Itoa(id) }

func Legacy(id int) string { return "shop:legacyItems:" + strconv.Itoa(id) }
`
	use := func(pkg string) string {
		return `package ` + pkg + `

import (
	"context"

	"github.com/redis/go-redis/v9"

	"example.com/m/keys"
)

func Run(ctx context.Context, rdb *redis.Client, id int) {
	rdb.Get(ctx, keys.Profile(id))
	rdb.Get(ctx, keys.Items(id))
	rdb.Get(ctx, keys.Legacy(id))
}
`
	}
	dir := newModule(t, map[string]string{"keys/keys.go": keys, "app/app.go": use("app"), "worker/worker.go": use("worker")})
	file := filepath.Join(dir, "baseline.json")
	_, stderr, code := runTool(t, dir, bin, "init", "-baseline", file, "./...")
	require.Equal(t, 0, code, stderr)
	base, err := baseline.Read(file)
	require.NoError(t, err)
	require.Len(t, base.Findings, 1, "the helper's one finding")
	assert.Equal(t, "keys/keys.go", base.Findings[0].File)

	stdout, stderr, code := runTool(t, dir, bin, "-baseline", file, "./...")
	assert.Equal(t, 0, code, "%s%s", stdout, stderr)
	assert.Empty(t, stdout)
}
