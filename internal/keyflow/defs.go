package keyflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// A Def is one assignment to a local variable (or a parameter's value on
// entry).
type Def struct {
	v *types.Var
	// Pos is where the assignment takes effect: the end of its statement.
	Pos token.Pos
	// Start is where its statement begins; uses on the right-hand side
	// see the assignments before it.
	Start token.Pos
	// Value is the assigned expression; nil when it is not known (a call
	// with several results, a parameter on entry).
	Value ast.Expr
	// Zero is set for "var x string": the zero value, usually overwritten.
	Zero bool
	// entry is set for a parameter's value on entry to its function.
	entry bool
	// Op is token.ADD_ASSIGN for "x += e", else token.ASSIGN.
	Op token.Token
	// rangeOver is the ranged expression when the variable is the value
	// of a range statement over a slice or array.
	rangeOver ast.Expr
	// block is the innermost block holding the statement; an assignment
	// whose block encloses a use always runs before it.
	block ast.Node
}

// Locals records every assignment to the local variables of a package,
// to find the assignments that reach a use. It works on the syntax:
// assignments textually before a use reach it unless a later one in an
// enclosing block overwrites them. Variables whose address is taken are
// not followed. A local variable lives in one top-level declaration, and
// so do its uses: each declaration is indexed when a question first
// names a variable or a position in it.
type Locals struct {
	info *types.Info
	// decls are the package's top-level declarations in source order;
	// indexed tells those whose assignments are recorded.
	decls   []inspector.Cursor
	indexed []bool

	defs    map[*types.Var][]*Def
	escaped map[*types.Var]bool
	// writes are the calls that write to a local strings.Builder or
	// bytes.Buffer, in source order.
	writes map[*types.Var][]bufferWrite
	// loops are the bodies of the package's for and range statements: an
	// assignment later in a loop body reaches an earlier use in it on
	// the next iteration.
	loops []*ast.BlockStmt
	// ranges are the package's range statements.
	ranges []*ast.RangeStmt
	// later are the function literals that may run after the code that
	// follows them (handed to a call, stored, run by go or defer): all but
	// those called in place (laterlits.go).
	later []*ast.FuncLit
	// calledInPlace are the literals called where they are written, not
	// by a go or defer statement; deferred the calls of go and defer
	// statements.
	calledInPlace map[*ast.FuncLit]bool
	deferred      map[*ast.CallExpr]bool
	// guards are where variables are known not to be empty (guards.go).
	guards guards
	// skips are the if statements that split a variable's earlier value
	// by an emptiness test (skips.go).
	skips map[*types.Var][]skip
	// fills are the if statements that give a variable a value when it
	// is empty (skips.go).
	fills map[*types.Var][]skip
}

// DefsOf returns every assignment to v, with a parameter's value on entry.
func (ld *Locals) DefsOf(v *types.Var) []*Def {
	ld.index(v.Pos())
	return ld.defs[v]
}

// Escaped reports whether v's address is taken, so that its assignments
// are not all there is to know.
func (ld *Locals) Escaped(v *types.Var) bool {
	ld.index(v.Pos())
	return ld.escaped[v]
}

// A bufferWrite is one call that writes to (or resets) a local buffer.
type bufferWrite struct {
	call  *ast.CallExpr
	block ast.Node
	// method is WriteString, WriteByte, WriteRune, Write, Reset, Fprintf
	// or Fprint.
	method string
}

// writesTo returns the calls that write to local buffer v, in source order.
func (ld *Locals) writesTo(v *types.Var) []bufferWrite {
	ld.index(v.Pos())
	return ld.writes[v]
}

func newLocals(info *types.Info, files *syntax) *Locals {
	ld := &Locals{
		info:    info,
		defs:    make(map[*types.Var][]*Def),
		escaped: make(map[*types.Var]bool),
		writes:  make(map[*types.Var][]bufferWrite),
		guards:  make(guards),
		skips:   make(map[*types.Var][]skip),
		fills:   make(map[*types.Var][]skip),

		calledInPlace: make(map[*ast.FuncLit]bool),
		deferred:      make(map[*ast.CallExpr]bool),
	}
	ld.decls = files.declarations()
	ld.indexed = make([]bool, len(ld.decls))
	return ld
}

