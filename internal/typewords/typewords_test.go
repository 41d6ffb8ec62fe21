package typewords

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

func TestDeclared(t *testing.T) {
	for _, tc := range []struct {
		key, separator, want string
	}{
		{"user:<int>:set", ":", "set"},
		{"chat:messages:list:room_id:56789", ":", "list"},
		{"zset:leaderboard:<int>", ":", "zset"},
		{"room:<string>:stream_key", ":", ""},
		{"user:list_id:<int>", ":", ""},
		{"user:<int>:set:list", ":", ""}, // two type words declare nothing
		{"{ingress}_stream_key", "_", ""},
		{"user_list_id_<int>", "_", ""},
		{"set_name_<int>", "_", ""},
		{"leaderboard_zset", "_", ""},
		{"zset_<string>", "_", "zset"},
		{"room_<string>_zset", "_", "zset"},
		{"room-<string>-stream-key", "-", ""},
		{"jobs-<int>-list", "-", "list"},
		{"<string>", ":", ""},
	} {
		got := Declared(keyrules.ParseTemplate(tc.key), tc.separator)
		assert.Equal(t, tc.want, got, "%s with separator %q", tc.key, tc.separator)
	}
}

func TestOneFamily(t *testing.T) {
	for _, tc := range []struct {
		key, separator string
		want           bool
	}{
		{"user:<int>:profile", ":", true},
		{"<string>user:<int>:profile", ":", true}, // a prefix from the options
		{"prefix:<string>", ":", false},           // a generic wrapper's bare prefix
		{"<string>", ":", false},
		{"user<int>profile", ":", false}, // one segment, however many literal runs
		{"user<int>profile", "", false},  // no separator: the key is one segment
		{"user::<int>", ":", false},      // an empty segment is no word
	} {
		got := OneFamily(keyrules.ParseTemplate(tc.key), tc.separator)
		assert.Equal(t, tc.want, got, "%s with separator %q", tc.key, tc.separator)
	}
}
