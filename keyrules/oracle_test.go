package keyrules

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/redistest"
)

// TestHashSlotOracle compares HashSlot with a real redis-server's CLUSTER
// KEYSLOT on keys built to hit every branch of the hash-tag algorithm.
func TestHashSlotOracle(t *testing.T) {
	srv := redistest.Start(t,
		"--cluster-enabled", "yes",
		"--cluster-config-file", filepath.Join(t.TempDir(), "nodes.conf"))
	client := srv.Client(t)
	ctx := context.Background()

	keys := oracleKeys()
	require.GreaterOrEqual(t, len(keys), 10000)
	tagged, untagged := 0, 0
	for _, k := range keys {
		if _, _, ok := HashTag(k); ok {
			tagged++
		} else if strings.ContainsRune(k, '{') {
			untagged++
		}
	}
	require.Greater(t, tagged, 1000, "keys with a hash tag")
	require.Greater(t, untagged, 1000, "keys with braces but no tag")

	const batch = 1000
	for lo := 0; lo < len(keys); lo += batch {
		chunk := keys[lo:min(lo+batch, len(keys))]
		pipe := client.Pipeline()
		cmds := make([]*redis.IntCmd, len(chunk))
		for i, k := range chunk {
			cmds[i] = pipe.ClusterKeySlot(ctx, k)
		}
		_, err := pipe.Exec(ctx)
		require.NoError(t, err)
		for i, k := range chunk {
			require.Equal(t, cmds[i].Val(), int64(HashSlot(k)), "key %q", k)
		}
	}
}

// oracleKeys returns a deterministic set of keys: braces at every position
// of a plain key, then random keys of braces, ASCII, binary bytes and
// UTF-8.
func oracleKeys() []string {
	keys := []string{"", "{", "}", "{}", "}{", "{{}}", "foo{}{bar}", "foo{{bar}}zap", "foo{bar}{zap}", "{user1000}.following"}

	base := "user:1000:profile"
	for i := 0; i <= len(base); i++ {
		for j := i; j <= len(base); j++ {
			keys = append(keys,
				base[:i]+"{"+base[i:j]+"}"+base[j:],
				base[:i]+"}"+base[i:j]+"{"+base[j:],
				base[:i]+"{"+base[i:j]+"{"+base[j:]+"}",
			)
		}
	}

	rng := rand.New(rand.NewPCG(0x5eed, 16384))
	pieces := []string{"{", "}", "{", "}", "{}", "{{", "}}", "{a}", ":", "user", "1000", "é", "用户", "🔑", "\x00", "\r\n", " "}
	for len(keys) < 12000 {
		var b strings.Builder
		for n := rng.IntN(12); n > 0; n-- {
			switch rng.IntN(6) {
			case 0, 1, 2:
				b.WriteString(pieces[rng.IntN(len(pieces))])
			case 3:
				b.WriteByte(byte(rng.IntN(256)))
			case 4:
				b.WriteByte(byte('a' + rng.IntN(26)))
			default:
				b.WriteRune(rune(rng.IntN(0x3000)) + 0x80)
			}
		}
		keys = append(keys, b.String())
	}
	valid := 0
	for _, k := range keys {
		if utf8.ValidString(k) {
			valid++
		}
	}
	if valid == len(keys) {
		panic("oracleKeys: no binary keys")
	}
	return keys
}