// index records the assignments of the top-level declaration that holds
// pos, unless they are recorded already.
func (ld *Locals) index(pos token.Pos) {
	i := declAt(ld.decls, pos)
	if i < 0 || ld.indexed[i] || !IsInside(pos, ld.decls[i].Node()) {
		return
	}
	ld.indexed[i] = true
	ld.decl(ld.info, ld.decls[i])
}

// decl records the assignments of a top-level declaration.
func (ld *Locals) decl(info *types.Info, decl inspector.Cursor) {
	// blocks are the blocks and clauses that enclose the node visited,
	// innermost last.
	var blocks []inspector.Cursor
	innermost := func() ast.Node {
		if len(blocks) == 0 {
			return nil
		}
		return blocks[len(blocks)-1].Node()
	}
	localVar := func(e ast.Expr) *types.Var {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok || id.Name == "_" {
			return nil
		}
		obj := info.Defs[id]
		if obj == nil {
			obj = info.Uses[id]
		}
		v, _ := obj.(*types.Var)
		if v == nil || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return nil
		}
		return v
	}
	add := func(d *Def) {
		d.block = innermost()
		ld.defs[d.v] = append(ld.defs[d.v], d)
	}
	nodes := decl.Preorder((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.GoStmt)(nil), (*ast.DeferStmt)(nil),
		(*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil),
		(*ast.IfStmt)(nil), (*ast.ForStmt)(nil), (*ast.RangeStmt)(nil), (*ast.CallExpr)(nil), (*ast.UnaryExpr)(nil),
		(*ast.IncDecStmt)(nil))
	for c := range nodes {
		for len(blocks) > 0 && !blocks[len(blocks)-1].Contains(c) {
			blocks = blocks[:len(blocks)-1]
		}
		switch n := c.Node().(type) {
		case *ast.FuncDecl:
			if n.Body != nil {
				ld.params(info, n.Type, n.Body, n.Recv)
			}
		case *ast.FuncLit:
			ld.params(info, n.Type, n.Body, nil)
			if !ld.calledInPlace[n] {
				ld.later = append(ld.later, n)
			}
		case *ast.GoStmt:
			ld.deferred[n.Call] = true
		case *ast.DeferStmt:
			ld.deferred[n.Call] = true
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			blocks = append(blocks, c)
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				v := localVar(lhs)
				if v == nil {
					continue
				}
				d := &Def{v: v, Pos: n.End(), Start: n.Pos(), Op: token.ASSIGN}
				if len(n.Lhs) == len(n.Rhs) {
					d.Value = n.Rhs[i]
				} else if len(n.Rhs) == 1 && i == keysResult(info, n.Rhs[0]) {
					// key, err := f(), store, err := NewStore(c): the
					// variable is f's first result; so are the keys of
					// keys, cursor, err := rdb.Scan(…).Result(), and the
					// documents of _, docs, err := res.AsFtSearch().
					d.Value = n.Rhs[0]
				} else if i == 0 && len(n.Rhs) == 1 && commaOK(n.Rhs[0]) {
					// id, ok := v.(string), e, ok := m[k]: the value
					// when ok (the zero value otherwise builds no key).
					d.Value = n.Rhs[0]
				}
				if n.Tok == token.ADD_ASSIGN {
					d.Op = token.ADD_ASSIGN
				} else if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
					d.Value = nil // other op-assignments do not build strings
				}
				add(d)
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				v := localVar(name)
				if v == nil {
					continue
				}
				d := &Def{v: v, Pos: n.End(), Op: token.ASSIGN}
				switch {
				case len(n.Values) == len(n.Names):
					d.Value = n.Values[i]
				case len(n.Values) == 0:
					d.Zero = true
				}
				add(d)
			}
		case *ast.IfStmt:
			block := innermost()
			ops := operands{local: localVar, lengthOf: func(e ast.Expr) *types.Var { return ld.lengthOf(info, e, localVar) }}
			ld.guards.ifStmt(info, n, block, ops)
			if v, sk, ok := skipOf(info, n, block, ops); ok {
				ld.skips[v] = append(ld.skips[v], sk)
			}
			if v, f, ok := fillOf(info, n, block, ops); ok {
				ld.fills[v] = append(ld.fills[v], f)
			}
		case *ast.ForStmt:
			ld.loops = append(ld.loops, n.Body)
		case *ast.RangeStmt:
			ld.loops = append(ld.loops, n.Body)
			ld.ranges = append(ld.ranges, n)
			if v := localVar(n.Key); v != nil {
				add(&Def{v: v, Pos: n.Body.Lbrace, Op: token.ASSIGN})
			}
			if n.Value != nil {
				if v := localVar(n.Value); v != nil {
					// The value is each element of the ranged slice; it
					// reaches the body only, which the body block encloses.
					ld.defs[v] = append(ld.defs[v], &Def{v: v, Pos: n.Body.Lbrace, Op: token.ASSIGN, rangeOver: n.X, block: n.Body})
				}
			}
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(n.Fun).(*ast.FuncLit); ok && !ld.deferred[n] {
				ld.calledInPlace[lit] = true
			}
			if v, method := bufferCall(info, n, localVar); v != nil {
				ld.writes[v] = append(ld.writes[v], bufferWrite{call: n, method: method, block: innermost()})
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				if v := localVar(n.X); v != nil {
					ld.escaped[v] = true
				}
			}
		case *ast.IncDecStmt:
			if v := localVar(n.X); v != nil {
				add(&Def{v: v, Pos: n.End(), Op: token.ASSIGN})
			}
		}
	}
}

