package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/hashtag"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// An atomicGroup is a set of keys Redis must find in one slot: the keys of
// one multi-key command or script, or of one transaction.
type atomicGroup struct {
	// at is the call the diagnostic is reported at.
	at *ast.CallExpr
	// what names the operation for messages ("MGET", "the transaction").
	what string
	// desc is the call that forms the group (the command, the script, the
	// call opening the transaction); it tells how a cross-slot group
	// fails, per client and version.
	desc *clients.Descriptor
	keys []keyArg
}

// crossSlotRule reports the atomic groups whose keys are, or may be, in
// different slots of a cluster, saying what the client and Redis then do.
type crossSlotRule struct {
	// version gives the go-redis version the package builds with.
	version func() string
}

func (x crossSlotRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleCrossslot) {
		return
	}
	version := x.version()
	callers := forwardedKeys(s)
	for _, g := range atomicGroups(s) {
		// On a client whose type proves it talks to a Redis Cluster, keys
		// of unknown value are as likely as any two keys to be in two slots.
		cluster := clients.OnCluster(s.pass.TypesInfo, g.at)
		g.keys = knownKeys(g.keys, cluster, callers)
		if len(g.keys) < 2 {
			continue
		}
		checkGroup(s, r, g, g.desc.Consequence(version))
	}
}

// knownKeys drops the keys of which nothing is known: such a key (a
// caller's parameter, an unresolved value) may be in any slot, the others'
// included, so it proves nothing either way. On a cluster client a value
// the code computes is kept: two such values are in two slots but by
// chance; a caller's parameter is still left to the callers, where the
// wrapper's call is a site of its own.
func knownKeys(keys []keyArg, cluster bool, callers map[ast.Expr]bool) []keyArg {
	var out []keyArg
	for _, k := range keys {
		if !representative(k).IsUnknown() || cluster && !callers[k.expr] {
			out = append(out, k)
		}
	}
	return out
}

// forwardedKeys returns the key expressions that hold a parameter of the
// wrapper they stand in.
func forwardedKeys(s *siteSet) map[ast.Expr]bool {
	out := make(map[ast.Expr]bool)
	for _, site := range s.list {
		for _, k := range site.keys {
			if forwarded(s, site, k) {
				out[k.expr] = true
			}
		}
	}
	return out
}

// checkGroup compares every key of a group with the first one.
func checkGroup(s *siteSet, r *reporter, g atomicGroup, consequence string) {
	first := g.keys[0]
	a := representative(first)
	var unproven *keyArg
	for i := range g.keys[1:] {
		k := g.keys[1+i]
		b := representative(k)
		if sameVariable(s, first, k) || keyrules.SameSlotByChoice(first.templates, k.templates) {
			continue
		}
		switch keyrules.SameSlot(a, b) {
		case keyrules.SlotSame:
			continue
		case keyrules.SlotDifferent:
			sa, _ := a.Slot()
			sb, _ := b.Slot()
			r.at(g.at, g.at, keyrules.RuleCrossslot, about(slotPairSubject{a.Shape(), b.Shape(), true}), fmt.Sprintf(
				"keys %q (slot %d) and %q (slot %d) of %s are in different slots: %s",
				a.String(), sa, b.String(), sb, g.what, consequence), related(first, k)...)
			return
		default:
			if unproven == nil {
				unproven = &g.keys[1+i]
			}
		}
	}
	if unproven != nil {
		b := representative(*unproven)
		hint := hashtag.Hint(a, b, r.cfg.Separator)
		if a.IsUnknown() && b.IsUnknown() {
			hint = "the client is a cluster client and nothing keeps two values of unknown text in one slot: give both keys the same hash tag"
		}
		r.at(g.at, g.at, keyrules.RuleCrossslot, about(slotPairSubject{a.Shape(), b.Shape(), false}), fmt.Sprintf(
			"keys %q and %q of %s may be in different slots: %s; %s",
			a.String(), b.String(), g.what, consequence, hint), related(first, *unproven)...)
	}
}

// sameVariable reports whether two keys are two uses of one string
// variable holding the same assignment: one value, whatever it is. Two
// elements of one slice share their expression, not their value.
func sameVariable(s *siteSet, a, b keyArg) bool {
	ia, okA := ast.Unparen(a.expr).(*ast.Ident)
	ib, okB := ast.Unparen(b.expr).(*ast.Ident)
	if !okA || !okB || ia == ib {
		return false
	}
	if t, ok := s.pass.TypesInfo.TypeOf(ia).Underlying().(*types.Basic); !ok || t.Info()&types.IsString == 0 {
		return false
	}
	v, ok := s.pass.TypesInfo.Uses[ia].(*types.Var)
	if !ok || v != s.pass.TypesInfo.Uses[ib] {
		return false
	}
	def := s.reaching(v, ia.Pos())
	return def != nil && def == s.reaching(v, ib.Pos())
}

// representative is the template a key is compared by: its first one.
func representative(k keyArg) keyrules.Template {
	if len(k.templates) == 0 {
		return keyrules.Template{Parts: []keyrules.Part{{Hole: keyrules.NewHole(keyrules.Unknown)}}}
	}
	return k.templates[0]
}

func related(keys ...keyArg) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, k := range keys {
		out = append(out, analysis.RelatedInformation{Pos: k.expr.Pos(), End: k.expr.End(), Message: "key " + representative(k).String()})
	}
	return out
}
