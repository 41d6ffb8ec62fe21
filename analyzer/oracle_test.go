package analyzer

import (
	"go/ast"
	"go/token"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// oracleComment is the outcome a real Redis Cluster gave each operation of
// testdata/crossslot/ops with go-redis v9.7.0; internal/redistest's oracle
// test proves those comments against a running 3-master cluster.
var oracleComment = regexp.MustCompile(`//\s*crossslot:\s*(none|server|client|split)\s*$`)

// TestCrossSlotOracle runs the analyzer with cluster: true on the oracle
// operations and compares its verdict with what the cluster did: an
// operation the analyzer proves cross-slot failed or was split, one it is
// silent on succeeded atomically, and one it cannot prove either way is
// counted apart.
func TestCrossSlotOracle(t *testing.T) {
	t.Parallel()
	for _, version := range []string{"v9.7.0", "v9.23.0"} {
		t.Run(version, func(t *testing.T) {
			t.Parallel()
			testOracle(t, version)
		})
	}
}

// consequences says what each outcome of the cluster reads as in the
// analyzer's message, per go-redis version.
var consequences = map[string]map[string]string{
	"v9.7.0": {
		"server": "CROSSSLOT",
		"client": "go-redis refuses to watch keys of different slots",
		"split":  "splits it into one MULTI/EXEC per slot, so it is silently not atomic",
	},
	"v9.23.0": {
		"server": "CROSSSLOT",
		"client": "go-redis refuses to watch keys of different slots",
		"split":  "go-redis v9.23.0 refuses it with ErrCrossSlot",
	},
}

// loadOracle loads the oracle operations once for every version: the
// module requires go-redis, so it loads in module mode.
var loadOracle = sync.OnceValues(func() ([]*packages.Package, error) {
	return loadModuleOps("../testdata/crossslot")
})

// loadModuleOps loads package ./ops of the module in dir, which requires
// real client modules: in module mode, through the Go module proxy or a
// warm module cache.
func loadModuleOps(dir string) ([]*packages.Package, error) {
	return packages.Load(&packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  dir,
		Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off"),
	}, "./ops")
}

func testOracle(t *testing.T, version string) {
	cfg := keyrules.Default()
	cfg.Cluster = true
	cfg.ClientVersion = version
	a, err := New(cfg)
	require.NoError(t, err)

	pkgs, err := loadOracle()
	require.NoError(t, err)
	require.Len(t, pkgs, 1)
	require.Empty(t, pkgs[0].Errors)

	graph, err := analysischecker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(t, err)

	pkg := pkgs[0]
	type verdict struct {
		proven, unproven bool
		messages         []string
	}
	verdicts := make(map[string]*verdict)
	truth := make(map[string]string)
	funcAt := func(pos token.Pos) string {
		for _, f := range pkg.Syntax {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= pos && pos < fd.End() {
					return fd.Name.Name
				}
			}
		}
		return ""
	}
	for _, f := range pkg.Syntax {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			line := pkg.Fset.Position(fd.Pos()).Line
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					if pkg.Fset.Position(c.Pos()).Line == line {
						if m := oracleComment.FindStringSubmatch(c.Text); m != nil {
							truth[fd.Name.Name] = m[1]
						}
					}
				}
			}
			verdicts[fd.Name.Name] = &verdict{}
		}
	}
	require.GreaterOrEqual(t, len(truth), 40, "the oracle needs at least 40 operations")

	for _, act := range graph.Roots {
		require.NoError(t, act.Err)
		for _, d := range act.Diagnostics {
			if d.Category != string(keyrules.RuleCrossslot) {
				continue
			}
			v := verdicts[funcAt(d.Pos)]
			require.NotNil(t, v, "crossslot finding outside an operation: %s", d.Message)
			v.messages = append(v.messages, d.Message)
			if strings.Contains(d.Message, "may be in different slots") {
				v.unproven = true
			} else {
				v.proven = true
			}
		}
	}

	agree, unproven := 0, 0
	for name, want := range truth {
		v := verdicts[name]
		switch {
		case v.proven:
			if assert.NotEqual(t, "none", want, "%s: the analyzer proves a cross-slot operation that the cluster ran in one slot", name) {
				agree++
				assert.Contains(t, strings.Join(v.messages, "\n"), consequences[version][want],
					"%s: the message says what happens with go-redis %s", name, version)
			}
		case v.unproven:
			unproven++
		default:
			if assert.Equal(t, "none", want, "%s: the cluster failed or split it (%s) but the analyzer is silent", name, want) {
				agree++
			}
		}
	}
	t.Logf("crossslot oracle, go-redis %s: %d/%d operations agree, %d not proven either way", version, agree, len(truth)-unproven, unproven)
	assert.LessOrEqual(t, unproven, len(truth)/10, "too many operations the analyzer cannot decide")
}
