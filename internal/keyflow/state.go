package keyflow

import (
	"go/types"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// The evaluation's state that summaries change while they evaluate:
// bound variables, the objects being followed, and the view in which the
// fields a maker chose are holes. It is changed only through these
// methods, each of which restores what it changed.

// Bind gives variable v the value ts until the returned function is
// called, which restores what v was bound to before: a helper's body
// evaluated with its call's arguments.
func (ev *Evaluator) Bind(v *types.Var, ts []keyrules.Template) (restore func()) {
	saved, had := ev.bound[v]
	ev.bound[v] = ts
	return func() {
		if had {
			ev.bound[v] = saved
		} else {
			delete(ev.bound, v)
		}
	}
}

// Visiting reports whether obj is being followed further up the
// evaluation: following it again would be a cycle.
func (ev *Evaluator) Visiting(obj types.Object) bool { return ev.visiting[obj] }

// Visit marks obj as being followed until the returned function is called.
func (ev *Evaluator) Visit(obj types.Object) (leave func()) {
	ev.visiting[obj] = true
	return func() { delete(ev.visiting, obj) }
}

// FieldHoles reports whether the evaluation is in the view where the
// fields of a receiver that its maker chose are holes (WithFieldHoles).
func (ev *Evaluator) FieldHoles() bool { return ev.fieldHoles }

// ReadChosen records that a field its maker chose was read outside that
// view: what was evaluated differs in it.
func (ev *Evaluator) ReadChosen() { ev.sawChosen = true }

// TrackChosen runs eval and reports whether it read a field its maker
// chose; the read counts for the enclosing evaluation too.
func (ev *Evaluator) TrackChosen(eval func()) bool {
	saw := ev.sawChosen
	ev.sawChosen = false
	eval()
	read := ev.sawChosen
	ev.sawChosen = saw || read
	return read
}

// WithFieldHoles runs eval in the view where the fields of a receiver
// that its maker chose are holes. The values of assignments and the
// summaries of key helpers are memoised apart in that view, since they
// differ there.
func (ev *Evaluator) WithFieldHoles(eval func()) {
	swap := func() {
		ev.defs, ev.holeDefs = ev.holeDefs, ev.defs
		ev.helpers.producers, ev.ctors.holeProducers = ev.ctors.holeProducers, ev.helpers.producers
	}
	swap()
	ev.fieldHoles = true
	defer func() {
		ev.fieldHoles = false
		swap()
	}()
	eval()
}
