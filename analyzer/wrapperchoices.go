package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/rediskeylint/rediskeylint/internal/keyflow"
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
