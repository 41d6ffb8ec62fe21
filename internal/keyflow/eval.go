package keyflow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Sources records where the text of template parts comes from; a part's
// Origin is the number a Sources method returned. The analyzer keeps the
// records, to point findings into string literals and to name helpers of
// other packages; the evaluator only asks for new ones.
type Sources interface {
	Origins
	// Expr records text that expression e renders.
	Expr(e ast.Expr) int
	// Literal records text spelled in lit's value from byte offset on.
	Literal(lit *ast.BasicLit, offset int) int
	// Unspelled records text that starts by bytes into that of origin but
	// is not spelled there as it renders ("%%" renders one '%'): it keeps
	// the position and offers no edit.
	Unspelled(origin, by int) int
	// Via records text a summary of another package renders (via), used
	// at e (nil when nowhere in this package).
	Via(e ast.Expr, via Via) int
	// Spelled records text as Via does, which that package spells as s
	// tells.
	Spelled(e ast.Expr, via Via, s *Spelling) int
}

// A Package is the type-checked package an Evaluator reads.
type Package struct {
	Types *types.Package
	Info  *types.Info
	Files []*ast.File
	// Inspector holds the events of every file of the package (test
	// files included), which the Evaluator's walks visit (syntax.go); New
	// builds one when it is nil.
	Inspector *inspector.Inspector
	// Decls are the package's functions and methods with a body
	// (FuncDecls): the key helpers, constructors and option functions
	// summarised, and the parameters whose elements get a hole of their
	// own (ParamElems).
	Decls map[*types.Func]*ast.FuncDecl
	// Facts imports the summaries of other packages and exports this
	// one's.
	Facts Facts
	// TestFiles are the package's _test.go files: their calls,
	// allocations and assignments feed only evaluations that start in
	// them (production.go).
	TestFiles map[*ast.File]bool
}

// Facts are the facts of an analysis pass (its ImportObjectFact and
// ExportObjectFact): the summaries of other packages, and this package's
// for its importers. A nil function has none.
type Facts struct {
	Import func(obj types.Object, fact analysis.Fact) bool
	Export func(obj types.Object, fact analysis.Fact)
	// Spell, when not nil, tells where the text of an origin is spelled,
	// for the literal parts of exported key helpers (spelling.go).
	Spell func(origin int) *Spelling
}

// ImportObjectFact reads the fact of obj into fact, and reports whether
// there is one.
func (f Facts) ImportObjectFact(obj types.Object, fact analysis.Fact) bool {
	return f.Import != nil && f.Import(obj, fact)
}

// ExportObjectFact records fact on obj.
func (f Facts) ExportObjectFact(obj types.Object, fact analysis.Fact) {
	if f.Export != nil {
		f.Export(obj, fact)
	}
}

// An Evaluator rebuilds the key templates of the string expressions of one
// package. It is not safe for concurrent use.
type Evaluator struct {
	Info    *types.Info
	Origins Sources
	// bound gives variables a fixed value while a loop is unrolled or a
	// helper's body is evaluated with its call's arguments (Bind);
	// boundConsts the constants among them, which select branches
	// (selections.go).
	bound       map[*types.Var]Value
	boundConsts map[*types.Var]constant.Value
	// visiting guards against cycles through variables and constants
	// (Visit).
	visiting map[types.Object]bool
	// defs memoizes the templates of each assignment (nil while it is
	// being rebuilt); holeDefs is the memo of the other view
	// (WithFieldHoles).
	defs, holeDefs map[*Def]Value
	// fieldHoles makes the fields of a receiver that its maker chose
	// holes; sawChosen records that such a field was read while they
	// were not (state.go).
	fieldHoles, sawChosen bool

	pkg   *types.Package
	files []*ast.File
	// syntax walks files (syntax.go).
	syntax *syntax
	facts  Facts
	// decls are the package's declared functions; params and receivers
	// their parameters and receivers.
	decls     map[*types.Func]*ast.FuncDecl
	params    map[*types.Var]bool
	receivers map[*types.Var]bool
	lists     lists
	// indexes are the search indexes the package creates, by name,
	// found when first asked for (searchkeys.go).
	indexes map[string]*searchIndex

	// What one expression does not tell: the summaries of functions and
	// the objects fields are read from.
	helpers *keyHelpers               // functions whose result is a key (helpers.go, bindings.go)
	objects *objectFields             // fields and globals by allocation (objects.go, values.go, options.go)
	ctors   *constructorModels        // constructors' summaries (constructors.go)
	funcs   *funcVars                 // calls through function values (funcvalues.go)
	globals *globals                  // assignments of package variables and fields (globals.go)
	joins   map[*types.Func]*JoinFact // join helpers' summaries, nil for none (joins.go)
	// index is what the package's syntax says of its variables,
	// constants and branches, built on first use (Locals).
	index *packageIndex
	// chosenIn marks the assignments whose templates read a field its
	// maker chose, for uses that take them from Defs.
	chosenIn map[*Def]bool
	// steps counts the expressions rebuilt, against maxSteps (step);
	// ceiling, when not 0, is where the share of the budget of
	// withinShare ends.
	steps, ceiling int
	// at is the position being analysed, for internal errors.
	at *token.Pos
	// production answers the evaluations that start outside test files,
	// nil when the package has no test file; active counts the
	// evaluations under way (production.go).
	production *Evaluator
	active     int
}

