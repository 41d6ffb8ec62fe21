package clients

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// LibrarySource returns the argument of a call that loads a library of
// Redis functions (FUNCTION LOAD) which holds the library's source:
// go-redis FunctionLoad(ctx, code) and FunctionLoadReplace, or a generic
// Do(…, "FUNCTION", "LOAD", ["REPLACE",] src) spelling its words as
// constants. Nil when the call loads no library.
func LibrarySource(info *types.Info, expr *ast.CallExpr) ast.Expr {
	d := Match(info, expr)
	if d == nil {
		return nil
	}
	if d.Generic {
		return genericLibrarySource(info, expr, d)
	}
	if d.Command != "FUNCTION|LOAD" {
		return nil
	}
	fn, _ := typeutil.Callee(info, expr).(*types.Func)
	params := fn.Signature().Params()
	for i := 0; i < params.Len() && i < len(d.Args); i++ {
		if params.At(i).Name() == "code" {
			return d.Args[i]
		}
	}
	return nil
}

// genericLibrarySource returns the source of a generic FUNCTION LOAD
// whose command vector is spelled argument by argument.
func genericLibrarySource(info *types.Info, expr *ast.CallExpr, d *Descriptor) ast.Expr {
	if len(d.Keys) != 1 || !d.Keys[0].Rest || expr.Ellipsis.IsValid() || d.Keys[0].Arg > len(d.Args) {
		return nil
	}
	vec := d.Args[d.Keys[0].Arg:]
	words := 0
	for _, want := range []string{"FUNCTION", "LOAD", "REPLACE"} {
		if words == len(vec) {
			return nil
		}
		s, ok := constString(info, vec[words])
		switch {
		case ok && strings.EqualFold(s, want):
			words++
		case want != "REPLACE":
			return nil
		}
	}
	if words != len(vec)-1 {
		return nil
	}
	return vec[words]
}
