package clients

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestConsequence(t *testing.T) {
	older := "v9.7.0"
	tests := []struct {
		name    string
		desc    Descriptor
		version string
		want    string
	}{
		{"command, old client", Descriptor{Client: GoRedis, Command: "MGET", Atomic: true}, older,
			"Redis answers CROSSSLOT"},
		{"command, new client", Descriptor{Client: GoRedis, Command: "MGET", Atomic: true}, TxCheckVersion,
			"Redis answers CROSSSLOT"},
		{"redigo command", Descriptor{Client: Redigo, Command: "MGET", Generic: true}, TxCheckVersion,
			"Redis answers CROSSSLOT"},
		{"wrapper command", Descriptor{Command: "DEL", Atomic: true}, TxCheckVersion,
			"Redis answers CROSSSLOT"},
		{"script", Descriptor{Client: GoRedis, Command: "EVAL", Atomic: true}, TxCheckVersion,
			"Redis rejects the script with CROSSSLOT"},
		{"redigo script", Descriptor{Client: Redigo, Command: "EVALSHA", Script: &ScriptSpec{Args: 1}}, older,
			"Redis rejects the script with CROSSSLOT"},
		{"redigo MULTI/EXEC", Descriptor{Client: Redigo, Command: "MULTI", Generic: true}, older,
			"Redis rejects the transaction with CROSSSLOT"},
		{"rueidis DoMulti", Descriptor{Client: Rueidis, Method: "DoMulti", Scope: Batch}, TxCheckVersion,
			"Redis rejects the transaction with CROSSSLOT"},
		{"watch", Descriptor{Client: GoRedis, Command: "WATCH", Scope: WatchKeys}, older,
			"go-redis refuses to watch keys of different slots"},
		{"transaction on a watched connection", Descriptor{Client: GoRedis, Scope: WatchedTxCallback}, TxCheckVersion,
			"Redis rejects the transaction with CROSSSLOT (EXECABORT when the slots are on different nodes)"},
		{"transaction before the check", Descriptor{Client: GoRedis, Scope: TxCallback}, older,
			"go-redis v9.7.0 splits it into one MULTI/EXEC per slot, so it is silently not atomic"},
		{"transaction from the check", Descriptor{Client: GoRedis, Scope: TxCallback}, TxCheckVersion,
			"go-redis " + TxCheckVersion + " refuses it with ErrCrossSlot"},
		{"transaction pipeline from the check", Descriptor{Client: GoRedis, Scope: TxPipe}, "v9.23.0",
			"go-redis v9.23.0 refuses it with ErrCrossSlot"},
		{"transaction, version unknown", Descriptor{Client: GoRedis, Scope: TxCallback}, "",
			"go-redis before " + TxCheckVersion + " splits it into one MULTI/EXEC per slot, so it is silently not atomic"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.desc.Consequence(tt.version))
		})
	}
}

func TestAtLeast(t *testing.T) {
	assert.True(t, AtLeast("v9.11.0", TxCheckVersion))
	assert.True(t, AtLeast("v9.12.1", TxCheckVersion))
	assert.False(t, AtLeast("v9.7.0", TxCheckVersion))
	assert.False(t, AtLeast("", TxCheckVersion))
	assert.False(t, AtLeast("9.12", TxCheckVersion))
}
