package analyzer

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/clients"
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
	for _, g := range atomicGroups(s) {
		g.keys = knownKeys(g.keys)
		if len(g.keys) < 2 {
			continue
		}
		checkGroup(r, g, g.desc.Consequence(version))
	}
}

// knownKeys drops the keys of which nothing is known: such a key (a
// caller's parameter, an unresolved value) may be in any slot, the others'
// included, so it proves nothing either way.
func knownKeys(keys []keyArg) []keyArg {
	var out []keyArg
	for _, k := range keys {
		if !representative(k).IsUnknown() {
			out = append(out, k)
		}
	}
	return out
}

// checkGroup compares every key of a group with the first one.
func checkGroup(r *reporter, g atomicGroup, consequence string) {
	first := g.keys[0]
	a := representative(first)
	var unproven *keyArg
	for i := range g.keys[1:] {
		k := g.keys[1+i]
		b := representative(k)
		switch keyrules.SameSlot(a, b) {
		case keyrules.SlotSame:
			continue
		case keyrules.SlotDifferent:
			sa, _ := a.Slot()
			sb, _ := b.Slot()
			r.at(g.at, g.at, keyrules.RuleCrossslot, fmt.Sprintf(
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
		r.at(g.at, g.at, keyrules.RuleCrossslot, fmt.Sprintf(
			"keys %q and %q of %s may be in different slots: %s; %s",
			a.String(), b.String(), g.what, consequence, tagHint(a, b, r.cfg.Separator)), related(first, *unproven)...)
	}
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
