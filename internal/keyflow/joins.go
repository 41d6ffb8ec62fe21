package keyflow

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A join helper builds a key from the parts it is given, in a loop:
//
//	func Key(parts ...string) string {
//		var b strings.Builder
//		for _, p := range parts {
//			if p == "" {
//				continue
//			}
//			if b.Len() > 0 {
//				b.WriteByte('/')
//			}
//			b.WriteString(p)
//		}
//		return b.String()
//	}
//
// The loop depends on how many parts there are, so the helper has no
// template of its own. Its summary is how it joins: it is run on a few
// lists of distinct marker parts (joinRun, a small interpreter of
// straight-line string code, ifs and loops over the parts), and the
// results tell the prefix, the separator, the suffix and whether empty
// parts are left out. A call with its parts spelled out, Key(GlobalMeta,
// NumUsers), is then the join of their templates: global_meta/num_users.

// A JoinFact marks a join helper: its result is Prefix, its parts joined
// with Sep, then Suffix; parts that are empty are left out when
// SkipEmpty.
type JoinFact struct {
	Prefix, Sep, Suffix string
	SkipEmpty           bool
}

func (*JoinFact) AFact() {}

func (f *JoinFact) String() string {
	return fmt.Sprintf("join(%q, %q, %q, skip empty %t)", f.Prefix, f.Sep, f.Suffix, f.SkipEmpty)
}

// joinCall returns the templates of a call of a join helper whose parts
// are spelled out; false when fn is not one or the parts are spread.
func (ev *Evaluator) joinCall(fn *types.Func, call *ast.CallExpr) (Value, bool) {
	if call.Ellipsis.IsValid() || len(call.Args) == 0 || !joinShaped(fn) {
		return Value{}, false
	}
	j, ok := ev.joinOf(fn.Origin())
	if !ok {
		return Value{}, false
	}
	via := ViaFunc(fn)
	lit := func(s string) Value {
		if s == "" {
			return Of(keyrules.Template{})
		}
		return Of(keyrules.Template{Parts: []keyrules.Part{{Lit: s, Origin: ev.Origins.Via(call, via)}}})
	}
	out := lit(j.Prefix)
	first := true
	for _, a := range call.Args {
		part := ev.Eval(a)
		if j.SkipEmpty && allEmpty(part) {
			continue
		}
		if !first {
			out = out.Concat(lit(j.Sep), ev.Origins)
		}
		if !first || j.Prefix != "" {
			// A part after the key's own text, as an operand of +.
			part = ev.valueOperand(a, part)
		}
		out = out.Concat(part, ev.Origins)
		first = false
	}
	return out.Concat(lit(j.Suffix), ev.Origins), true
}

// allEmpty reports whether every alternative of a part is the empty
// string.
func allEmpty(v Value) bool {
	for _, t := range v.Alts {
		if !t.IsEmpty() {
			return false
		}
	}
	return len(v.Alts) > 0
}

// joinShaped reports whether fn takes only a variadic list of strings and
// returns a string.
func joinShaped(fn *types.Func) bool {
	sig := fn.Signature()
	if !sig.Variadic() || sig.Params().Len() != 1 || sig.Results().Len() != 1 || !IsString(sig.Results().At(0).Type()) {
		return false
	}
	s, ok := sig.Params().At(0).Type().(*types.Slice)
	return ok && IsString(s.Elem())
}

// joinOf returns the join summary of fn: run on its body in this package,
// from its fact in another.
func (ev *Evaluator) joinOf(fn *types.Func) (JoinFact, bool) {
	if fn.Pkg() != ev.pkg {
		var f JoinFact
		ok := ev.facts.ImportObjectFact(fn, &f)
		return f, ok
	}
	if ev.joins == nil {
		ev.joins = make(map[*types.Func]*JoinFact)
	}
	if j, done := ev.joins[fn]; done {
		return derefJoin(j)
	}
	j := summariseJoin(ev.Info, fn, ev.decls[fn])
	ev.joins[fn] = j
	return derefJoin(j)
}

