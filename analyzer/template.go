package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// maxDepth bounds the recursion through variables and helpers.
const maxDepth = 12

// maxSteps bounds the work of rebuilding templates in one package; past
// it, expressions are unknown. No real package comes near it; it keeps
// adversarial code from costing more than a fraction of a second.
const maxSteps = 200000

// builder rebuilds key templates from Go expressions of one package.
type builder struct {
	Info    *types.Info
	pkg     *types.Package
	Origins *origins
	consts  map[*types.Const]ast.Expr // constants of this package → their value expression
	Locals  *localDefs
	// producer returns the templates of a call of a key helper (facts),
	// or nil when the callee is not one.
	producer func(b *builder, call *ast.CallExpr, depth int) []keyrules.Template
	// stringer returns the templates of a value whose String method is a
	// key producer, or nil.
	stringer func(b *builder, e ast.Expr, depth int) []keyrules.Template
	// global returns the templates of a package variable or struct field,
	// or nil when nothing is known.
	global func(b *builder, v *types.Var, depth int) []keyrules.Template
	// valueCall returns the templates of a call through a function value,
	// or nil.
	valueCall func(b *builder, call *ast.CallExpr, depth int) []keyrules.Template
	// branches maps the body of each if statement to it (buffers.go).
	branches map[ast.Node]*ast.IfStmt
	// indexed are the element assignments s[i] = e of the package's
	// local slices (indexwrites.go).
	indexed map[*types.Var][]*ast.AssignStmt
	// init returns the single initialiser of a package variable that is
	// never reassigned, or nil.
	init func(v *types.Var) ast.Expr
	// field returns the templates of field f read by sel from the object
	// sel.X holds, and whether they are known (objects.go,
	// constructors.go).
	field func(b *builder, sel *ast.SelectorExpr, f *types.Var, depth int) ([]keyrules.Template, bool)
	// FieldHoles makes the fields of a receiver that its maker chose
	// holes (constructors.go); SawFieldHole records that such a field was
	// read while they were not.
	FieldHoles, SawFieldHole bool
	// chosenIn marks the assignments whose templates read such a field,
	// for uses that take them from defs.
	chosenIn map[*localDef]bool
	// paramVars are the parameters of the package's functions.
	paramVars map[*types.Var]bool
	// Defs memoizes the templates of each assignment (nil while it is
	// being rebuilt).
	Defs map[*localDef][]keyrules.Template
	// steps counts the expressions rebuilt, against maxSteps.
	steps int
	// Bound gives variables a fixed value while a loop is unrolled.
	Bound map[*types.Var][]keyrules.Template
	// Visiting guards against cycles through variables.
	Visiting map[types.Object]bool
	// at is the position being analysed, for internal errors.
	at *token.Pos
}

// Templates returns every template the string expression e can have.
// An expression of which nothing is known gives one unknown hole.
func (b *builder) Templates(e ast.Expr, depth int) []keyrules.Template {
	e = ast.Unparen(e)
	if b.at != nil {
		*b.at = e.Pos()
	}
	b.steps++
	if depth > maxDepth || b.steps > maxSteps {
		return b.Unknown(e)
	}
	// A constant of this package is rebuilt from its declaration so that
	// findings point into its string literal.
	if c := b.constOf(e); c != nil {
		if decl, ok := b.consts[c]; ok && !b.Visiting[c] {
			b.Visiting[c] = true
			ts := b.Templates(decl, depth+1)
			delete(b.Visiting, c)
			return ts
		}
	}
	if tv, ok := b.Info.Types[e]; ok && tv.Value != nil {
		return []keyrules.Template{b.constant(e, tv.Value)}
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		// Non-constant literals do not occur; constant ones returned above.
	case *ast.BinaryExpr:
		if e.Op == token.ADD && isString(b.Info.TypeOf(e)) {
			return b.sum(e, depth)
		}
	case *ast.Ident:
		return b.ident(e, depth)
	case *ast.SelectorExpr:
		if f, ok := b.Info.Uses[e.Sel].(*types.Var); ok && f.IsField() && b.field != nil {
			if ts, ok := b.field(b, e, f, depth+1); ok {
				return ts
			}
		}
		if obj := b.Info.Uses[e.Sel]; obj != nil && b.global != nil {
			if v, ok := obj.(*types.Var); ok {
				if ts := b.global(b, v, depth+1); ts != nil {
					return ts
				}
			}
		}
	case *ast.CallExpr:
		if ts := b.call(e, depth); ts != nil {
			return ts
		}
	case *ast.IndexExpr:
		if ts := b.element(e, depth); ts != nil {
			return ts
		}
	case *ast.TypeAssertExpr:
		// key.(string) of a key kept as any (a cache store's key
		// parameter) is that value.
		if e.Type != nil && isString(b.Info.TypeOf(e)) {
			return b.Templates(e.X, depth+1)
		}
	}
	return b.Unknown(e)
}

