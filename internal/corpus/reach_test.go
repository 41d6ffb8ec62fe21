package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rediskeylint/rediskeylint/internal/corpus/modules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func writeSheet(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.tsv")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestReadSheet(t *testing.T) {
	sh, err := readSheet(writeSheet(t, "# a comment\n"+
		"sample\tq.go\tsub/\n"+
		"key\tq.go:10\tGET\tapp:user:<id>\n"+
		"key\tq.go:12\tDEL\tapp:user:<id>\t9 lock object\n"+
		"pass\tq.go:20:7\tSET\n"+
		"script\tq.go:30\tEVALSHA\tthe script is run by its SHA1\n"+
		"other\tq.go:40\t*\ta duplicate row\n"))
	require.NoError(t, err)
	assert.Equal(t, []string{"q.go", "sub/"}, sh.Sample)
	require.Len(t, sh.Rows, 5)
	assert.Equal(t, judgement{Kind: keyRow, Pos: position{File: "q.go", Line: 10}, Command: "GET", Shape: "app:user:<id>", Row: 3}, sh.Rows[0])
	assert.Equal(t, "9 lock object", sh.Rows[1].Class)
	assert.Equal(t, position{File: "q.go", Line: 20, Col: 7}, sh.Rows[2].Pos)
	assert.Equal(t, anyCommand, sh.Rows[4].Command)
}

func TestReadSheetErrors(t *testing.T) {
	for name, text := range map[string]string{
		"unknown kind":       "keys\tq.go:1\tGET\tk\n",
		"no command":         "key\tq.go:1\n",
		"no shape":           "key\tq.go:1\tGET\n",
		"empty shape":        "key\tq.go:1\tGET\t\n",
		"bad position":       "key\tq.go\tGET\tk\n",
		"zero line":          "pass\tq.go:0\tGET\n",
		"too many fields":    "pass\tq.go:1\tGET\tnote\textra\n",
		"other without note": "other\tq.go:1\tGET\n",
		"empty sample":       "sample\n",
		"shape without text": "key\tq.go:1\tGET\t<prefix>-<id>\n",
		"hole not closed":    "key\tq.go:1\tGET\tasynq:t:<? reply\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := readSheet(writeSheet(t, text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "m.tsv:1:")
		})
	}
}

