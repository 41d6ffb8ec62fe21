package scriptsites_test

import (
	"go/ast"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/internal/scriptsites"
)

// origins is a table of where template text comes from, as the analyzer
// keeps it: enough for the reader's Source.
type origins struct {
	list []origin
}

type origin struct {
	lit  *ast.BasicLit
	expr ast.Expr
}

func (o *origins) add(x origin) int { o.list = append(o.list, x); return len(o.list) - 1 }

func (o *origins) get(i int) origin {
	if i < 0 || i >= len(o.list) {
		return origin{}
	}
	return o.list[i]
}

func (o *origins) Expr(e ast.Expr) int                  { return o.add(origin{expr: e}) }
func (o *origins) Literal(lit *ast.BasicLit, _ int) int { return o.add(origin{lit: lit, expr: lit}) }
func (o *origins) Shift(i, _ int) int                   { return o.add(o.get(i)) }
func (o *origins) Unspelled(i, _ int) int               { return o.add(origin{expr: o.get(i).expr}) }
func (o *origins) Via(e ast.Expr, _ keyflow.Via) int    { return o.add(origin{expr: e}) }
func (o *origins) Spelled(e ast.Expr, _ keyflow.Via, _ *keyflow.Spelling) int {
	return o.add(origin{expr: e})
}
func (o *origins) Source(i int) (*ast.BasicLit, ast.Expr) { x := o.get(i); return x.lit, x.expr }

// runs reports, at each client call that runs a script, the keys the
// script builds ("COMMAND template|template"), its calls whose keys are not
// all known ("incomplete COMMAND"), "no key built", or why the script is
// not known ("unknown: reason"); and exports the facts of the scripts the
// package makes.
var runs = &analysis.Analyzer{
	Name:      "scriptruns",
	Doc:       "reports the keys the scripts of client calls build",
	FactTypes: []analysis.Fact{new(scriptsites.Fact)},
	Run: func(pass *analysis.Pass) (any, error) {
		o, ins := &origins{}, inspector.New(pass.Files)
		ev := keyflow.New(keyflow.Package{
			Types: pass.Pkg, Info: pass.TypesInfo, Files: pass.Files,
			Decls: keyflow.FuncDecls(pass.TypesInfo, pass.Files),
			Facts: keyflow.Facts{Import: pass.ImportObjectFact, Export: pass.ExportObjectFact},
		}, o, nil)
		r := scriptsites.NewReader(pass, ins, clients.LibraryCalls(pass.TypesInfo, ins), ev, o)
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				d := clients.Match(pass.TypesInfo, call)
				if d == nil {
					return true
				}
				for _, run := range r.Run(call, d) {
					switch {
					case run == nil:
					case run.Unknown != "":
						pass.Reportf(call.Pos(), "unknown: %s", run.Unknown)
					case len(run.Keys) == 0 && len(run.Incomplete) == 0:
						pass.Reportf(call.Pos(), "no key built")
					default:
						for _, k := range run.Keys {
							var ts []string
							for _, t := range k.Templates {
								ts = append(ts, t.String())
							}
							pass.Reportf(call.Pos(), "%s %s", k.Command, strings.Join(ts, "|"))
						}
						for _, c := range run.Incomplete {
							pass.Reportf(call.Pos(), "incomplete %s", strings.ToUpper(c.Command))
						}
					}
				}
				return true
			})
		}
		r.Export(r.Made())
		return nil, nil
	},
}

func TestRuns(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, runs, "scriptsitesunit/scripts", "scriptsitesunit/app")
}