// sum returns the templates of a chain of string concatenations
// a + b + … + z. The chain is flattened and folded left to right, so that
// every operand is one level down however long the chain: the leading
// text of a long chain is kept. A constant sub-chain stays one operand.
func (b *builder) sum(e *ast.BinaryExpr, depth int) []keyrules.Template {
	var operands []ast.Expr // in reverse order
	var x ast.Expr = e
	for {
		bin, ok := ast.Unparen(x).(*ast.BinaryExpr)
		if !ok || bin.Op != token.ADD || !isString(b.Info.TypeOf(bin)) {
			break
		}
		if tv, ok := b.Info.Types[bin]; ok && tv.Value != nil {
			break
		}
		operands = append(operands, bin.Y)
		x = bin.X
	}
	out := b.Templates(x, depth+1)
	owned := false // whether out[0].Parts is this call's own slice
	for i := len(operands) - 1; i >= 0; i-- {
		next := b.Templates(operands[i], depth+1)
		if len(out) == 1 && len(next) == 1 {
			// One alternative on each side, the common case: append in
			// place, linear in the length of the chain.
			if !owned {
				out = []keyrules.Template{{Parts: append([]keyrules.Part(nil), out[0].Parts...)}}
				owned = true
			}
			out[0].Parts = append(out[0].Parts, next[0].Parts...)
			continue
		}
		out = keyflow.Concat(out, next, b.Origins)
		owned = false
	}
	return out
}

// constant returns the template of a constant expression that is not a
// string literal of this package: literal text positioned at e.
func (b *builder) constant(e ast.Expr, v constant.Value) keyrules.Template {
	var text string
	switch v.Kind() {
	case constant.String:
		text = constant.StringVal(v)
		if lit, ok := e.(*ast.BasicLit); ok {
			return keyrules.Template{Parts: []keyrules.Part{b.Origins.litPart(lit, text, 0, len(text))}}
		}
	default:
		text = v.ExactString()
	}
	return keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: b.Origins.add(origin{expr: e})}}}
}

// constOf returns the constant e names, if any.
func (b *builder) constOf(e ast.Expr) *types.Const {
	var id *ast.Ident
	switch e := e.(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return nil
	}
	c, _ := b.Info.Uses[id].(*types.Const)
	return c
}

// ident returns the templates of a variable: the assignments of a local
// variable that reach this use, a bound parameter, or what is known of a
// package variable.
func (b *builder) ident(id *ast.Ident, depth int) []keyrules.Template {
	v, ok := b.Info.Uses[id].(*types.Var)
	if !ok {
		return b.Unknown(id)
	}
	if ts, ok := b.Bound[v]; ok {
		return ts
	}
	if v.Parent() == b.pkg.Scope() || v.Parent() == nil {
		if b.global != nil {
			if ts := b.global(b, v, depth+1); ts != nil {
				return ts
			}
		}
		return b.Unknown(id)
	}
	if b.Locals == nil {
		return b.Unknown(id)
	}
	// Reaching assignments are textually earlier, so following them
	// always terminates.
	defs, complete := b.Locals.reaching(v, id)
	if !complete || len(defs) == 0 {
		return b.Unknown(id)
	}
	var out []keyrules.Template
	for _, d := range defs {
		out = append(out, b.definition(d, id, depth+1)...)
	}
	if b.Locals.nonEmptyAt(v, id.Pos()) {
		out = dropEmpty(out)
	}
	return keyflow.Bound(out, b.Origins)
}

// definition returns the templates one assignment gives its variable.
func (b *builder) definition(d *localDef, use *ast.Ident, depth int) []keyrules.Template {
	if depth > maxDepth {
		return b.Unknown(use)
	}
	// An assignment gives the same templates wherever it is used, so it is
	// rebuilt once: without this, assignments that reach one another in
	// a loop (r += …; r += …) are rebuilt exponentially often. While a
	// loop is unrolled the values depend on the iteration, so nothing is
	// kept then.
	memo := len(b.Bound) == 0
	if memo {
		if ts, ok := b.Defs[d]; ok {
			b.SawFieldHole = b.SawFieldHole || b.chosenIn[d]
			if ts == nil {
				return b.Unknown(use) // a cycle through this assignment
			}
			return ts
		}
		b.Defs[d] = nil
	}
	saw := b.SawFieldHole
	b.SawFieldHole = false
	ts := keyflow.Bound(b.rebuild(d, use, depth), b.Origins)
	if b.SawFieldHole {
		b.chosenIn[d] = true
	}
	b.SawFieldHole = saw || b.SawFieldHole
	if memo {
		b.Defs[d] = ts
	}
	return ts
}