func derefJoin(j *JoinFact) (JoinFact, bool) {
	if j == nil {
		return JoinFact{}, false
	}
	return *j, true
}

// exportJoins exports the summaries of the package's exported join
// helpers.
func (ev *Evaluator) exportJoins() {
	for fn := range ev.decls {
		if !fn.Exported() || !joinShaped(fn) {
			continue
		}
		if j, ok := ev.joinOf(fn); ok {
			ev.facts.ExportObjectFact(fn, &j)
		}
	}
}

// The markers stand for distinct non-empty parts; no key text holds them.
const markerA, markerB, markerC = "\x01", "\x02", "\x03"

// summariseJoin runs fn on lists of markers and returns how it joins, or
// nil when its results are not a join of its parts.
func summariseJoin(info *types.Info, fn *types.Func, decl *ast.FuncDecl) *JoinFact {
	if decl == nil || decl.Body == nil {
		return nil
	}
	param := fn.Signature().Params().At(0)
	run := func(parts ...string) (string, bool) {
		r := &joinRun{info: info, param: param, parts: parts, env: make(map[*types.Var]joinValue)}
		return r.call(decl.Body)
	}
	one, ok1 := run(markerA)
	two, ok2 := run(markerA, markerB)
	three, ok3 := run(markerA, markerB, markerC)
	gap, ok4 := run(markerA, "", markerC)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil
	}
	prefix, suffix, found := strings.Cut(one, markerA)
	if !found || strings.ContainsAny(prefix+suffix, markerA+markerB+markerC) {
		return nil
	}
	sep, ok := strings.CutPrefix(two, prefix+markerA)
	if !ok {
		return nil
	}
	if sep, ok = strings.CutSuffix(sep, markerB+suffix); !ok || strings.ContainsAny(sep, markerA+markerB+markerC) {
		return nil
	}
	if three != prefix+markerA+sep+markerB+sep+markerC+suffix {
		return nil
	}
	j := &JoinFact{Prefix: prefix, Sep: sep, Suffix: suffix}
	switch gap {
	case prefix + markerA + sep + markerC + suffix:
		j.SkipEmpty = true
	case prefix + markerA + sep + sep + markerC + suffix:
	default:
		return nil
	}
	return j
}

// joinRun interprets a join helper's body on concrete parts: string and
// int variables, strings.Builder and bytes.Buffer writes, ifs, loops over
// the parts. Anything else stops it (ok false).
type joinRun struct {
	info  *types.Info
	param *types.Var
	parts []string
	env   map[*types.Var]joinValue
	steps int
}

// A joinValue is the value of a variable or expression: a string (a
// buffer's content too), an int or a bool.
type joinValue struct {
	kind byte // 's', 'i' or 'b'
	s    string
	i    int64
	b    bool
}

// joinSteps bounds the statements one run executes.
const joinSteps = 2000

// A flow is how a statement ends.
type flow uint8

const (
	flowNext flow = iota
	flowContinue
	flowBreak
	flowReturn
	flowStop // not modelled
)

// call runs the body and returns its result.
func (r *joinRun) call(body *ast.BlockStmt) (string, bool) {
	var result joinValue
	if f := r.block(body.List, &result); f != flowReturn || result.kind != 's' {
		return "", false
	}
	return result.s, true
}

func (r *joinRun) block(list []ast.Stmt, result *joinValue) flow {
	for _, s := range list {
		if f := r.stmt(s, result); f != flowNext {
			return f
		}
	}
	return flowNext
}