// New returns an Evaluator of package p. Template parts record their
// origins in origins; at, when not nil, is kept at the position of the
// expression being evaluated, so that a panic can say where it happened.
func New(p Package, origins Sources, at *token.Pos) *Evaluator {
	if p.Inspector == nil {
		p.Inspector = inspector.New(p.Files)
	}
	ev := &Evaluator{
		Info:        p.Info,
		Origins:     origins,
		defs:        make(map[*Def]Value),
		holeDefs:    make(map[*Def]Value),
		bound:       make(map[*types.Var]Value),
		boundConsts: make(map[*types.Var]constant.Value),
		visiting:    make(map[types.Object]bool),
		pkg:         p.Types,
		files:       p.Files,
		syntax:      newSyntax(p.Inspector, p.Files),
		facts:       p.Facts,
		decls:       p.Decls,
		params:      make(map[*types.Var]bool),
		receivers:   make(map[*types.Var]bool),
		chosenIn:    make(map[*Def]bool),
		at:          at,
	}
	for fn := range ev.decls {
		sig := fn.Signature()
		for i := 0; i < sig.Params().Len(); i++ {
			ev.params[sig.Params().At(i)] = true
		}
		if r := sig.Recv(); r != nil {
			ev.receivers[r] = true
		}
	}
	ev.lists = lists{ev: ev}
	ev.helpers = &keyHelpers{
		ev:        ev,
		producers: make(map[*types.Func]*producer),
		inlining:  make(map[any]bool),
	}
	ev.objects = &objectFields{ev: ev}
	ev.ctors = &constructorModels{
		ev:             ev,
		constructors:   make(map[*types.Func]*constructor),
		holeProducers:  make(map[*types.Func]*producer),
		constructorSet: make(map[*types.Var]bool),
	}
	ev.funcs = &funcVars{ev: ev}
	var optionWrites map[*ast.AssignStmt]bool
	ev.objects.options, optionWrites = findOptions(p.Info, ev.decls, ev.syntax)
	ev.globals = newGlobals(p.Types, p.Info, ev.syntax, optionWrites)
	ev.globals.value = ev.helpers.boundAssignment
	ev.production = newProduction(p, origins, at)
	return ev
}

// IsParam reports whether v is a parameter of a function of the package.
func (ev *Evaluator) IsParam(v *types.Var) bool { return ev.params[v] }

// PackageInit returns the single initialiser of a package variable that is
// never reassigned, or nil.
func (ev *Evaluator) PackageInit(v *types.Var) ast.Expr { return ev.globals.init(v) }

// BindParams substitutes the parameter holes of a summary's templates
// with what is known of the arguments arg gives (-1: the receiver).
func (ev *Evaluator) BindParams(ts []keyrules.Template, arg func(idx int) ast.Expr) Value {
	if a := firstArg(ts, arg); a != nil {
		if v := ev.viewAt(a.Pos()); v != ev {
			return v.BindParams(ts, arg)
		}
	}
	defer ev.enter()()
	return ev.helpers.bind(ev, Of(ts...), arg)
}