// rebuild returns the templates one assignment gives its variable.
func (b *builder) rebuild(d *localDef, use *ast.Ident, depth int) []keyrules.Template {
	switch {
	case d.entry:
		return b.Unknown(use) // a parameter: its identity is the hole's
	case d.zero:
		return []keyrules.Template{{}}
	case d.rangeOver != nil:
		return b.elements(d.rangeOver, depth)
	case d.value == nil:
		return b.Unknown(use)
	case d.op == token.ADD_ASSIGN:
		// x += e is x's earlier value followed by e.
		var before []keyrules.Template
		prev, complete := b.Locals.reachingAt(d.v, d.start)
		if !complete || len(prev) == 0 || containsDef(prev, d) {
			// Unknown, or growing in a loop: the start is not known.
			before = b.Unknown(use)
		} else {
			for _, p := range prev {
				before = append(before, b.definition(p, use, depth+1)...)
			}
			before = keyflow.Bound(before, b.Origins)
		}
		return keyflow.Concat(before, b.Templates(d.value, depth), b.Origins)
	}
	return b.Templates(d.value, depth)
}

// call returns the templates of a call that builds a string, or nil.
func (b *builder) call(call *ast.CallExpr, depth int) []keyrules.Template {
	fn, _ := typeutil.Callee(b.Info, call).(*types.Func)
	if fn == nil {
		// A conversion string(x) keeps x's templates.
		if tv, ok := b.Info.Types[call.Fun]; ok && tv.IsType() {
			if len(call.Args) == 1 && isString(tv.Type) && isString(b.Info.TypeOf(call.Args[0])) {
				return b.Templates(call.Args[0], depth+1)
			}
			return nil
		}
		if b.valueCall != nil {
			// A call through a function value (funcvalues.go).
			return b.valueCall(b, call, depth)
		}
		return nil
	}
	if ts, ok := b.timeFormat(call, fn); ok {
		return ts
	}
	if fn.Pkg() != nil {
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "fmt.Sprintf":
			return b.sprintf(call, depth)
		case "fmt.Sprint":
			return b.sprint(call, depth)
		case "strings.Join":
			return b.join(call, depth)
		case "strings.Repeat":
			return b.repeat(call, depth)
		case "strings.Replace", "strings.ReplaceAll":
			if fn.Signature().Recv() != nil {
				return b.replacerCall(call, depth)
			}
			return b.replaceCall(call, fn.Pkg().Path()+"."+fn.Name(), depth)
		case "strings.ToLower", "strings.ToUpper":
			if len(call.Args) == 1 {
				return mapLiterals(b.Templates(call.Args[0], depth+1), fn.Name())
			}
		case "strconv.Itoa", "strconv.FormatInt":
			return b.hole(call.Args[0], keyrules.Int)
		case "strconv.FormatUint":
			return b.hole(call.Args[0], keyrules.Uint)
		case "strconv.FormatBool":
			return b.hole(call.Args[0], keyrules.Bool)
		case "strconv.FormatFloat":
			return b.hole(call.Args[0], keyrules.Float)
		case "strconv.Quote", "strconv.QuoteToASCII":
			return b.hole(call.Args[0], keyrules.Quoted)
		}
		if recv := fn.Signature().Recv(); recv != nil && fn.Name() == "String" && len(call.Args) == 0 {
			if ts := b.builderString(call, recv.Type(), depth); ts != nil {
				return ts
			}
		}
	}
	if b.producer != nil {
		return b.producer(b, call, depth)
	}
	return nil
}

// repeat rebuilds strings.Repeat of known text a constant number of times.
func (b *builder) repeat(call *ast.CallExpr, depth int) []keyrules.Template {
	if len(call.Args) != 2 {
		return nil
	}
	tv, ok := b.Info.Types[call.Args[1]]
	if !ok || tv.Value == nil {
		return nil
	}
	n, ok := constantInt(tv.Value)
	if !ok || n > 1024 {
		return nil
	}
	var out []keyrules.Template
	for _, t := range b.Templates(call.Args[0], depth+1) {
		if !t.IsLiteral() {
			return nil
		}
		text := strings.Repeat(t.Text(), n)
		out = append(out, keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: b.Origins.add(origin{expr: call})}}})
	}
	return out
}

