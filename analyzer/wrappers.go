package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/declindex"
	"github.com/rediskeylint/rediskeylint/internal/expiry"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// wrapperSolution is the package's wrappers, the functions that pass a
// parameter into a key position, solved to a fixpoint, with the sites of
// every unit of the index in that final state.
type wrapperSolution struct {
	sinks *sinkTable
	sites [][]*callSite // by unit of the index
	// closures are the function literals whose calls were followed.
	closures map[*ast.FuncLit]bool
}

// solveWrappers finds every function and method of the package that passes
// a parameter on into a key position, however deep the chain of wrappers
// and in whatever order they are declared: a worklist whose items are the
// groups of keys of one parameter and command (sinkGroup), over the caller
// edges of the index. The sites of every unit are collected once; when a
// group grows, only the units that call its function (or a method of the
// same name, which an interface call may reach) are re-evaluated, until
// no group grows. A group is bounded (sinkTable.add), so the loop ends
// with no cap on rounds.
func solveWrappers(ix *declindex.Index, b *siteBuilder) *wrapperSolution {
	sol := &wrapperSolution{sinks: b.sinks, sites: make([][]*callSite, len(ix.Units)), closures: b.closures}
	dirty := make([]int, len(ix.Units))
	for i := range dirty {
		dirty[i] = i
	}
	for len(dirty) > 0 {
		for _, i := range dirty {
			sol.sites[i] = b.unitSites(ix.Units[i])
		}
		var grew []*types.Func
		for _, i := range dirty {
			for _, g := range sol.sinks.addFrom(b, sol.sites[i]) {
				grew = append(grew, g.fn)
			}
		}
		dirty = ix.CallersOf(grew)
	}
	return sol
}

// addFrom adds the sink keys that sites give the functions they stand in:
// every key whose template holds one of the function's string parameters
// whole, or its keys slice. It returns the groups whose keys grew.
func (t *sinkTable) addFrom(b *siteBuilder, sites []*callSite) []sinkGroup {
	info := b.pass.TypesInfo
	var grew []sinkGroup
	for _, site := range sites {
		fn := site.enclosing
		if fn == nil {
			continue
		}
		if t.addCommand(site) {
			// A command wrapper: its callers' calls become calls of a command.
			grew = append(grew, sinkGroup{fn: fn})
		}
		params := keyflow.ParamIndex(fn)
		branches := b.eval.ParamChoices(fn, site.call.Pos())
		var values valueChoices
		for k, key := range site.keys {
			templates := key.templates
			if key.sinkTemplates != nil {
				templates = key.sinkTemplates
			}
			for _, tmpl := range templates {
				text := tmpl
				tmpl, usesParams := keyflow.Normalize(tmpl, params)
				if !usesParams {
					continue
				}
				if values == nil {
					values = b.valueChoices(fn, site)
				}
				choices := append(slices.Clip(branches), values.of(k, text)...)
				for _, use := range keyParams(tmpl) {
					g := sinkGroup{fn: fn, param: use.index, variadic: use.variadic, command: site.desc.Command}
					if t.add(g, tmpl, expiry.OfWrapper(info, site.desc, site.args, fn), choices, key.limit) {
						grew = append(grew, g)
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
// key, each once however often the key repeats it: its keys slices (each
// element a key of its own); else its whole string parameters; else a
// parameter or the receiver whose string field it holds (a field of the
// object the caller passes, or that the object's maker chose). Binding a
// template binds all of its holes, so one use of each kind is enough.
func keyParams(t keyrules.Template) []paramUse {
	var lists, whole, fields []paramUse
	seen := make(map[paramUse]bool)
	for _, p := range t.Parts {
		r, ok := keyflow.ParamOf(p.Hole)
		if !ok {
			continue
		}
		idx := r.Root.Param
		list := r.KeyList()
		use := paramUse{idx, list}
		_, isField := r.Field()
		switch {
		case seen[use]:
		case idx >= 0 && list:
			lists = append(lists, use)
		case idx >= 0 && r.Whole():
			whole = append(whole, use)
		case isField:
			fields = append(fields, use)
		}
		seen[use] = true
	}
	switch {
	case len(lists) > 0:
		return lists
	case len(whole) > 0:
		return whole
	case len(fields) > 0:
		return fields[:1]
	}
	return nil
}

// A sinkGroup is the keys of one parameter of one function for one
// command: the item of wrapper discovery.
type sinkGroup struct {
	fn       *types.Func
	param    int
	variadic bool
	command  string
}

// holds reports whether k is one of the group's keys.
func (g sinkGroup) holds(k sinkKey) bool {
	return k.Param == g.param && k.Variadic == g.variadic && k.Command == g.command
}

// key is the group's key with template ft.
func (g sinkGroup) key(ft keyflow.FactTemplate, expiry expiry.Wrapper, choices []keyflow.ParamChoice, limit keyflow.Limit) sinkKey {
	return sinkKey{Param: g.param, Variadic: g.variadic, Command: g.command, Template: ft, Expiry: expiry, Choices: choices, Limit: limit}
}

// add adds template tmpl, sent where choices select and cut short by
// limit, to the keys of group g, and reports whether they grew. A
// template sent in two branches is sent whatever the choice. Past
// keyflow.K templates the group is widened to one template, sent by every
// call, and stays so: what a recursive wrapper keeps prefixing is
// bounded. The widening keeps the parameter (keyflow.WidenAround), so
// that callers still bind it and are sites, their keys marked
// keyflow.LimitWidened. Such a key of a called wrapper is one element
// apart (up to K of them): it does not count towards the group's own K.
func (t *sinkTable) add(g sinkGroup, tmpl keyrules.Template, expiry expiry.Wrapper, choices []keyflow.ParamChoice, limit keyflow.Limit) bool {
	if t.widened[g] {
		return false
	}
	ft := keyflow.EncodeTemplate(tmpl)
	var group []keyrules.Template
	called := 0 // the widened keys of called wrappers
	for i, k := range t.own[g.fn] {
		switch {
		case !g.holds(k):
		case k.Template.ReadsAlike(ft):
			return t.widenChoices(g.fn, i, choices)
		case k.Limit == keyflow.LimitWidened:
			called++
		default:
			group = append(group, k.Template.Template(nil))
		}
	}
	if len(group) < keyflow.K || limit == keyflow.LimitWidened && called < keyflow.K {
		t.own[g.fn] = append(t.own[g.fn], g.key(ft, expiry, choices, limit))
		return true
	}
	// Replace the group with its widening.
	widened := keyflow.WidenAround(append(group, tmpl), func(t keyrules.Template) int {
		return keyflow.ParamPart(t, g.param, g.variadic)
	}, keyflow.FactOrigins{})
	keys := t.own[g.fn][:0:0]
	for _, k := range t.own[g.fn] {
		if !g.holds(k) || k.Limit == keyflow.LimitWidened {
			keys = append(keys, k)
		}
	}
	t.own[g.fn] = append(keys, g.key(keyflow.EncodeTemplate(widened), expiry, nil, keyflow.LimitWidened))
	t.widened[g] = true
	return true
}

// addSinkTemplates sets the sinkTemplates of the keys of sites, the sites
// of call: call's keys rebuilt in the view where the receiver's chosen
// fields are holes (keyflow.Evaluator.WithFieldHoles).
func (b *siteBuilder) addSinkTemplates(call *ast.CallExpr, sites []*callSite) {
	var view []*callSite
	b.eval.WithFieldHoles(func() { view = b.site(call) })
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