// params records the entry values of a function's parameters.
func (ld *Locals) params(info *types.Info, ft *ast.FuncType, body *ast.BlockStmt, recv *ast.FieldList) {
	lists := []*ast.FieldList{ft.Params, ft.Results}
	if recv != nil {
		lists = append(lists, recv)
	}
	for _, fl := range lists {
		if fl == nil {
			continue
		}
		for _, field := range fl.List {
			for _, name := range field.Names {
				if v, ok := info.Defs[name].(*types.Var); ok {
					ld.defs[v] = append(ld.defs[v], &Def{v: v, Pos: body.Lbrace, Op: token.ASSIGN, block: body, entry: true})
				}
			}
		}
	}
}

// Reaching returns the assignments of v that reach the use at id, and
// whether they are all there is to know (false when v escapes).
func (ld *Locals) Reaching(v *types.Var, id *ast.Ident) ([]*Def, bool) {
	return ld.ReachingAt(v, id.Pos())
}

// ReachingAt is Reaching for a use at pos.
func (ld *Locals) ReachingAt(v *types.Var, pos token.Pos) ([]*Def, bool) {
	ld.index(v.Pos())
	ld.index(pos)
	if ld.escaped[v] {
		return nil, false
	}
	var before, back []*Def
	for _, d := range ld.defs[v] {
		switch {
		case d.rangeOver != nil && !IsInside(pos, d.block):
		case d.Start <= pos && pos < d.Pos:
			// The use is in the assignment's own right-hand side: in a
			// loop it sees its own earlier value, which is the value
			// the other assignments give, grown.
		case d.Pos <= pos:
			before = append(before, d)
		case ld.sameLoop(d.Start, pos) || ld.runsAfter(v, d, pos):
			back = append(back, d)
		}
	}
	// Drop an assignment overwritten by a later one that always runs
	// before the use (its block encloses the use).
	var out []*Def
	for i, d := range before {
		killed := false
		for _, later := range before[i+1:] {
			if later.Pos > d.Pos && IsInside(pos, later.block) {
				killed = true
				break
			}
		}
		if !killed {
			out = append(out, d)
		}
	}
	// "var k string" followed by assignments in branches: the zero value
	// is almost always a placeholder, not a key.
	if len(out) > 1 && out[0].Zero {
		out = out[1:]
	}
	return append(out, back...), true
}

// sameLoop reports whether a loop body holds both positions, so that what
// is assigned at def reaches use on the next iteration.
func (ld *Locals) sameLoop(def, use token.Pos) bool {
	ld.index(use)
	for _, body := range ld.loops {
		if IsInside(def, body) && IsInside(use, body) {
			return true
		}
	}
	return false
}

// IsInside reports whether pos lies in n.
func IsInside(pos token.Pos, n ast.Node) bool {
	return n != nil && n.Pos() <= pos && pos < n.End()
}