// ExportFacts exports the package's summaries for its importers: key
// helpers, package variables and fields, objects, constructors and option
// functions.
func (ev *Evaluator) ExportFacts() {
	ev.helpers.exportProducers()
	ev.objects.exportValues()
	ev.objects.exportObjects()
	ev.ctors.exportConstructors()
	ev.objects.exportOptions()
	ev.exportJoins()
	ev.exportSearchIndexes()
	ev.exportCommandKeys()
}

// A packageIndex is what the evaluator looks up across the package's
// syntax. Each part is built when first asked for, so that a package
// whose strings are never evaluated (no key site, nothing to export), or
// never ask that question, costs no walk of its files for it.
type packageIndex struct {
	locals *Locals
	// consts maps the package's string constants to the expression that
	// gives their value.
	consts map[*types.Const]ast.Expr
	// ifArms maps the body and the else block of each if statement of a
	// block to the statement (buffers.go).
	ifArms map[ast.Node]ifArm
	// elemWrites are the element assignments s[i] = e of local slices
	// (slices.go).
	elemWrites map[*types.Var][]*ast.AssignStmt
	// selections are the stretches of code a variable's value selects
	// (selections.go).
	selections map[*types.Var][]selection
	// maps are the values stored into the package's maps (mapstores.go),
	// found on first use.
	maps *mapStores
	// configBranches are the stretches of code that run for one outcome
	// of a condition on a field or package variable (branchchoices.go),
	// built on first use.
	configBranches []configBranch
	configDone     bool
	// pure memoizes which functions of the package are deterministic
	// (pure.go).
	pure map[*types.Func]bool
	// incDecs are the objects the package writes with ++ or --
	// (loopkeys.go), found on first use.
	incDecs map[types.Object]bool
}

// indexed returns the package's index, built on the first call.
func (ev *Evaluator) indexed() *packageIndex {
	if ev.index == nil {
		ev.index = &packageIndex{locals: newLocals(ev.Info, ev.syntax)}
	}
	return ev.index
}

// constValues returns the expressions that give the package's string
// constants their values, found on the first call.
func (ev *Evaluator) constValues() map[*types.Const]ast.Expr {
	idx := ev.indexed()
	if idx.consts == nil {
		idx.consts = packageConsts(ev.Info, ev.syntax)
	}
	return idx.consts
}

// ifArmIndex returns the package's if statements by their arms, found on
// the first call.
func (ev *Evaluator) ifArmIndex() map[ast.Node]ifArm {
	idx := ev.indexed()
	if idx.ifArms == nil {
		idx.ifArms = ifArmsOf(ev.syntax)
	}
	return idx.ifArms
}

// elemWriteIndex returns the element assignments of the package's local
// slices, found on the first call.
func (ev *Evaluator) elemWriteIndex() map[*types.Var][]*ast.AssignStmt {
	idx := ev.indexed()
	if idx.elemWrites == nil {
		idx.elemWrites = indexWrites(ev.Info, ev.syntax)
	}
	return idx.elemWrites
}

// selectionIndex returns the stretches of code the package's variables
// select, found on the first call.
func (ev *Evaluator) selectionIndex() map[*types.Var][]selection {
	idx := ev.indexed()
	if idx.selections == nil {
		idx.selections = selections(ev.Info, ev.syntax)
	}
	return idx.selections
}

// Locals returns the assignments of the package's local variables.
func (ev *Evaluator) Locals() *Locals { return ev.indexed().locals }

// packageConsts maps the string constants declared in the package to the
// expression that gives their value, so that findings can point into it.
func packageConsts(info *types.Info, files *syntax) map[*types.Const]ast.Expr {
	out := make(map[*types.Const]ast.Expr)
	for cur := range files.preorder((*ast.ValueSpec)(nil)) {
		spec := cur.Node().(*ast.ValueSpec)
		if len(spec.Values) != len(spec.Names) {
			continue
		}
		for i, name := range spec.Names {
			if c, ok := info.Defs[name].(*types.Const); ok {
				out[c] = spec.Values[i]
			}
		}
	}
	return out
}

