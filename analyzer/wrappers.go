package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// wrapperSet finds the package's wrappers, the functions that pass a
// parameter into a key position, to a fixpoint, with the sites that call
// them and the interface methods they implement.
type wrapperSet struct {
	*checker
	// units are the package's declarations with their sites.
	units []*unit
	// sinks are the package's own wrappers; widened the groups of their
	// keys bounded for good.
	sinks   map[*types.Func][]sinkKey
	widened map[sinkGroup]bool
	// importedSinks are the wrapper methods of dependencies, for calls
	// through interfaces (ifaces.go); nil until first needed.
	importedSinks []methodSink
	// commands are the package's command wrappers (commandsinks.go);
	// importedCommands the command wrappers of dependencies, nil until
	// first needed.
	commands         map[*types.Func]commandFact
	importedCommands []*types.Func
}

// A unit is one top-level declaration of the package and the sites of the
// calls inside it. Wrapper discovery recomputes the sites of a unit only
// when a function it calls becomes a wrapper or gains a key.
type unit struct {
	decl      ast.Decl
	enclosing *types.Func // the declared function, or nil
	sites     []*callSite
	// callees are the functions the unit calls; methods are also noted by
	// name, for calls through an interface whose implementation changed.
	callees map[*types.Func]bool
	methods map[string]bool
}

// findSites collects every call that sends a Redis command, outside
// generated files, then finds the package's wrappers to a fixpoint
// (solveWrappers).
func (c *wrapperSet) findSites() {
	for _, f := range c.pass.Files {
		if skipGenerated(f) {
			continue
		}
		for _, d := range f.Decls {
			u := &unit{decl: d, callees: make(map[*types.Func]bool), methods: make(map[string]bool)}
			if fd, ok := d.(*ast.FuncDecl); ok {
				u.enclosing, _ = c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			}
			ast.Inspect(d, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if fn := keyflow.Callee(c.pass.TypesInfo, call); fn != nil {
						u.callees[fn.Origin()] = true
						if fn.Signature().Recv() != nil {
							u.methods[fn.Name()] = true
						}
					}
				}
				return true
			})
			c.units = append(c.units, u)
		}
	}
	for _, u := range c.units {
		c.unitSites(u)
	}
	c.solveWrappers()
	c.sites = nil
	for _, u := range c.units {
		c.sites = append(c.sites, u.sites...)
	}
}

// unitSites recomputes the sites of one unit.
func (c *wrapperSet) unitSites(u *unit) {
	u.sites = nil
	ast.Inspect(u.decl, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		*c.at = call.Pos()
		if visitHook != nil {
			visitHook(call)
		}
		var sites []*callSite
		if c.eval.TrackChosen(func() { sites = c.site(call) }) {
			c.addSinkTemplates(call, sites)
		}
		for _, site := range sites {
			site.enclosing = u.enclosing
			u.sites = append(u.sites, site)
		}
		return true
	})
}

// solveWrappers finds every function and method of the package that passes
// a parameter on into a key position, however deep the chain of wrappers
// and in whatever order they are declared: a worklist over the units,
// repeated until no wrapper gains a key. A unit is revisited when a
// function it calls (or a method of the same name, which an interface call
// may reach) changed. The keys of one parameter and command are bounded
// (sinkKeys.add), so the loop ends.
func (c *wrapperSet) solveWrappers() {
	dirty := c.units
	for len(dirty) > 0 {
		changed := make(map[*types.Func]bool)
		for _, u := range dirty {
			for _, fn := range c.sinksOf(u) {
				changed[fn] = true
			}
		}
		if len(changed) == 0 {
			return
		}
		names := make(map[string]bool)
		for fn := range changed {
			names[fn.Name()] = true
		}
		dirty = nil
		for _, u := range c.units {
			if u.callsAny(changed, names) {
				c.unitSites(u)
				dirty = append(dirty, u)
			}
		}
	}
}

func (u *unit) callsAny(fns map[*types.Func]bool, methods map[string]bool) bool {
	for fn := range fns {
		if u.callees[fn] {
			return true
		}
	}
	for name := range methods {
		if u.methods[name] {
			return true
		}
	}
	return false
}

