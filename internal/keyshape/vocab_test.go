package keyshape

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadSource(t *testing.T) {
	root := t.TempDir()
	write := func(name, src string) {
		path := filepath.Join(root, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	}
	write("store.go", "package store\n\nconst prefix = \"cache:t:\"\n")
	write("store_test.go", "package store\n\nconst key = \"cache:t:fixed\"\n")
	write("sub/sub.go", "package sub\n\nconst other = \"other:\"\n")

	v, fixtures, err := ReadSource(root, []string{"."})
	require.NoError(t, err)
	assert.Equal(t, Vocabulary{"cache": true, "t": true}, v, "production words only, from the named directory")
	assert.Equal(t, Fixtures{"cache:t:fixed": true}, fixtures, "the test files' literals, whole")

	v, _, err = ReadSource(root, []string{"./..."})
	require.NoError(t, err)
	assert.True(t, v["other"], "./... reaches the directories below")

	_, _, err = ReadSource(root, []string{"./missing"})
	assert.Error(t, err)
}
