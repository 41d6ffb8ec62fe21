package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Branches of a wrapper chosen by a constant argument. A wrapper that
// sends its key inside the branch of a parameter's value,
//
//	switch t {
//	case TicketCorp:
//		return s.rdb.Get(ctx, "ticket:corp:"+app).Val()
//	default:
//		return s.rdb.Get(ctx, "ticket:js:"+app).Val()
//	}
//
// records with each key the branches that send it (sinkKey.Choices); a
// call that passes a constant for that parameter (getTicket(ctx, app,
// TicketCorp)) sends only the keys of the branch the constant selects.

// chosen reports whether a call of fn sends a key guarded by choices: no
// choice is told by a constant argument that does not select it.
func chosen(info *types.Info, call *ast.CallExpr, fn *types.Func, choices []keyflow.ParamChoice) bool {
	for _, c := range choices {
		arg := keyflow.ArgFor(call, fn, c.Param)
		if arg == nil {
			continue
		}
		if tv, ok := info.Types[arg]; ok && tv.Value != nil && !c.Selects(tv.Value) {
			return false
		}
	}
	return true
}

// widenChoices makes key i of fn, which another branch sends as well,
// sent whatever the choice unless both branches are the same; it reports
// whether the key changed.
func (t *sinkTable) widenChoices(fn *types.Func, i int, choices []keyflow.ParamChoice) bool {
	k := &t.own[fn][i]
	if len(k.Choices) == 0 || slices.EqualFunc(k.Choices, choices, sameChoice) {
		return false
	}
	k.Choices = nil
	return true
}

func sameChoice(a, b keyflow.ParamChoice) bool {
	return a.Param == b.Param && a.Others == b.Others && slices.Equal(a.Values, b.Values)
}

// A wrapper may also choose its key before sending it,
//
//	key := "ticket:js:" + app
//	if t == TicketCorp {
//		key = "ticket:corp:" + app
//	}
//	return s.rdb.Get(ctx, key).Val()
//
// The site is rebuilt with the parameter bound to each constant its
// branches test, and to one they do not: the constants under which a
// template is rebuilt are its choice.

// valueChoices are the choices of the templates of a site's keys, by key
// index and template text.
type valueChoices map[valueChoiceKey][]keyflow.ParamChoice

type valueChoiceKey struct {
	key      int
	template string
}

func (v valueChoices) of(key int, t keyrules.Template) []keyflow.ParamChoice {
	return v[valueChoiceKey{key, t.String()}]
}

// valueChoices rebuilds site, which stands in fn, under each constant of
// each parameter fn branches on (bound alone), and returns the choice
// of each template that some constant leaves out.
func (b *siteBuilder) valueChoices(fn *types.Func, site *callSite) valueChoices {
	out := valueChoices{}
	params := fn.Signature().Params()
	for i, consts := range b.eval.BranchConstants(fn) {
		other := keyflow.OtherConstant(consts)
		if other == nil {
			continue
		}
		rebuilt := func(x constant.Value) map[valueChoiceKey]bool {
			var view []*callSite
			b.eval.WithConst(params.At(i), x, func() {
				if hasSinkTemplates(site) {
					b.eval.WithFieldHoles(func() { view = b.site(site.call) })
				} else {
					view = b.site(site.call)
				}
			})
			return templatesOf(view, site)
		}
		byConst := make([]map[valueChoiceKey]bool, len(consts))
		for j, c := range consts {
			byConst[j] = rebuilt(c)
		}
		others := rebuilt(other)
		seen := map[valueChoiceKey]bool{}
		for _, m := range append(byConst, others) {
			for k := range m {
				seen[k] = true
			}
		}
		for k := range seen {
			var in, excluded []string
			for j, c := range consts {
				if byConst[j][k] {
					in = append(in, c.ExactString())
				} else {
					excluded = append(excluded, c.ExactString())
				}
			}
			switch {
			case len(excluded) == 0 && others[k]:
				// every value rebuilds it: no choice
			case others[k]:
				out[k] = append(out[k], keyflow.ParamChoice{Param: i, Values: excluded, Others: true})
			default:
				out[k] = append(out[k], keyflow.ParamChoice{Param: i, Values: in})
			}
		}
	}
	return out
}

func hasSinkTemplates(site *callSite) bool {
	for _, k := range site.keys {
		if k.sinkTemplates != nil {
			return true
		}
	}
	return false
}

// templatesOf returns the templates of the site of view that stands for
// site (the same command and number of keys), by key index and text.
func templatesOf(view []*callSite, site *callSite) map[valueChoiceKey]bool {
	out := map[valueChoiceKey]bool{}
	for _, v := range view {
		if v.desc.Command != site.desc.Command || len(v.keys) != len(site.keys) {
			continue
		}
		for k, key := range v.keys {
			for _, t := range key.templates {
				out[valueChoiceKey{k, t.String()}] = true
			}
		}
		break
	}
	return out
}

// unionKey adds k to keys unless one reads alike; that one is then sent
// whatever the choice, unless both are chosen alike: two implementations
// may send one key under different branches.
func unionKey(keys []sinkKey, k sinkKey) []sinkKey {
	i := slices.IndexFunc(keys, k.readsAlike)
	if i < 0 {
		return append(keys, k)
	}
	if !slices.EqualFunc(keys[i].Choices, k.Choices, sameChoice) {
		keys[i].Choices = nil
	}
	return keys
}
