package analyzer

import (
	"go/ast"

	"github.com/rediskeylint/rediskeylint/internal/clients"
	"github.com/rediskeylint/rediskeylint/internal/keyflow"
)

// oneRowPerLock drops the site of a call that makes a lock object
// (redsync's NewMutex, which names the key of the SET its Lock sends)
// when a call on that object, whose makers are all known, sends that
// command: one lock operation gives one row per command. The lock is
// identified by the call that made it, never by its key's text.
func oneRowPerLock(eval *keyflow.Evaluator, list []*callSite) []*callSite {
	type sent struct {
		maker   *ast.CallExpr
		command string
	}
	done := map[sent]bool{}
	for _, site := range list {
		if site.wrapper != nil || !holdsKeys(site.desc) || site.desc.Recv == nil {
			continue
		}
		if makers, ok := eval.HeldMakers(site.desc.Recv); ok {
			for _, m := range makers {
				done[sent{m, site.desc.Command}] = true
			}
		}
	}
	out := list[:0:0]
	for _, site := range list {
		if site.wrapper == nil && done[sent{site.call, site.desc.Command}] {
			continue
		}
		out = append(out, site)
	}
	return out
}

// holdsKeys reports whether a client call acts on the keys of the lock
// object it is called on (clients.Held).
func holdsKeys(d *clients.Descriptor) bool {
	for _, k := range d.Keys {
		if k.Shape == clients.Held {
			return true
		}
	}
	return false
}