func (r *joinRun) stmt(s ast.Stmt, result *joinValue) flow {
	if r.steps++; r.steps > joinSteps {
		return flowStop
	}
	switch s := s.(type) {
	case *ast.BlockStmt:
		return r.block(s.List, result)
	case *ast.DeclStmt:
		return r.decl(s)
	case *ast.AssignStmt:
		return r.assign(s)
	case *ast.IncDecStmt:
		v, ok := r.varOf(s.X)
		if !ok || r.env[v].kind != 'i' {
			return flowStop
		}
		x := r.env[v]
		if s.Tok == token.INC {
			x.i++
		} else {
			x.i--
		}
		r.env[v] = x
		return flowNext
	case *ast.ExprStmt:
		call, ok := s.X.(*ast.CallExpr)
		if !ok || !r.write(call) {
			return flowStop
		}
		return flowNext
	case *ast.IfStmt:
		if s.Init != nil {
			if f := r.stmt(s.Init, result); f != flowNext {
				return f
			}
		}
		c, ok := r.eval(s.Cond)
		if !ok || c.kind != 'b' {
			return flowStop
		}
		if c.b {
			return r.block(s.Body.List, result)
		}
		if s.Else != nil {
			return r.stmt(s.Else, result)
		}
		return flowNext
	case *ast.RangeStmt:
		return r.rangeParts(s, result)
	case *ast.ForStmt:
		return r.forLoop(s, result)
	case *ast.BranchStmt:
		switch {
		case s.Label != nil:
			return flowStop
		case s.Tok == token.CONTINUE:
			return flowContinue
		case s.Tok == token.BREAK:
			return flowBreak
		}
		return flowStop
	case *ast.ReturnStmt:
		if len(s.Results) != 1 {
			return flowStop
		}
		v, ok := r.eval(s.Results[0])
		if !ok {
			return flowStop
		}
		*result = v
		return flowReturn
	}
	return flowStop
}

// decl runs var declarations: a value, or the zero value of a string, an
// int or a buffer.
func (r *joinRun) decl(s *ast.DeclStmt) flow {
	gd, ok := s.Decl.(*ast.GenDecl)
	if !ok || gd.Tok != token.VAR {
		return flowStop
	}
	for _, spec := range gd.Specs {
		vs := spec.(*ast.ValueSpec)
		if len(vs.Values) != 0 && len(vs.Values) != len(vs.Names) {
			return flowStop
		}
		for i, name := range vs.Names {
			v, ok := r.info.Defs[name].(*types.Var)
			if !ok {
				return flowStop
			}
			var val joinValue
			if len(vs.Values) > 0 {
				val, ok = r.eval(vs.Values[i])
			} else {
				val, ok = zeroJoinValue(v.Type())
			}
			if !ok {
				return flowStop
			}
			r.env[v] = val
		}
	}
	return flowNext
}

