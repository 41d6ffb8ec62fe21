package suppress

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParseIgnore(t *testing.T) {
	tests := []struct {
		text    string
		rules   []string
		problem string // a prefix of it
		ok      bool
	}{
		{"//rediskeylint:ignore case legacy", []string{"case"}, "", true},
		{"//rediskeylint:ignore case,ttl written elsewhere", []string{"case", "ttl"}, "", true},
		{"//rediskeylint:ignore case // legacy", []string{"case"}, "", true},
		{"//rediskeylint:ignore case //", nil, "gives no reason", true},
		{"//rediskeylint:ignore case", nil, "gives no reason", true},
		{"//rediskeylint:ignore", nil, "names no rule and gives no reason", true},
		{"//rediskeylint:ignore case,spelling why", nil, `names unknown rule "spelling"`, true},
		{"//rediskeylint:nolint case why", nil, "is not a known directive", true},
		{"// rediskeylint:ignore case why", nil, "", false},
		{"//nolint:rediskeylint", nil, "", false},
		{"//lint:ignore SA1000 why", nil, "", false},
	}
	for _, tt := range tests {
		rules, problem, ok := parseIgnore(tt.text)
		assert.Equal(t, tt.ok, ok, tt.text)
		assert.Equal(t, tt.rules, rules, tt.text)
		if tt.problem == "" {
			assert.Empty(t, problem, tt.text)
		} else {
			assert.Contains(t, problem, tt.problem, tt.text)
		}
	}
}
