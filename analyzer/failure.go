package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// internalError is the error of a pass that panicked: a bug of the
// analyzer, reported with the package and the position it was analysing
// so that the failure can be reproduced, and the stack to find the bug.
func internalError(pass *analysis.Pass, at token.Pos, p any, stack []byte) error {
	where := "its declarations"
	if at.IsValid() {
		where = pass.Fset.Position(at).String()
	}
	return fmt.Errorf("internal error in %s at %s: %v\n%s", pass.Pkg.Path(), where, p, stack)
}

// visitHook, when set (by tests), is called with every call expression the
// analysis visits, before the call is classified.
var visitHook func(*ast.CallExpr)
