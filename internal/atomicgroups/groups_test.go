package atomicgroups_test

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/atomicgroups"
	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// keyArgs returns the key expressions of a call that d describes, for the
// shapes the testdata uses: one argument, or every argument from one on.
func keyArgs(d *clients.Descriptor) []ast.Expr {
	var out []ast.Expr
	for _, spec := range d.Keys {
		if spec.Arg >= len(d.Args) {
			continue
		}
		switch spec.Shape {
		case clients.Single:
			out = append(out, d.Args[spec.Arg])
		case clients.Variadic, clients.KeySpec:
			for _, a := range d.Args[spec.Arg:] {
				if isString(a) {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// isString reports whether a is a string literal: redigo's command
// vectors mix keys and values, and the testdata's keys are literals.
func isString(a ast.Expr) bool {
	lit, ok := a.(*ast.BasicLit)
	return ok && lit.Kind == token.STRING
}

// groups reports each atomic group of a package at its call: "what: keys".
var groups = &analysis.Analyzer{
	Name: "groups",
	Doc:  "reports the atomic groups of a package",
	Run: func(pass *analysis.Pass) (any, error) {
		var calls []atomicgroups.Call
		var keys [][]ast.Expr
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
				args := keyArgs(d)
				if d.Generic && len(args) > 0 {
					// The command's name, as the analyzer reads it.
					named := *d
					name, _ := strconv.Unquote(args[0].(*ast.BasicLit).Value)
					named.Command = strings.ToUpper(name)
					d, args = &named, args[1:]
				}
				c := atomicgroups.Call{Expr: call, Desc: d}
				for _, a := range args {
					c.Keys = append(c.Keys, a.Pos())
				}
				calls = append(calls, c)
				keys = append(keys, args)
				return true
			})
		}
		// The one value assigned to a local that reaches a use.
		reaching := func(v *types.Var, pos token.Pos) ast.Expr {
			var value ast.Expr
			for _, f := range pass.Files {
				ast.Inspect(f, func(n ast.Node) bool {
					as, ok := n.(*ast.AssignStmt)
					if ok && as.Pos() < pos && len(as.Lhs) == len(as.Rhs) {
						for i, l := range as.Lhs {
							if id, ok := l.(*ast.Ident); ok && pass.TypesInfo.ObjectOf(id) == v {
								value = as.Rhs[i]
							}
						}
					}
					return true
				})
			}
			return value
		}
		found := atomicgroups.Find(atomicgroups.Package{Info: pass.TypesInfo, ClientCalls: clients.LibraryCalls(pass.TypesInfo, inspector.New(pass.Files)), Calls: calls, Reaching: reaching})
		for _, g := range found {
			var names []string
			for _, k := range g.Keys {
				names = append(names, types.ExprString(keys[k.Call][k.Index]))
			}
			pass.Reportf(g.At.Pos(), "%s: %s", g.What, strings.Join(names, " "))
		}
		return nil, nil
	},
}

func TestFind(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, groups, "atomicgroupsunit")
}
