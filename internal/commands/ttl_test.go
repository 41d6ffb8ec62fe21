package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/internal/commands"
)

func TestSetsTTL(t *testing.T) {
	tests := []struct {
		args []commands.Arg
		want bool
	}{
		{call("EXPIRE", "k", "60"), true},
		{call("pexpire", "k", "60000", "NX"), true},
		{call("EXPIREAT", "k", "1700000000"), true},
		{call("PEXPIREAT", "k", "1700000000000"), true},
		{call("SETEX", "k", "60", "v"), true},
		{call("PSETEX", "k", "60000", "v"), true},
		{call("SET", "k", "v", "EX", "60"), true},
		{call("SET", "k", "v", "NX", "px", "100"), true},
		{call("SET", "k", "v", "XX", "GET", "EXAT", "1700000000"), true},
		{call("SET", "k", "v", "PXAT", "1700000000000"), true},
		{call("SET", "k", "v", "KEEPTTL"), true},
		{call("SET", "k", "v", unknown, "60"), true},
		{call("SET", "k", "v"), false},
		{call("SET", "k", "ex"), false}, // the value is not an option
		{call("SET", "k", "v", "NX", "GET"), false},
		{call("GETEX", "k", "EX", "60"), true},
		{call("GETEX", "k", "PERSIST"), false},
		{call("GETEX", "k"), false},
		{call("RESTORE", "k", "1000", "payload"), true},
		{call("RESTORE", "k", "0", "payload", "REPLACE"), false},
		{call("PERSIST", "k"), false},
		{call("HSET", "k", "ex", "1"), false},
		{call(unknown, "k", "60"), false},
		{nil, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, commands.SetsTTL(tt.args), "%v", tt.args)
	}
}