// zeroJoinValue is the zero value of a variable of type t.
func zeroJoinValue(t types.Type) (joinValue, bool) {
	switch {
	case IsString(t) || isBuffer(t):
		return joinValue{kind: 's'}, true
	case isInteger(t):
		return joinValue{kind: 'i'}, true
	}
	return joinValue{}, false
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func (r *joinRun) assign(s *ast.AssignStmt) flow {
	// _, _ = b.WriteString(p)
	if len(s.Rhs) == 1 && allBlank(s.Lhs) {
		if call, ok := s.Rhs[0].(*ast.CallExpr); ok && r.write(call) {
			return flowNext
		}
		return flowStop
	}
	if len(s.Lhs) != len(s.Rhs) {
		return flowStop
	}
	vals := make([]joinValue, len(s.Rhs))
	for i, e := range s.Rhs {
		v, ok := r.eval(e)
		if !ok {
			return flowStop
		}
		vals[i] = v
	}
	for i, lhs := range s.Lhs {
		if id, ok := lhs.(*ast.Ident); ok && id.Name == "_" {
			continue
		}
		v, ok := r.varOf(lhs)
		if !ok {
			return flowStop
		}
		switch s.Tok {
		case token.DEFINE, token.ASSIGN:
			r.env[v] = vals[i]
		case token.ADD_ASSIGN:
			x, ok := add(r.env[v], vals[i])
			if !ok {
				return flowStop
			}
			r.env[v] = x
		default:
			return flowStop
		}
	}
	return flowNext
}

func allBlank(es []ast.Expr) bool {
	for _, e := range es {
		if id, ok := e.(*ast.Ident); !ok || id.Name != "_" {
			return false
		}
	}
	return true
}

// varOf returns the variable e names (defined or used), known to the run
// unless it is being defined.
func (r *joinRun) varOf(e ast.Expr) (*types.Var, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	if v, ok := r.info.Defs[id].(*types.Var); ok {
		return v, true
	}
	v, ok := r.info.Uses[id].(*types.Var)
	if !ok || v == r.param {
		return nil, false
	}
	_, known := r.env[v]
	return v, known
}

// write runs a buffer write: WriteString, WriteByte, WriteRune, Grow.
func (r *joinRun) write(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v, ok := r.varOf(sel.X)
	if !ok || !isBuffer(v.Type()) {
		return false
	}
	if sel.Sel.Name == "Grow" {
		return true
	}
	if len(call.Args) != 1 {
		return false
	}
	arg, ok := r.eval(call.Args[0])
	if !ok {
		return false
	}
	buf := r.env[v]
	switch {
	case sel.Sel.Name == "WriteString" && arg.kind == 's':
		buf.s += arg.s
	case (sel.Sel.Name == "WriteByte" || sel.Sel.Name == "WriteRune") && arg.kind == 'i':
		buf.s += string(rune(arg.i))
	default:
		return false
	}
	r.env[v] = buf
	return true
}

// rangeParts runs a loop over the parts.
func (r *joinRun) rangeParts(s *ast.RangeStmt, result *joinValue) flow {
	id, ok := ast.Unparen(s.X).(*ast.Ident)
	if !ok || r.info.Uses[id] != r.param || (s.Tok != token.DEFINE && s.Key != nil) {
		return flowStop
	}
	key, val := r.rangeVar(s.Key), r.rangeVar(s.Value)
	for i, p := range r.parts {
		if key != nil {
			r.env[key] = joinValue{kind: 'i', i: int64(i)}
		}
		if val != nil {
			r.env[val] = joinValue{kind: 's', s: p}
		}
		switch f := r.block(s.Body.List, result); f {
		case flowBreak:
			return flowNext
		case flowReturn, flowStop:
			return f
		}
	}
	return flowNext
}

func (r *joinRun) rangeVar(e ast.Expr) *types.Var {
	if id, ok := e.(*ast.Ident); ok {
		v, _ := r.info.Defs[id].(*types.Var)
		return v
	}
	return nil
}

// forLoop runs a three-clause loop, such as for i := 0; i < len(parts); i++.
func (r *joinRun) forLoop(s *ast.ForStmt, result *joinValue) flow {
	if s.Init != nil {
		if f := r.stmt(s.Init, result); f != flowNext {
			return f
		}
	}
	for {
		if s.Cond != nil {
			c, ok := r.eval(s.Cond)
			if !ok || c.kind != 'b' {
				return flowStop
			}
			if !c.b {
				return flowNext
			}
		}
		switch f := r.block(s.Body.List, result); f {
		case flowBreak:
			return flowNext
		case flowReturn, flowStop:
			return f
		}
		if s.Post != nil {
			if f := r.stmt(s.Post, result); f != flowNext {
				return f
			}
		}
		if r.steps++; r.steps > joinSteps {
			return flowStop
		}
	}
}

// eval returns the value of an expression the run can tell.
func (r *joinRun) eval(e ast.Expr) (joinValue, bool) {
	e = ast.Unparen(e)
	if tv, ok := r.info.Types[e]; ok && tv.Value != nil {
		switch tv.Value.Kind() {
		case constant.String:
			return joinValue{kind: 's', s: constant.StringVal(tv.Value)}, true
		case constant.Int:
			n, exact := constant.Int64Val(tv.Value)
			return joinValue{kind: 'i', i: n}, exact
		case constant.Bool:
			return joinValue{kind: 'b', b: constant.BoolVal(tv.Value)}, true
		}
		return joinValue{}, false
	}
	switch e := e.(type) {
	case *ast.Ident:
		v, ok := r.info.Uses[e].(*types.Var)
		if !ok {
			return joinValue{}, false
		}
		val, known := r.env[v]
		return val, known
	case *ast.IndexExpr:
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok || r.info.Uses[id] != r.param {
			return joinValue{}, false
		}
		i, ok := r.eval(e.Index)
		if !ok || i.kind != 'i' || i.i < 0 || i.i >= int64(len(r.parts)) {
			return joinValue{}, false
		}
		return joinValue{kind: 's', s: r.parts[i.i]}, true
	case *ast.UnaryExpr:
		x, ok := r.eval(e.X)
		if !ok || e.Op != token.NOT || x.kind != 'b' {
			return joinValue{}, false
		}
		return joinValue{kind: 'b', b: !x.b}, true
	case *ast.BinaryExpr:
		return r.binary(e)
	case *ast.CallExpr:
		return r.callValue(e)
	}
	return joinValue{}, false
}

// callValue returns len(x), b.String(), b.Len() and string(x).
func (r *joinRun) callValue(call *ast.CallExpr) (joinValue, bool) {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && len(call.Args) == 1 {
		if b, ok := r.info.Uses[id].(*types.Builtin); ok && b.Name() == "len" {
			if x, ok := ast.Unparen(call.Args[0]).(*ast.Ident); ok && r.info.Uses[x] == r.param {
				return joinValue{kind: 'i', i: int64(len(r.parts))}, true
			}
			x, ok := r.eval(call.Args[0])
			return joinValue{kind: 'i', i: int64(len(x.s))}, ok && x.kind == 's'
		}
	}
	if tv, ok := r.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 && IsString(tv.Type) {
		x, ok := r.eval(call.Args[0])
		return x, ok && x.kind == 's'
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return joinValue{}, false
	}
	v, ok := r.varOf(sel.X)
	if !ok || !isBuffer(v.Type()) {
		return joinValue{}, false
	}
	switch sel.Sel.Name {
	case "String":
		return r.env[v], true
	case "Len":
		return joinValue{kind: 'i', i: int64(len(r.env[v].s))}, true
	}
	return joinValue{}, false
}

func (r *joinRun) binary(e *ast.BinaryExpr) (joinValue, bool) {
	x, ok := r.eval(e.X)
	if !ok {
		return joinValue{}, false
	}
	// && and || stop early, as Go does.
	if x.kind == 'b' && (e.Op == token.LAND && !x.b || e.Op == token.LOR && x.b) {
		return x, true
	}
	y, ok := r.eval(e.Y)
	if !ok || x.kind != y.kind {
		return joinValue{}, false
	}
	switch e.Op {
	case token.ADD:
		return add(x, y)
	case token.SUB:
		return joinValue{kind: 'i', i: x.i - y.i}, x.kind == 'i'
	case token.LAND, token.LOR:
		return y, y.kind == 'b'
	case token.EQL:
		return joinValue{kind: 'b', b: x == y}, true
	case token.NEQ:
		return joinValue{kind: 'b', b: x != y}, true
	case token.LSS, token.GTR, token.LEQ, token.GEQ:
		if x.kind != 'i' {
			return joinValue{}, false
		}
		var b bool
		switch e.Op {
		case token.LSS:
			b = x.i < y.i
		case token.GTR:
			b = x.i > y.i
		case token.LEQ:
			b = x.i <= y.i
		default:
			b = x.i >= y.i
		}
		return joinValue{kind: 'b', b: b}, true
	}
	return joinValue{}, false
}

// add is x + y of two strings or two ints.
func add(x, y joinValue) (joinValue, bool) {
	switch {
	case x.kind == 's' && y.kind == 's':
		return joinValue{kind: 's', s: x.s + y.s}, true
	case x.kind == 'i' && y.kind == 'i':
		return joinValue{kind: 'i', i: x.i + y.i}, true
	}
	return joinValue{}, false
}
