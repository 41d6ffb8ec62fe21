package config

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInputFilesAreWhatTheResolverReads: the files listed are those whose
// edits change the configuration of the directory, and only those.
func TestInputFilesAreWhatTheResolverReads(t *testing.T) {
	root := writeTree(t, map[string]string{
		"go.mod":                  "module m\n",
		".rediskeylint.yml":       "case: kebab\n",
		"a/.rediskeylint.yml":     "separator: \"/\"\n",
		"a/b/x.go":                "package b\n",
		"c/x.go":                  "package c\n",
		"other/.rediskeylint.yml": "case: upper\n",
		"explicit.yml":            "case: any\n",
	})
	mod := filepath.Join(root, "go.mod")

	files, err := InputFiles(filepath.Join(root, "a", "b"), "")
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(root, ".rediskeylint.yml"), filepath.Join(root, "a", ".rediskeylint.yml"), mod}, files,
		"every file from the module root down, outermost first, then go.mod")

	files, err = InputFiles(filepath.Join(root, "c"), "")
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(root, ".rediskeylint.yml"), mod}, files, "a sibling's file does not apply")

	explicit := filepath.Join(root, "explicit.yml")
	files, err = InputFiles(filepath.Join(root, "a", "b"), explicit)
	require.NoError(t, err)
	assert.Equal(t, []string{explicit, mod}, files, "-config replaces the search")

	files, err = InputFiles("", "")
	require.NoError(t, err)
	assert.Empty(t, files, "a package without files on disk reads none")

	_, err = InputFiles(writeTree(t, map[string]string{".rediskeylint.yml/x": ""}), "")
	assert.ErrorContains(t, err, "is a directory", "a configuration path that is not a file is an error")
}

func TestPackageDirSkipsGeneratedFiles(t *testing.T) {
	assert.Equal(t, "/src/m/p", PackageDir([]string{"/cache/go-build/ab/abcdef-d", "/src/m/p/x.go"}))
	assert.Equal(t, "", PackageDir([]string{"/cache/go-build/ab/abcdef-d"}))
	assert.Equal(t, "", PackageDir(nil))
}