// Eval returns the value of the string expression e: every template it
// can have. An expression of which nothing is known gives one unknown
// hole; one the budget leaves unevaluated, an unknown hole marked
// LimitBudget.
func (ev *Evaluator) Eval(e ast.Expr) Value {
	e = ast.Unparen(e)
	if v := ev.viewAt(e.Pos()); v != ev {
		return v.Eval(e)
	}
	outermost := ev.active == 0
	leave := ev.enter()
	val := ev.eval(e)
	leave()
	if outermost && val.Told() && len(val.Alts) == 0 {
		// Inside, no template is a path that cannot happen (skips.go);
		// the expression as a whole still has a value.
		return ev.Unknown(e)
	}
	return val
}

func (ev *Evaluator) eval(e ast.Expr) Value {
	if ev.at != nil {
		*ev.at = e.Pos()
	}
	if !ev.step() {
		return ev.Unknown(e).Limited(LimitBudget)
	}
	// A constant of this package is rebuilt from its declaration so that
	// findings point into its string literal.
	if c := constOf(ev.Info, e); c != nil {
		if decl, ok := ev.constValues()[c]; ok && !ev.visiting[c] {
			leave := ev.visit(c)
			v := ev.Eval(decl)
			leave()
			return v
		}
	}
	if tv, ok := ev.Info.Types[e]; ok && tv.Value != nil {
		return Of(ev.constant(e, tv.Value))
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		// Non-constant literals do not occur; constant ones returned above.
	case *ast.BinaryExpr:
		if e.Op == token.ADD && IsString(ev.Info.TypeOf(e)) {
			return ev.sum(e)
		}
	case *ast.Ident:
		return ev.ident(e)
	case *ast.SelectorExpr:
		if f, ok := ev.Info.Uses[e.Sel].(*types.Var); ok && f.IsField() {
			if clients.HoldsField(f) {
				// doc.ID: the key the document read back holds.
				return ev.Eval(e.X)
			}
			if v, ok := ev.ctors.selectedField(ev, e, f); ok {
				return v
			}
			if v, ok := ev.elemField(e, f); ok {
				return v
			}
		}
		if obj := ev.Info.Uses[e.Sel]; obj != nil {
			if v, ok := obj.(*types.Var); ok {
				if v := ev.objects.globalTemplates(ev, v); v.Told() {
					return v
				}
			}
		}
	case *ast.CallExpr:
		if v := ev.call(e); v.Told() {
			return v
		}
	case *ast.IndexExpr:
		if v := ev.lists.element(e); v.Told() {
			return v
		}
		if v, ok := ev.replyMapEntry(e); ok {
			return v // doc["id"] of a search's RESP3 reply
		}
		if v, ok := ev.batchReply(e); ok {
			return v // resps[0] of a DoMulti
		}
		if v, ok := ev.mapRead(e); ok {
			return v
		}
	case *ast.TypeAssertExpr:
		// key.(string) of a key kept as any (a cache store's key
		// parameter) is that value, and v.(*redsync.Mutex) the lock v
		// is. e.Type, not e: a comma-ok assertion's own type is a tuple.
		if t := ev.Info.TypeOf(e.Type); e.Type != nil && (IsString(t) || clients.HoldsKey(t)) {
			return ev.Eval(e.X)
		}
	}
	return ev.Unknown(e)
}

// step counts one expression rebuilt against the package's budget, and
// reports whether the budget (and the share of withinShare) still allows
// it.
func (ev *Evaluator) step() bool {
	ev.steps++
	return ev.steps <= maxSteps && (ev.ceiling == 0 || ev.steps <= ev.ceiling)
}