// sinksOf adds the sink keys the sites of u give its function: every key
// whose template holds one of the function's string parameters whole, or
// its keys slice. It returns the functions whose keys grew.
func (c *wrapperSet) sinksOf(u *unit) []*types.Func {
	var grew []*types.Func
	for _, site := range u.sites {
		fn := site.enclosing
		if fn == nil {
			continue
		}
		if c.addCommandSink(site) {
			grew = append(grew, fn)
		}
		params := keyflow.ParamIndex(fn)
		for _, key := range site.keys {
			templates := key.templates
			if key.sinkTemplates != nil {
				templates = key.sinkTemplates
			}
			for _, t := range templates {
				t, usesParams := keyflow.Normalize(t, params)
				if !usesParams {
					continue
				}
				for _, use := range keyParams(t) {
					if c.addSinkKey(fn, use.index, use.variadic, site.desc.Command, t, expiryOf(c.pass.TypesInfo, site, fn)) && (len(grew) == 0 || grew[len(grew)-1] != fn) {
						grew = append(grew, fn)
					}
				}
			}
		}
	}
	return grew
}

// A paramUse is a parameter a key template passes on.
type paramUse struct {
	index    int
	variadic bool
}

// keyParams returns the parameters template t passes on as (part of) a
// key, each once however often the key repeats it: its whole string
// parameters and keys slices; else the receiver, when t holds a string
// field of it that the object's maker chose. Binding a template binds
// all of its holes, so one use of each kind is enough.
func keyParams(t keyrules.Template) []paramUse {
	var whole, fields []paramUse
	seen := make(map[paramUse]bool)
	for _, p := range t.Parts {
		r, ok := keyflow.ParamOf(p.Hole)
		if !ok {
			continue
		}
		idx := r.Root.Param
		list := r.Path.IsRoot() && r.Shape.IsList()
		use := paramUse{idx, list}
		_, isField := r.Field()
		switch {
		case seen[use]:
		case idx >= 0 && (r.Whole() || list):
			whole = append(whole, use)
			seen[use] = true
		case idx == -1 && isField:
			fields = append(fields, use)
			seen[use] = true
		}
	}
	if len(whole) > 0 {
		return whole
	}
	return fields
}

// A sinkGroup is the keys of one parameter of one function for one command.
type sinkGroup struct {
	fn       *types.Func
	param    int
	variadic bool
	command  string
}

// addSinkKey adds template t to the keys of parameter param of fn for
// command, and reports whether they grew. Past keyflow.K templates the
// group is widened to one template (keyflow.Widen) and stays so: what a
// recursive wrapper keeps prefixing is bounded.
func (c *wrapperSet) addSinkKey(fn *types.Func, param int, variadic bool, command string, t keyrules.Template, expiry wrapperExpiry) bool {
	g := sinkGroup{fn, param, variadic, command}
	if c.widened[g] {
		return false
	}
	ft := keyflow.EncodeTemplate(t)
	var group []keyrules.Template
	for _, k := range c.sinks[fn] {
		if k.Param == param && k.Variadic == variadic && k.Command == command {
			if k.Template.ReadsAlike(ft) {
				return false
			}
			group = append(group, k.Template.Template(nil))
		}
	}
	if len(group) < keyflow.K {
		c.sinks[fn] = append(c.sinks[fn], sinkKey{Param: param, Variadic: variadic, Command: command, Template: ft, Expiry: expiry})
		return true
	}
	// Replace the group with its widening.
	widened := keyflow.Widen(append(group, t), noOrigins{})
	keys := c.sinks[fn][:0:0]
	for _, k := range c.sinks[fn] {
		if k.Param != param || k.Variadic != variadic || k.Command != command {
			keys = append(keys, k)
		}
	}
	c.sinks[fn] = append(keys, sinkKey{Param: param, Variadic: variadic, Command: command, Template: keyflow.EncodeTemplate(widened), Expiry: expiry})
	c.widened[g] = true
	return true
}

// noOrigins serves templates of facts, whose parts have no origin.
type noOrigins struct{}

func (noOrigins) Shift(origin, _ int) int { return origin }

// addSinkTemplates sets the sinkTemplates of the keys of sites, the sites
// of call: call's keys rebuilt in the view where the receiver's chosen
// fields are holes (keyflow.Evaluator.WithFieldHoles).
func (c *wrapperSet) addSinkTemplates(call *ast.CallExpr, sites []*callSite) {
	var view []*callSite
	c.eval.WithFieldHoles(func() { view = c.site(call) })
	if len(view) != len(sites) {
		return
	}
	for i, s := range sites {
		if len(view[i].keys) != len(s.keys) {
			continue
		}
		for j := range s.keys {
			s.keys[j].sinkTemplates = view[i].keys[j].templates
		}
	}
}