// sprint rebuilds fmt.Sprint: operands are formatted with %v, with a space
// between two operands when neither is a string.
func (b *builder) sprint(call *ast.CallExpr, depth int) []keyrules.Template {
	if call.Ellipsis.IsValid() {
		return nil
	}
	return b.sprintArgs(call.Args, depth)
}

// sprintArgs rebuilds the operands of a Sprint-like call.
func (b *builder) sprintArgs(args []ast.Expr, depth int) []keyrules.Template {
	out := []keyrules.Template{{}}
	for i, arg := range args {
		if i > 0 && !isString(b.Info.TypeOf(arg)) && !isString(b.Info.TypeOf(args[i-1])) {
			out = keyflow.Concat(out, []keyrules.Template{{Parts: []keyrules.Part{{Lit: " ", Origin: b.Origins.add(origin{expr: arg})}}}}, b.Origins)
		}
		out = keyflow.Concat(out, b.operand(arg, 'v', depth+1), b.Origins)
	}
	return out
}

// join rebuilds strings.Join of a slice whose elements are known.
func (b *builder) join(call *ast.CallExpr, depth int) []keyrules.Template {
	if len(call.Args) != 2 {
		return nil
	}
	elems := b.ElementLists(call.Args[0], depth+1)
	if elems == nil {
		return nil
	}
	seps := b.Templates(call.Args[1], depth+1)
	var out []keyrules.Template
	for _, list := range elems {
		for _, sep := range seps {
			joined := []keyrules.Template{{}}
			for i, el := range list {
				if i > 0 {
					joined = keyflow.Concat(joined, []keyrules.Template{sep}, b.Origins)
				}
				joined = keyflow.Concat(joined, el, b.Origins)
			}
			out = append(out, joined...)
		}
	}
	return keyflow.Bound(out, b.Origins)
}

// operand returns the templates of one formatted operand.
func (b *builder) operand(arg ast.Expr, verb rune, depth int) []keyrules.Template {
	t := b.Info.TypeOf(arg)
	if t == nil {
		return b.Unknown(arg)
	}
	if tv, ok := b.Info.Types[arg]; ok && tv.Value != nil {
		switch {
		case verb == 'c' && tv.Value.Kind() == constant.Int:
			if r, ok := constantInt(tv.Value); ok {
				return []keyrules.Template{{Parts: []keyrules.Part{{Lit: string(rune(r)), Origin: b.Origins.add(origin{expr: arg})}}}}
			}
		case verb == 's' && tv.Value.Kind() == constant.String,
			verb == 'v' && tv.Value.Kind() != constant.Float,
			verb == 'd' && tv.Value.Kind() == constant.Int:
			return b.Templates(arg, depth)
		}
	}
	kind := holeKind(t, verb)
	if kind == keyrules.Unknown && isString(t) && (verb == 's' || verb == 'v') {
		return b.Templates(arg, depth)
	}
	if kind == keyrules.Int && (verb == 'd' || verb == 'v') {
		// An integer variable that only ever holds constants renders them.
		if ts := b.Templates(arg, depth); allLiteral(ts) {
			return ts
		}
	}
	if kind == keyrules.Unknown && (verb == 's' || verb == 'v') {
		// A call of a key helper, or a key type formatted by its String
		// method.
		if call, ok := ast.Unparen(arg).(*ast.CallExpr); ok && b.producer != nil {
			if ts := b.producer(b, call, depth); ts != nil {
				return ts
			}
		}
		if b.stringer != nil && !isString(t) {
			if ts := b.stringer(b, arg, depth); ts != nil {
				return ts
			}
		}
	}
	return b.hole(arg, kind)
}

// hole returns a single hole for e.
func (b *builder) hole(e ast.Expr, kind keyrules.HoleKind) []keyrules.Template {
	h := keyrules.NewHole(kind)
	h.ID = b.identity(e, kind)
	h.Unix = kind == keyrules.Int && b.isUnixTime(e)
	return []keyrules.Template{{Parts: []keyrules.Part{{Hole: h, Origin: b.Origins.add(origin{expr: e})}}}}
}

// Unknown returns the template of an expression of which nothing is known.
func (b *builder) Unknown(e ast.Expr) []keyrules.Template {
	return b.hole(e, keyrules.Unknown)
}