// bufferCall reports the local strings.Builder or bytes.Buffer a call
// writes to, and how: b.WriteString(s), fmt.Fprintf(&b, ...), b.Reset().
func bufferCall(info *types.Info, call *ast.CallExpr, localVar func(ast.Expr) *types.Var) (*types.Var, string) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, ""
	}
	if pkg, ok := sel.X.(*ast.Ident); ok {
		if pn, ok := info.Uses[pkg].(*types.PkgName); ok {
			if pn.Imported().Path() == "fmt" && (sel.Sel.Name == "Fprintf" || sel.Sel.Name == "Fprint") && len(call.Args) > 0 {
				if u, ok := ast.Unparen(call.Args[0]).(*ast.UnaryExpr); ok && u.Op == token.AND {
					if v := localVar(u.X); v != nil && isBuffer(v.Type()) {
						return v, sel.Sel.Name
					}
				}
			}
			// Any other function given the buffer as its writer
			// (json.NewEncoder(&buf).Encode(v), tmpl.Execute(&buf, v))
			// writes text that is not known here.
			if v := writerArg(info, call, localVar); v != nil {
				return v, writerMethod
			}
			return nil, ""
		}
	}
	if v := writerArg(info, call, localVar); v != nil {
		return v, writerMethod
	}
	switch sel.Sel.Name {
	case "WriteString", "WriteByte", "WriteRune", "Write", "Reset":
		if v := localVar(sel.X); v != nil && isBuffer(v.Type()) {
			return v, sel.Sel.Name
		}
	}
	return nil, ""
}

// valueAndError reports whether e is a call whose results are a value and
// an error.
func valueAndError(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	tuple, ok := info.TypeOf(call).(*types.Tuple)
	return ok && tuple.Len() == 2 && types.Identical(tuple.At(1).Type(), errorType)
}

// commaOK reports whether e is a type assertion or a map index, whose
// comma-ok form gives the value and whether it is there.
func commaOK(e ast.Expr) bool {
	switch ast.Unparen(e).(type) {
	case *ast.TypeAssertExpr, *ast.IndexExpr:
		return true
	}
	return false
}

// readsHeldKeys reports whether e is a call that returns the keys an
// object holds (a SCAN's keys and cursor).
func readsHeldKeys(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	_, _, ok = clients.HeldKey(info, call)
	return ok
}

// keysResult returns the result of a call of several results that a
// variable assigned from it takes its value from: the first of a value
// and an error, the one that holds the keys a call reads back; -1 for
// none.
func keysResult(info *types.Info, e ast.Expr) int {
	if isMapRead(info, e) {
		return 0 // v, ok := m.Load(k); l, ok := locks[k]; l, ok := v.(*Mutex)
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return -1
	}
	if i, ok := clients.HeldResult(info, call); ok {
		return i
	}
	if valueAndError(info, e) {
		return 0
	}
	return -1
}

var errorType = types.Universe.Lookup("error").Type()

// writerMethod names a write of unknown text by a function the buffer is
// given to as an io.Writer.
const writerMethod = "io.Writer"

// writerArg returns the local buffer a call is given as &buf, to write
// into it.
func writerArg(info *types.Info, call *ast.CallExpr, localVar func(ast.Expr) *types.Var) *types.Var {
	for _, a := range call.Args {
		if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
			if v := localVar(u.X); v != nil && isBuffer(v.Type()) {
				return v
			}
		}
	}
	return nil
}

// isBuffer reports whether t is strings.Builder or bytes.Buffer.
func isBuffer(t types.Type) bool {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
	case "strings.Builder", "bytes.Buffer":
		return true
	}
	return false
}

// rangeOf returns the innermost range statement whose body holds pos.
func (ld *Locals) rangeOf(pos token.Pos) *ast.RangeStmt {
	ld.index(pos)
	var inner *ast.RangeStmt
	for _, r := range ld.ranges {
		if IsInside(pos, r.Body) && (inner == nil || r.Pos() > inner.Pos()) {
			inner = r
		}
	}
	return inner
}

// repeats reports whether the statement at pos is in a loop that does not
// also hold use: it may run any number of times before use.
func (ld *Locals) repeats(pos, use token.Pos) bool {
	ld.index(pos)
	for _, body := range ld.loops {
		if IsInside(pos, body) && !IsInside(use, body) {
			return true
		}
	}
	return false
}

// lengthOf returns the local variable whose length e is: len(v), or a
// variable assigned len(v) once (l := len(v)); nil otherwise.
func (ld *Locals) lengthOf(info *types.Info, e ast.Expr, localVar func(ast.Expr) *types.Var) *types.Var {
	if l := localVar(e); l != nil {
		defs := ld.defs[l]
		if len(defs) != 1 || defs[0].Value == nil || ld.escaped[l] {
			return nil
		}
		e = defs[0].Value
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || info.Uses[id] != types.Universe.Lookup("len") {
		return nil
	}
	return localVar(call.Args[0])
}
