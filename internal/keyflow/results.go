package keyflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// keyResults returns the strings the return statements of body give, for
// a function whose signature returnsKey; returns of function literals
// inside body are theirs, not its. A return on a failure path gives no
// key: one with an error that is not nil (return "", err), and the empty
// string returned where an error was just found
// (if err != nil { return "" }), which a caller never sends as a key. Nor
// is the empty string a getter returns for a nil receiver or argument
// (if x == nil { return "" }, or after if x != nil { return x.Id }): a
// default of the zero value, not a key.
func keyResults(info *types.Info, body inspector.Cursor, sig *types.Signature) []ast.Expr {
	failing := nilPaths(info, body.Node().(*ast.BlockStmt), sig)
	var out []ast.Expr
	body.Inspect([]ast.Node{(*ast.FuncLit)(nil), (*ast.IfStmt)(nil), (*ast.ReturnStmt)(nil)}, func(c inspector.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if errorFound(info, n.Cond) {
				failing = append(failing, n.Body)
			}
		case *ast.ReturnStmt:
			r := keyResult(n, sig)
			if r == nil || isEmptyString(info, r) && inside(n, failing) {
				return true
			}
			out = append(out, r)
		}
		return true
	})
	return out
}

// nilPaths returns the stretches of a function's body where its receiver
// or a parameter of pointer type is nil: the body of a top-level
// if x == nil, and what follows a top-level if x != nil that never falls
// through.
func nilPaths(info *types.Info, body *ast.BlockStmt, sig *types.Signature) []ast.Node {
	pointers := map[types.Object]bool{}
	if r := sig.Recv(); r != nil {
		pointers[r] = true
	}
	for i := 0; i < sig.Params().Len(); i++ {
		pointers[sig.Params().At(i)] = true
	}
	var out []ast.Node
	for i, st := range body.List {
		n, ok := st.(*ast.IfStmt)
		if !ok || n.Init != nil || n.Else != nil {
			continue
		}
		c, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr)
		if !ok || c.Op != token.EQL && c.Op != token.NEQ {
			continue
		}
		x, y := ast.Unparen(c.X), ast.Unparen(c.Y)
		if isNil(info, x) {
			x, y = y, x
		}
		id, ok := x.(*ast.Ident)
		if !ok || !isNil(info, y) || !pointers[info.Uses[id]] {
			continue
		}
		if _, isPtr := info.TypeOf(id).Underlying().(*types.Pointer); !isPtr {
			continue
		}
		switch {
		case c.Op == token.EQL:
			out = append(out, n.Body)
		case terminates(info, n.Body) && i+1 < len(body.List):
			out = append(out, &ast.BlockStmt{Lbrace: body.List[i+1].Pos(), Rbrace: body.End() - 1})
		}
	}
	return out
}

// keyResult returns the string a return statement of a function that
// returnsKey gives, or nil: a return with an error that is not nil is a
// failure, and its string is not a key.
func keyResult(ret *ast.ReturnStmt, sig *types.Signature) ast.Expr {
	if len(ret.Results) == 1 && sig.Results().Len() == 2 {
		// return f(): f's value and error are the function's.
		if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			return call
		}
		return nil
	}
	if len(ret.Results) != sig.Results().Len() {
		return nil
	}
	if len(ret.Results) == 2 {
		if id, ok := ast.Unparen(ret.Results[1]).(*ast.Ident); !ok || id.Name != "nil" {
			return nil
		}
	}
	return ret.Results[0]
}

// errorFound reports whether cond holds only when an error is not nil:
// err != nil, alone or as one operand of &&.
func errorFound(info *types.Info, cond ast.Expr) bool {
	e, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch e.Op {
	case token.LAND:
		return errorFound(info, e.X) || errorFound(info, e.Y)
	case token.NEQ:
		return isNil(info, e.Y) && isError(info, e.X) || isNil(info, e.X) && isError(info, e.Y)
	}
	return false
}

func isError(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	return t != nil && types.Identical(t, errorType)
}

// isEmptyString reports whether e is the constant "".
func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}

// inside reports whether n lies within one of the blocks.
func inside(n ast.Node, blocks []ast.Node) bool {
	for _, b := range blocks {
		if n.Pos() >= b.Pos() && n.End() <= b.End() {
			return true
		}
	}
	return false
}