// identity returns the identity of a hole for e rendered as kind: equal
// for two expressions that always render the same text, nil when that
// cannot be told.
func (b *builder) identity(e ast.Expr, kind keyrules.HoleKind) keyrules.Identity {
	r, ok := b.ExprRef(e)
	if !ok {
		return nil
	}
	r.Kind = kind
	return r
}

// ExprRef returns the variable or field path e reads, as one value.
func (b *builder) ExprRef(e ast.Expr) (keyflow.Ref, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := b.Info.Uses[e]
		if obj == nil {
			obj = b.Info.Defs[e]
		}
		if _, ok := obj.(*types.Var); !ok {
			return keyflow.Ref{}, false
		}
		return keyflow.Ref{Root: keyflow.VarRoot(obj)}, true
	case *ast.SelectorExpr:
		if x, ok := b.ExprRef(e.X); ok {
			x.Path += "." + e.Sel.Name
			return x, true
		}
		if obj, ok := b.Info.Uses[e.Sel].(*types.Var); ok && !obj.IsField() {
			return keyflow.Ref{Root: keyflow.VarRoot(obj)}, true
		}
	case *ast.StarExpr:
		return b.ExprRef(e.X)
	case *ast.CallExpr:
		// Conversions keep identity: string(id), int64(n).
		if tv, ok := b.Info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return b.ExprRef(e.Args[0])
		}
	}
	return keyflow.Ref{}, false
}

// holeKind classifies how a value of type t renders under verb (SPEC §3).
func holeKind(t types.Type, verb rune) keyrules.HoleKind {
	switch verb {
	case 'q':
		return keyrules.Quoted
	case 'x', 'X':
		return keyrules.Hex
	case 't':
		return keyrules.Bool
	}
	if isTime(t) {
		return keyrules.Time
	}
	if types.Implements(t, stringerType) || types.Implements(types.NewPointer(t), stringerType) && !isPointer(t) {
		if _, isIface := t.Underlying().(*types.Interface); !isIface {
			return keyrules.Unknown
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsUnsigned != 0:
			return keyrules.Uint
		case u.Info()&types.IsInteger != 0:
			if verb == 'c' {
				return keyrules.Unknown
			}
			return keyrules.Int
		case u.Info()&types.IsFloat != 0:
			return keyrules.Float
		case u.Info()&types.IsBoolean != 0:
			return keyrules.Bool
		}
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte && verb == 's' {
			return keyrules.Unknown
		}
		return listKind(u.Elem())
	case *types.Array:
		return listKind(u.Elem())
	case *types.Map:
		return keyrules.Map
	case *types.Struct:
		return keyrules.Struct
	case *types.Pointer:
		if _, ok := u.Elem().Underlying().(*types.Struct); ok {
			return keyrules.Composite
		}
		return keyrules.Hex
	}
	return keyrules.Unknown
}

// listKind classifies a slice or array by its elements: [1 2] for scalars,
// brackets and braces when the elements are themselves composite.
func listKind(elem types.Type) keyrules.HoleKind {
	if _, ok := elem.Underlying().(*types.Basic); ok {
		return keyrules.List
	}
	return keyrules.Composite
}

var stringerType = types.NewInterfaceType([]*types.Func{
	types.NewFunc(token.NoPos, nil, "String", types.NewSignatureType(nil, nil, nil, nil,
		types.NewTuple(types.NewVar(token.NoPos, nil, "", types.Typ[types.String])), false)),
}, nil).Complete()

func isTime(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time"
}

func isPointer(t types.Type) bool {
	_, ok := t.(*types.Pointer)
	return ok
}

func isString(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// mapLiterals applies strings.ToLower or ToUpper to the literal text.
func mapLiterals(ts []keyrules.Template, fn string) []keyrules.Template {
	out := make([]keyrules.Template, len(ts))
	for i, t := range ts {
		parts := make([]keyrules.Part, len(t.Parts))
		for j, p := range t.Parts {
			if p.Hole == nil {
				if fn == "ToLower" {
					p.Lit = strings.ToLower(p.Lit)
				} else {
					p.Lit = strings.ToUpper(p.Lit)
				}
			}
			parts[j] = p
		}
		out[i] = keyrules.Template{Parts: parts}
	}
	return out
}

// allLiteral reports whether every template is known text.
func allLiteral(ts []keyrules.Template) bool {
	for _, t := range ts {
		if !t.IsLiteral() {
			return false
		}
	}
	return len(ts) > 0
}

func containsDef(list []*localDef, d *localDef) bool {
	for _, x := range list {
		if x == d {
			return true
		}
	}
	return false
}
