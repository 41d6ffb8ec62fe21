package generate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// zunionstoreRESP2 is a COMMAND INFO entry as go-redis decodes RESP2, maps
// as flat key-value arrays.
var zunionstoreRESP2 = []any{
	"zunionstore", int64(-4), []any{"write", "denyoom", "movablekeys"}, int64(0), int64(0), int64(0),
	[]any{"@write", "@sortedset", "@slow"}, []any{},
	[]any{
		[]any{"flags", []any{"OW", "update"},
			"begin_search", []any{"type", "index", "spec", []any{"index", int64(1)}},
			"find_keys", []any{"type", "range", "spec", []any{"lastkey", int64(0), "keystep", int64(1), "limit", int64(0)}}},
		[]any{"flags", []any{"RO", "access"},
			"begin_search", []any{"type", "index", "spec", []any{"index", int64(2)}},
			"find_keys", []any{"type", "keynum", "spec", []any{"keynumidx", int64(0), "firstkey", int64(1), "keystep", int64(1)}}},
	},
	[]any{},
}

// objectRESP3 is a container command as go-redis decodes RESP3, maps as maps.
var objectRESP3 = []any{
	"object", int64(-2), []any{}, int64(0), int64(0), int64(0), []any{"@slow"}, []any{}, []any{},
	[]any{
		[]any{"object|encoding", int64(3), []any{"readonly"}, int64(2), int64(2), int64(1),
			[]any{"@keyspace", "@read", "@slow"}, []any{"nondeterministic_output"},
			[]any{map[any]any{
				"notes":        "ignored",
				"flags":        []any{"RO"},
				"begin_search": map[any]any{"type": "keyword", "spec": map[any]any{"keyword": "X", "startfrom": int64(-2)}},
				"find_keys":    map[any]any{"type": "unknown", "spec": map[any]any{}},
			}},
			[]any{}},
	},
}

const want = `{"redis_version":"7.0.99","commands":[
{"name":"object","arity":-2,"flags":[],"categories":["@slow"]},
{"name":"object|encoding","arity":3,"flags":["readonly"],"categories":["@keyspace","@read","@slow"],"key_specs":[{"flags":["RO"],"begin_search":{"type":"keyword","keyword":"X","startfrom":-2},"find_keys":{"type":"unknown"}}]},
{"name":"zunionstore","arity":-4,"flags":["write","denyoom","movablekeys"],"categories":["@write","@sortedset","@slow"],"key_specs":[{"flags":["OW","UPDATE"],"begin_search":{"type":"index","index":1},"find_keys":{"type":"range","keystep":1}},{"flags":["RO","ACCESS"],"begin_search":{"type":"index","index":2},"find_keys":{"type":"keynum","keystep":1,"firstkey":1}}]}
]}
`

func TestTable(t *testing.T) {
	got, err := Table([]any{zunionstoreRESP2, objectRESP3}, "7.0.99")
	require.NoError(t, err)
	assert.Equal(t, want, string(got))

	again, err := Table([]any{objectRESP3, zunionstoreRESP2}, "7.0.99")
	require.NoError(t, err)
	assert.Equal(t, string(got), string(again), "the output does not depend on the reply's order")
}

func TestTableErrors(t *testing.T) {
	_, err := Table([]any{"get"}, "")
	assert.ErrorContains(t, err, "not an array of 10 fields")

	_, err = Table([]any{zunionstoreRESP2, zunionstoreRESP2}, "")
	assert.ErrorContains(t, err, `command "zunionstore" is listed twice`)

	bad := append([]any(nil), zunionstoreRESP2...)
	bad[8] = []any{[]any{"flags", []any{}, "begin_search", []any{"type", "middle", "spec", []any{}},
		"find_keys", []any{"type", "unknown", "spec", []any{}}}}
	_, err = Table([]any{bad}, "")
	assert.ErrorContains(t, err, `zunionstore: begin_search: unknown type "middle"`)
}

func TestVersion(t *testing.T) {
	assert.Equal(t, "7.0.15", Version("# Server\r\nredis_version:7.0.15\r\nredis_git_sha1:0\r\n"))
	assert.Equal(t, "", Version("# Server\r\n"))
}
