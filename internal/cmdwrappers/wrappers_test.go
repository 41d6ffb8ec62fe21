package cmdwrappers_test

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/cmdwrappers"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// origins keeps the expression each origin's text came from.
type origins struct{ exprs []ast.Expr }

func (o *origins) add(e ast.Expr) int { o.exprs = append(o.exprs, e); return len(o.exprs) - 1 }

func (o *origins) expr(i int) ast.Expr {
	if i < 0 || i >= len(o.exprs) {
		return nil
	}
	return o.exprs[i]
}

func (o *origins) Expr(e ast.Expr) int                                        { return o.add(e) }
func (o *origins) Literal(lit *ast.BasicLit, _ int) int                       { return o.add(lit) }
func (o *origins) Shift(i, _ int) int                                         { return o.add(o.expr(i)) }
func (o *origins) Unspelled(i, _ int) int                                     { return o.add(o.expr(i)) }
func (o *origins) Via(e ast.Expr, _ keyflow.Via) int                          { return o.add(e) }
func (o *origins) Spelled(e ast.Expr, _ keyflow.Via, _ *keyflow.Spelling) int { return o.add(e) }
func (o *origins) Source(i int) (*ast.BasicLit, ast.Expr)                     { return nil, o.expr(i) }

// wrappers names each command wrapper of the package at its declaration
// ("wrapper FACT"), and says at each call of one, of this package or
// another, which command it sends and the key the wrapper makes of a
// literal first argument ("GET through Prefixed, key app:user").
var wrappers = &analysis.Analyzer{
	Name:      "cmdwrappers",
	Doc:       "reports command wrappers and their calls",
	FactTypes: []analysis.Fact{new(cmdwrappers.Fact)},
	Run: func(pass *analysis.Pass) (any, error) {
		o := &origins{}
		decls := keyflow.FuncDecls(pass.TypesInfo, pass.Files)
		ev := keyflow.New(keyflow.Package{Types: pass.Pkg, Info: pass.TypesInfo, Files: pass.Files, Decls: decls}, o, nil)
		table := cmdwrappers.NewTable(pass, ev, o)
		for fn, decl := range decls {
			ast.Inspect(decl, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if d := clients.Match(pass.TypesInfo, call); d != nil {
						table.Add(fn, call, d)
					}
				}
				return true
			})
			if f, ok := table.Of(fn); ok {
				pass.Reportf(decl.Name.Pos(), "wrapper %s", f.String())
			}
		}
		for _, file := range pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
				if fn == nil || fn.Pkg() == pass.Pkg {
					return true
				}
				f, ok := table.Of(fn)
				if !ok {
					return true
				}
				name, _ := strconv.Unquote(call.Args[f.Name].(*ast.BasicLit).Value)
				msg := name + " through " + fn.Name()
				if arg, ok := f.RewrittenArg(call); ok {
					text, _ := strconv.Unquote(arg.(*ast.BasicLit).Value)
					var keys []string
					for _, t := range f.Around([]keyrules.Template{keyrules.Lit(text)}, func() int { return o.add(call) }, o) {
						keys = append(keys, t.String())
					}
					msg += ", key " + strings.Join(keys, "|")
				}
				pass.Reportf(call.Pos(), "%s", msg)
				return true
			})
		}
		var methods []*types.Func
		for _, name := range pass.Pkg.Scope().Names() {
			if iface, ok := pass.Pkg.Scope().Lookup(name).Type().Underlying().(*types.Interface); ok {
				for i := 0; i < iface.NumExplicitMethods(); i++ {
					methods = append(methods, iface.ExplicitMethod(i))
				}
			}
		}
		table.Export(methods)
		return nil, nil
	},
}

func TestWrappers(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, wrappers, "cmdwrappersunit/store", "cmdwrappersunit/app")
}