// sum returns the templates of a chain of string concatenations
// a + b + … + z. The chain is flattened and folded left to right, so that
// every operand is one level down however long the chain: the leading
// text of a long chain is kept. A constant sub-chain stays one operand.
func (ev *Evaluator) sum(e *ast.BinaryExpr) Value {
	var operands []ast.Expr // in reverse order
	var x ast.Expr = e
	for {
		bin, ok := ast.Unparen(x).(*ast.BinaryExpr)
		if !ok || bin.Op != token.ADD || !IsString(ev.Info.TypeOf(bin)) {
			break
		}
		if tv, ok := ev.Info.Types[bin]; ok && tv.Value != nil {
			break
		}
		operands = append(operands, bin.Y)
		x = bin.X
	}
	out := ev.Eval(x)
	owned := false // whether out.Alts[0].Parts is this call's own slice
	for i := len(operands) - 1; i >= 0; i-- {
		next := ev.valueOperand(operands[i], ev.Eval(operands[i]))
		if len(out.Alts) == 1 && len(next.Alts) == 1 {
			// One alternative on each side, the common case: append in
			// place, linear in the length of the chain.
			if !owned {
				out.Alts = []keyrules.Template{{Parts: append([]keyrules.Part(nil), out.Alts[0].Parts...)}}
				owned = true
			}
			out.Alts[0].Parts = append(out.Alts[0].Parts, next.Alts[0].Parts...)
			out = out.withFlags(next)
			continue
		}
		out = out.Concat(next, ev.Origins)
		owned = false
	}
	return out
}

// constant returns the template of a constant expression that is not a
// string literal of this package: literal text positioned at e.
func (ev *Evaluator) constant(e ast.Expr, v constant.Value) keyrules.Template {
	var text string
	switch v.Kind() {
	case constant.String:
		text = constant.StringVal(v)
		if lit, ok := e.(*ast.BasicLit); ok {
			return keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: ev.Origins.Literal(lit, 0)}}}
		}
	default:
		// A number renders a value, never a word of the key.
		return keyrules.Template{Parts: []keyrules.Part{{Lit: v.ExactString(), Origin: ev.Origins.Expr(e), Value: true}}}
	}
	return keyrules.Template{Parts: []keyrules.Part{{Lit: text, Origin: ev.Origins.Expr(e)}}}
}

// constOf returns the constant e names, if any.
func constOf(info *types.Info, e ast.Expr) *types.Const {
	id := NamedIdent(e)
	if id == nil {
		return nil
	}
	c, _ := info.Uses[id].(*types.Const)
	return c
}

