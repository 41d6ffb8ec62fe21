package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slowCRC16 is CRC16/XMODEM bit by bit, straight from its definition.
func slowCRC16(b []byte) uint16 {
	var crc uint16
	for _, c := range b {
		crc ^= uint16(c) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// slowHashSlot follows the Redis Cluster specification's wording with
// plain loops.
func slowHashSlot(key string) int {
	hashed := key
	for s := 0; s < len(key); s++ {
		if key[s] != '{' {
			continue
		}
		for e := s + 1; e < len(key); e++ {
			if key[e] == '}' {
				if e > s+1 {
					hashed = key[s+1 : e]
				}
				break
			}
		}
		break
	}
	return int(slowCRC16([]byte(hashed)) % 16384)
}

func TestCRC16(t *testing.T) {
	assert.Equal(t, uint16(0x31C3), CRC16([]byte("123456789")))
	assert.Equal(t, uint16(0), CRC16(nil))
	for _, s := range []string{"", "a", "ab", "1234567", "12345678", "123456789012345678", "{user1000}.following", "\x00\xff\x80"} {
		assert.Equal(t, slowCRC16([]byte(s)), CRC16([]byte(s)), "%q", s)
		assert.Equal(t, slowCRC16([]byte(s)), crc16(0, s), "%q", s)
	}
}

func TestHashSlot(t *testing.T) {
	// Slots as redis-server's CLUSTER KEYSLOT gives them.
	for key, slot := range map[string]int{
		"somekey":        11058,
		"foo{hash_tag}":  2515,
		"bar{hash_tag}":  2515,
		"123456789":      0x31C3,
		"":               0,
		"{}":             CRC16Slot("{}"),
		"foo{}{bar}":     CRC16Slot("foo{}{bar}"),
		"foo{{bar}}zap":  CRC16Slot("{bar"),
		"foo{bar}{zap}":  CRC16Slot("bar"),
		"{user1000}.x":   CRC16Slot("user1000"),
		"no tag {here":   CRC16Slot("no tag {here"),
		"close} first{":  CRC16Slot("close} first{"),
		"a}b{c}d":        CRC16Slot("c"),
		"{{}}":           CRC16Slot("{"),
		"\xff{\x00}\xfe": CRC16Slot("\x00"),
	} {
		got := HashSlot(key)
		assert.Equal(t, slot, got, "%q", key)
		assert.Equal(t, slowHashSlot(key), got, "%q", key)
		assert.True(t, got >= 0 && got < SlotCount)
	}
	assert.Equal(t, HashSlot("{user1000}.following"), HashSlot("{user1000}.followers"))
	assert.NotEqual(t, HashSlot("user1000.following"), HashSlot("user1000.followers"))
}

// CRC16Slot is the slot of hashing s whole.
func CRC16Slot(s string) int { return int(slowCRC16([]byte(s)) % 16384) }

func TestHashTag(t *testing.T) {
	for _, tc := range []struct {
		key        string
		start, end int
		ok         bool
	}{
		{"{user1000}.following", 1, 9, true},
		{"foo{}{bar}", 0, 0, false},
		{"foo{{bar}}zap", 4, 8, true},
		{"foo{bar}{zap}", 4, 7, true},
		{"foo", 0, 0, false},
		{"foo{bar", 0, 0, false},
		{"}{a}", 2, 3, true},
	} {
		start, end, ok := HashTag(tc.key)
		assert.Equal(t, tc.ok, ok, "%q", tc.key)
		assert.Equal(t, tc.start, start, "%q", tc.key)
		assert.Equal(t, tc.end, end, "%q", tc.key)
	}
}

func TestHashSlotAllocs(t *testing.T) {
	key := "app:user:{profile}:1234567890:settings"
	allocs := testing.AllocsPerRun(100, func() { _ = HashSlot(key) })
	require.Zero(t, allocs)
}
