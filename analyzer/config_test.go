package analyzer

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

func TestPackageDirSkipsCgoCacheFiles(t *testing.T) {
	fset := token.NewFileSet()
	gen, err := parser.ParseFile(fset, "/root/.cache/go-build/ab/abcdef-d", "package p\n", 0)
	require.NoError(t, err)
	src, err := parser.ParseFile(fset, "/src/m/p/p.go", "package p\n", 0)
	require.NoError(t, err)
	assert.Equal(t, "/src/m/p", packageDir(&analysis.Pass{Fset: fset, Files: []*ast.File{gen, src}}))
	assert.Equal(t, "", packageDir(&analysis.Pass{Fset: fset}))
}
