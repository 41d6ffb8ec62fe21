package keyrules

import "strings"

// SlotCount is the number of hash slots of a Redis Cluster.
const SlotCount = 16384

// crcTables holds the CRC16/XMODEM lookup tables: crcTables[0] is the
// classic one-byte table, and crcTables[k][x] is the CRC of byte x followed
// by k zero bytes. Eight tables let the loop fold eight input bytes with
// only two lookups on the dependent path ("slicing by eight"), which keeps
// HashSlot of a typical key well under 50 ns.
var crcTables = makeCRCTables()

func makeCRCTables() *[8][256]uint16 {
	const poly = 0x1021
	t := new([8][256]uint16)
	for x := range 256 {
		crc := uint16(x) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ poly
			} else {
				crc <<= 1
			}
		}
		t[0][x] = crc
	}
	for k := 1; k < 8; k++ {
		for x := range 256 {
			// One more zero byte after x: shift the previous CRC by a byte.
			prev := t[k-1][x]
			t[k][x] = prev<<8 ^ t[0][prev>>8]
		}
	}
	return t
}

// CRC16 returns the CRC16/XMODEM checksum of b (polynomial 0x1021, initial
// value 0, no reflection, no final xor), the checksum Redis Cluster hashes
// keys with.
func CRC16(b []byte) uint16 { return crc16(0, b) }

// crc16 continues a CRC16/XMODEM computation over s; it takes strings and
// byte slices alike so that HashSlot need not convert (and allocate).
func crc16[S string | []byte](crc uint16, s S) uint16 {
	t := crcTables
	for len(s) >= 8 {
		// The register's two bytes meet the first two input bytes; the
		// other six only need their own table.
		crc = t[7][byte(crc>>8)^s[0]] ^ t[6][byte(crc)^s[1]] ^
			t[5][s[2]] ^ t[4][s[3]] ^ t[3][s[4]] ^ t[2][s[5]] ^ t[1][s[6]] ^ t[0][s[7]]
		s = s[8:]
	}
	for i := 0; i < len(s); i++ {
		crc = crc<<8 ^ t[0][byte(crc>>8)^s[i]]
	}
	return crc
}

// HashTag returns the byte range key[start:end] that Redis Cluster hashes
// instead of the whole key: the text between the first '{' and the first
// '}' after it, when that text is not empty. ok is false when the whole key
// is hashed.
func HashTag(key string) (start, end int, ok bool) {
	open := strings.IndexByte(key, '{')
	if open < 0 {
		return 0, 0, false
	}
	size := strings.IndexByte(key[open+1:], '}')
	if size <= 0 {
		// No '}' at all, or "{}": Redis hashes the whole key.
		return 0, 0, false
	}
	return open + 1, open + 1 + size, true
}

// HashSlot returns the Redis Cluster hash slot of key, 0..16383:
// CRC16(key) mod 16384, where key is replaced by its hash tag when it has
// one (see HashTag).
func HashSlot(key string) int {
	if start, end, ok := HashTag(key); ok {
		key = key[start:end]
	}
	return int(crc16(0, key) & (SlotCount - 1))
}