func TestCountReach(t *testing.T) {
	sites := []site{
		{Pos: "q.go:10:5", Command: "GET", Status: "partial", Templates: []string{"app:user:<int>"}},
		// Holes of a configurable prefix: the reader writes a hole there.
		{Pos: "q.go:11:5", Command: "GET", Status: "partial", Templates: []string{"centrifuge.stream.<string>"}, Open: []string{"<field Prefix>.stream.<string>"}},
		{Pos: "q.go:12:5", Command: "DEL", Status: "unresolved", Reason: "key is not known at compile time"},
		{Pos: "q.go:13:5", Command: "SET", Status: "forwarded", Templates: []string{"<string>"}},
		{Pos: "q.go:14:5", Command: "PEXPIRE", Status: "partial", Templates: []string{"lock:<string>"}},
		{Pos: "q.go:20:9", Command: "EVALSHA", Status: "unresolved", Reason: "the script is run by its SHA1 digest"},
		{Pos: "q.go:20:40", Command: "EVALSHA", Status: "forwarded", Templates: []string{"<string>"}},
		{Pos: "q.go:30:2", Command: "GET", Status: "partial", Templates: []string{"app:new:<string>"}},
		{Pos: "other.go:1:1", Command: "GET", Status: "partial", Templates: []string{"app:elsewhere"}},
		{Pos: "q.go:41:3", Command: "SET", Status: "forwarded", Templates: []string{"lock:<string>"}},
	}
	sh := &sheet{Sample: []string{"q.go"}, Rows: []judgement{
		{Kind: keyRow, Pos: position{File: "q.go", Line: 10}, Command: "GET", Shape: "app:user:<id>"},
		{Kind: keyRow, Pos: position{File: "q.go", Line: 11}, Command: "GET", Shape: "<prefix>.stream.<channel>"},
		{Kind: keyRow, Pos: position{File: "q.go", Line: 11}, Command: "GET", Shape: "centrifuge.stream.<channel>"},
		{Kind: keyRow, Pos: position{File: "q.go", Line: 12}, Command: "DEL", Shape: "app:user:<id>", Class: "11 keys read back"},
		{Kind: keyRow, Pos: position{File: "q.go", Line: 13}, Command: "SET", Shape: "app:session:<id>", Class: "3 field"},
		{Kind: keyRow, Pos: position{File: "q.go", Line: 14}, Command: anyCommand, Shape: "lock:<name>"},
		{Kind: keyRow, Pos: position{File: "q.go", Line: 15}, Command: "GET", Shape: "app:gone", Class: "9 closure"},
		{Kind: scriptRow, Pos: position{File: "q.go", Line: 20, Col: 9}, Command: "EVALSHA"},
		{Kind: passRow, Pos: position{File: "q.go", Line: 20, Col: 40}, Command: "EVALSHA"},
		{Kind: passRow, Pos: position{File: "q.go", Line: 21}, Command: "GET"},
		// A lock listed where it is made or where it is taken.
		{Kind: keyRow, Pos: position{File: "q.go", Line: 40, Last: 41}, Command: "SET", Shape: "lock:<name>"},
	}}
	c := countReach(sh, sites)
	assert.Equal(t, 8, c.Keys)
	assert.Equal(t, 5, c.Reached, "lines 10, 11 (twice), 14 and 40-41")
	assert.Equal(t, 2, c.Pass)
	assert.Equal(t, 1, c.Script)
	require.Len(t, c.Missed, 3)
	assert.Equal(t, 12, c.Missed[0].Row.Pos.Line)
	assert.Contains(t, c.Missed[0].Catalog, "unresolved [] key is not known at compile time")
	assert.Equal(t, 13, c.Missed[1].Row.Pos.Line, "a template without a letter says nothing of the key")
	assert.Equal(t, "missing", c.Missed[2].Catalog)
	require.Len(t, c.Unjudged, 1, "other.go is outside the sample")
	assert.Equal(t, "q.go:30:2", c.Unjudged[0].Pos)
	require.Len(t, c.Stale, 1)
	assert.Equal(t, 21, c.Stale[0].Pos.Line)
}

func TestSheetSamples(t *testing.T) {
	sh := &sheet{Sample: []string{"./", "internal/rdb/", "pkg/a.go"}}
	assert.True(t, sh.samples("broker.go"))
	assert.True(t, sh.samples("internal/rdb/rdb.go"))
	assert.False(t, sh.samples("internal/rdb/sub/x.go"), "a directory stands for the files directly in it")
	assert.True(t, sh.samples("pkg/a.go"))
	assert.False(t, sh.samples("pkg/b.go"))
	assert.True(t, (&sheet{}).samples("any/file.go"), "no sample line: every file was read")
}

func TestParsePosition(t *testing.T) {
	p, err := parsePosition("a/b.go:12:3")
	require.NoError(t, err)
	assert.Equal(t, position{File: "a/b.go", Line: 12, Col: 3}, p)
	p, err = parsePosition("a/b.go:12")
	require.NoError(t, err)
	assert.Equal(t, position{File: "a/b.go", Line: 12}, p)
	_, err = parsePosition("a/b.go")
	assert.Error(t, err)
	p, err = parsePosition("a/b.go:89-90")
	require.NoError(t, err)
	assert.Equal(t, position{File: "a/b.go", Line: 89, Last: 90}, p)
	assert.True(t, p.names(position{File: "a/b.go", Line: 90, Col: 12}))
	assert.False(t, p.names(position{File: "a/b.go", Line: 91, Col: 1}))
	for _, bad := range []string{"a/b.go:90-89", "a/b.go:89-", "a/b.go:89-90:3", "a/b.go:-3"} {
		_, err = parsePosition(bad)
		assert.Error(t, err, bad)
	}
	_, ok := sitePosition("a/b.go:12")
	assert.False(t, ok, "a catalog position has a column")
}

// The sheets of testdata/reach read without error and name only modules
// of the corpus.
func TestSheetsOfTheCorpus(t *testing.T) {
	paths, err := filepath.Glob("../../testdata/reach/*.tsv")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, p := range paths {
		_, err := readSheet(p)
		assert.NoError(t, err, p)
		name := filepath.Base(p)
		_, err = modules.Lookup(name[:len(name)-len(".tsv")])
		assert.NoError(t, err, p)
	}
}
