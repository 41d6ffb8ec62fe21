package modules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLookup(t *testing.T) {
	m, err := Lookup("rmq")
	require.NoError(t, err)
	assert.Equal(t, "github.com/adjust/rmq/v5", m.Path)
	m, err = Lookup("thanos")
	require.NoError(t, err, "a bench module is found too")
	assert.Equal(t, "github.com/thanos-io/thanos", m.Path)
	_, err = Lookup("nope")
	assert.ErrorContains(t, err, `no module "nope" in the corpus or the bench modules; known: go-zero, gitea`)
	assert.ErrorContains(t, err, `thanos`)
}

func TestCorpusNamesAreUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range append(Corpus[:len(Corpus):len(Corpus)], Bench...) {
		assert.False(t, seen[m.Name], m.Name)
		seen[m.Name] = true
		assert.NotEmpty(t, m.Packages, m.Name)
	}
}

func TestGoModOfAModuleWithoutOne(t *testing.T) {
	m, err := Lookup("gocraft-work")
	require.NoError(t, err)
	assert.Equal(t, "module github.com/gocraft/work\n\ngo 1.17\n\nrequire (\n"+
		"\tgithub.com/gomodule/redigo v1.9.2\n\tgithub.com/robfig/cron v1.2.0\n\tgithub.com/stretchr/testify v1.11.1\n)\n", goMod(m))
}