// NamedIdent returns the identifier that names what e denotes: e itself,
// or the selected name of pkg.Name and x.Field; nil for other expressions.
func NamedIdent(e ast.Expr) *ast.Ident {
	switch e := e.(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// ident returns the value of a variable: the assignments of a local
// variable that reach this use, a bound parameter, or what is known of a
// package variable.
func (ev *Evaluator) ident(id *ast.Ident) Value {
	v, ok := ev.Info.Uses[id].(*types.Var)
	if !ok {
		return ev.Unknown(id)
	}
	if val, ok := ev.bound[v]; ok && !ev.reassigned(v) {
		return val
	}
	if v.Parent() == ev.pkg.Scope() || v.Parent() == nil {
		if val := ev.objects.globalTemplates(ev, v); val.Told() {
			return val
		}
		return ev.Unknown(id)
	}
	// Reaching assignments are textually earlier, so following them
	// always terminates.
	defs, complete := ev.Locals().Reaching(v, id)
	if !complete || len(defs) == 0 {
		return ev.Unknown(id)
	}
	out := ev.reachingValues(defs, id, id.Pos())
	if ev.Locals().nonEmptyAt(v, id.Pos()) {
		out = out.DropEmpty()
	}
	return out.Bound(ev.Origins)
}

// reachingValues returns the value the assignments defs give their
// variable at pos, each limited to what the path from it to pos allows
// (skips.go); no alternative when no path can happen.
func (ev *Evaluator) reachingValues(defs []*Def, use *ast.Ident, pos token.Pos) Value {
	out := Value{Alts: []keyrules.Template{}}
	for _, d := range defs {
		if !d.entry && ev.unselected(d.Start) || ev.overwritten(d, pos) {
			continue // a branch the bound constant does not take
		}
		v := ev.definition(d, use)
		if how, suffix := ev.Locals().crossed(d, pos); how != crossesNone {
			v = v.With(keepSkipped(v.Alts, suffix, how == crossesSkipped))
		}
		out = out.Join(ev.overwrittenInBranch(d, v, pos))
	}
	return out
}

// reassigned reports whether the function of parameter v assigns it: a
// value bound to v is then its value on entry only.
func (ev *Evaluator) reassigned(v *types.Var) bool {
	defs := ev.Locals().DefsOf(v)
	return len(defs) > 1 && defs[0].entry
}

// definition returns the templates one assignment gives its variable.
func (ev *Evaluator) definition(d *Def, use *ast.Ident) Value {
	// An assignment gives the same templates wherever it is used (under
	// the same bound variables: bindVar starts a new memo), so it is
	// rebuilt once: without this, assignments that reach one another in
	// a loop (r += …; r += …) are rebuilt exponentially often. The memo
	// also guards against cycles: nil while the assignment is rebuilt.
	if v, ok := ev.defs[d]; ok {
		ev.sawChosen = ev.sawChosen || ev.chosenIn[d]
		if !v.Told() {
			return ev.Unknown(use) // a cycle through this assignment
		}
		return v
	}
	if ev.defs == nil {
		ev.defs = make(map[*Def]Value)
	}
	ev.defs[d] = Value{}
	var v Value
	if ev.TrackChosen(func() { v = ev.rebuild(d, use).Bound(ev.Origins) }) {
		ev.chosenIn[d] = true
	}
	ev.defs[d] = v
	return v
}

// rebuild returns the templates one assignment gives its variable.
func (ev *Evaluator) rebuild(d *Def, use *ast.Ident) Value {
	switch {
	case d.entry:
		if ts, ok := ev.bound[d.v]; ok {
			return ts // the argument of a call being evaluated
		}
		if v, ok := ev.rangedValue(d); ok {
			return v // a value a sync.Map's Range hands on
		}
		return ev.Unknown(use) // a parameter: its identity is the hole's
	case d.Zero:
		return Of(keyrules.Template{})
	case d.rangeOver != nil:
		if v, ok := ev.rangedValue(d); ok {
			return v
		}
		return ev.lists.elements(d.rangeOver)
	case d.Value == nil:
		return ev.Unknown(use)
	case d.Op == token.ADD_ASSIGN:
		// x += e is x's earlier value followed by e.
		var before Value
		prev, complete := ev.Locals().ReachingAt(d.v, d.Start)
		if !complete || len(prev) == 0 || slices.Contains(prev, d) {
			// Unknown, or growing in a loop: the start is not known.
			before = ev.Unknown(use)
		} else {
			before = ev.reachingValues(prev, use, d.Start)
			if ev.Locals().nonEmptyAt(d.v, d.Start) {
				before = before.DropEmpty()
			}
			if len(before.Alts) == 0 {
				return before // a path that cannot happen
			}
			before = before.Bound(ev.Origins)
		}
		return before.Concat(ev.valueOperand(d.Value, ev.Eval(d.Value)), ev.Origins)
	}
	return ev.Eval(d.Value)
}

// call returns the value of a call that builds a string, or none: a
// conversion, a library function the evaluator models (stdlib.go), a call
// through a function value, or a key helper.
func (ev *Evaluator) call(call *ast.CallExpr) Value {
	if v, ok := ev.mapRead(call); ok {
		return v
	}
	fn := Callee(ev.Info, call)
	if v, ok := ev.bytesCall(call); ok {
		return v
	}
	if fn == nil {
		// A conversion string(x) of a string or of bytes keeps x's
		// templates.
		if tv, ok := ev.Info.Types[call.Fun]; ok && tv.IsType() {
			if len(call.Args) == 1 && IsString(tv.Type) && isText(ev.Info.TypeOf(call.Args[0])) {
				return ev.Eval(call.Args[0])
			}
			return Value{}
		}
		return ev.funcs.valueCall(ev, call)
	}
	if held, kind, ok := clients.HeldKey(ev.Info, call); ok {
		// An object holding a key is that key (rs.NewMutex(name),
		// lock.Key()); a SCAN's keys match its pattern; a search's
		// documents are keys of its index's prefixes.
		switch kind {
		case clients.HeldPattern:
			return ev.scannedKeys(call, held)
		case clients.HeldIndex:
			return ev.searchedKeys(call, held)
		case clients.HeldCommand:
			return ev.builtKeys(call, held)
		case clients.HeldList:
			return ev.heldList(held)
		case clients.HeldBatch:
			return ev.batchKeys(call, held, -1)
		}
		return ev.Eval(replyOf(ev.Info, held))
	}
	if m, ok := models[fn.FullName()]; ok {
		// A model that cannot tell leaves the call unknown: the standard
		// library has no key helpers to fall back on.
		return m(ev, call)
	}
	if v, ok := ev.joinCall(fn, call); ok {
		return v
	}
	return ev.helpers.producerCall(ev, call)
}

// SingleValue returns the one expression variable v holds at use, or nil.
func (ev *Evaluator) SingleValue(v *types.Var, use *ast.Ident) ast.Expr {
	if v.Parent() == ev.pkg.Scope() {
		return ev.globals.init(v)
	}
	defs, complete := ev.Locals().Reaching(v, use)
	if !complete || len(defs) != 1 || defs[0].Value == nil || defs[0].Op != token.ASSIGN {
		return nil
	}
	return defs[0].Value
}

// hole returns a single hole for e.
func (ev *Evaluator) hole(e ast.Expr, kind keyrules.HoleKind) Value {
	h := keyrules.NewHole(kind)
	if r, ok := ev.ExprRef(e); ok {
		// Two expressions that read the same object render the same
		// text under the same kind.
		r.Kind = kind
		h.ID = r
	}
	h.Unix = kind == keyrules.Int && isUnixTime(ev.Info, ev.Locals(), e)
	return Of(keyrules.Template{Parts: []keyrules.Part{{Hole: h, Origin: ev.Origins.Expr(e)}}})
}

// Unknown returns the value of an expression of which nothing is known.
func (ev *Evaluator) Unknown(e ast.Expr) Value {
	return ev.hole(e, keyrules.Unknown)
}

// ExprRef returns the variable or field path e reads, as one value.
// A deterministic call or an element read is its computation
// (valueids.go), and so is a local assigned once from one.
func (ev *Evaluator) ExprRef(e ast.Expr) (Ref, bool) {
	return ev.exprRef(e, 0)
}

func (ev *Evaluator) exprRef(e ast.Expr, depth int) (Ref, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := ev.Info.Uses[e]
		if obj == nil {
			obj = ev.Info.Defs[e]
		}
		v, ok := obj.(*types.Var)
		if !ok {
			return Ref{}, false
		}
		if r, ok := ev.assignedOnce(v, e, depth); ok {
			return r, true
		}
		return Ref{Root: VarRoot(obj)}, true
	case *ast.SelectorExpr:
		if x, ok := ev.exprRef(e.X, depth); ok {
			x.Path = x.Path.Field(e.Sel.Name)
			return x, true
		}
		if obj, ok := ev.Info.Uses[e.Sel].(*types.Var); ok && !obj.IsField() {
			return Ref{Root: VarRoot(obj)}, true
		}
	case *ast.StarExpr:
		return ev.exprRef(e.X, depth)
	case *ast.CallExpr:
		// Conversions keep identity: string(id), int64(n).
		if tv, ok := ev.Info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return ev.exprRef(e.Args[0], depth)
		}
		return ev.derivedRef(e, depth)
	case *ast.IndexExpr:
		return ev.derivedRef(e, depth)
	}
	return Ref{}, false
}

// IsString reports whether t is a string type.
func IsString(t types.Type) bool {
	if t == nil {
		return false
	}
	basic, ok := t.Underlying().(*types.Basic)
	return ok && basic.Info()&types.IsString != 0
}

// holdsKey reports whether a value of type t can hold a key: a string,
// or a lock object, which stands for the key it was made with.
func holdsKey(t types.Type) bool {
	return IsString(t) || clients.HoldsKey(t)
}

// isText reports whether t is a string or a byte slice.
func isText(t types.Type) bool {
	if IsString(t) {
		return true
	}
	s, ok := t.(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// AllLiteral reports whether every template is known text.
func AllLiteral(ts []keyrules.Template) bool {
	for _, t := range ts {
		if !t.IsLiteral() {
			return false
		}
	}
	return len(ts) > 0
}

// Callee returns the function or method a call statically names, or nil.
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn
}

// ConstString returns the value of a constant string expression.
func ConstString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// ConstantInt returns the value of a small non-negative integer constant.
func ConstantInt(v constant.Value) (int, bool) {
	i, exact := constant.Int64Val(constant.ToInt(v))
	if !exact || i < 0 || i > 1<<20 {
		return 0, false
	}
	return int(i), true
}
