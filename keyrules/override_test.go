package keyrules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOverrideMatches(t *testing.T) {
	tests := []struct {
		paths []string
		dir   string
		want  bool
	}{
		{[]string{"internal/legacy"}, "internal/legacy", true},
		{[]string{"internal/legacy"}, "internal/legacy/cache", true},
		{[]string{"internal/legacy/"}, "internal/legacy/cache", true},
		{[]string{"./internal/legacy"}, "internal/legacy", true},
		{[]string{"internal/legacy"}, "internal/legacyx", false},
		{[]string{"internal/legacy"}, "internal", false},
		{[]string{"internal/legacy"}, ".", false},
		{[]string{"cmd/*"}, "cmd/tool", true},
		{[]string{"cmd/*"}, "cmd/tool/sub", true},
		{[]string{"cmd/*"}, "cmd", false},
		{[]string{"*/legacy"}, "svc/legacy", true},
		{[]string{"*/legacy"}, "legacy", false},
		{[]string{"."}, "anything/at/all", true},
		{[]string{"a", "b"}, "b/c", true},
		{[]string{"internal/legacy"}, `internal\legacy`, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Override{Paths: tt.paths}.Matches(tt.dir), "%v %q", tt.paths, tt.dir)
	}
}

func TestOverrideCheckPaths(t *testing.T) {
	assert.NoError(t, Override{Paths: []string{"internal/legacy", "cmd/*", "./x"}}.CheckPaths())
	assert.EqualError(t, Override{}.CheckPaths(), "is empty; give at least one directory or pattern")
	assert.EqualError(t, Override{Paths: []string{"/abs"}}.CheckPaths(), `"/abs" is not a directory or pattern relative to the module root`)
	assert.EqualError(t, Override{Paths: []string{"../up"}}.CheckPaths(), `"../up" is not a directory or pattern relative to the module root`)
	assert.EqualError(t, Override{Paths: []string{"a/["}}.CheckPaths(), `"a/[" is not a valid path.Match pattern`)
}
