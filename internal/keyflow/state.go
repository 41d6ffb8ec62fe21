package keyflow

import (
	"go/types"
)

// The evaluation's state that summaries change while they evaluate:
// bound variables, the objects being followed, and the view in which the
// fields a maker chose are holes. It is changed only through these
// methods, each of which restores what it changed; the analyzer reaches
// the view alone (TrackChosen, WithFieldHoles).

// bindVar gives variable v the value val until the returned function is
// called, which restores what v was bound to before: a helper's body
// evaluated with its call's arguments, a loop unrolled. The values of
// assignments are memoised per binding (freshMemo).
func (ev *Evaluator) bindVar(v *types.Var, val Value) (restore func()) {
	saved, had := ev.bound[v]
	ev.bound[v] = val
	restoreMemo := ev.freshMemo()
	return func() {
		restoreMemo()
		if had {
			ev.bound[v] = saved
		} else {
			delete(ev.bound, v)
		}
	}
}

// freshMemo starts an empty memo of the values of assignments until the
// returned function is called, which brings back the memo of before:
// what is memoised under some bindings does not hold under others.
func (ev *Evaluator) freshMemo() (restore func()) {
	defs, holeDefs := ev.defs, ev.holeDefs
	ev.defs, ev.holeDefs = nil, nil
	return func() { ev.defs, ev.holeDefs = defs, holeDefs }
}

// withinShare runs eval on a share of the step budget, maxBindSteps,
// and reports whether eval kept within it. Nested calls draw on the
// share of the outermost one, so that evaluating functions again with
// their calls' arguments, however deep and however many calls each
// makes, costs at most the share. eval runs on a fresh memo (freshMemo),
// since what it computes past the share is cut short.
func (ev *Evaluator) withinShare(eval func()) bool {
	defer ev.freshMemo()()
	if ev.ceiling != 0 {
		eval()
		return ev.steps <= ev.ceiling
	}
	ev.ceiling = ev.steps + maxBindSteps
	defer func() { ev.ceiling = 0 }()
	eval()
	return ev.steps <= ev.ceiling
}

// outsideShare runs eval on the package's budget alone, its steps not
// counted in the share of an enclosing withinShare: a summary, kept for
// every later use, is not cut by the share of the evaluation that first
// needed it.
func (ev *Evaluator) outsideShare(eval func()) {
	saved, start := ev.ceiling, ev.steps
	ev.ceiling = 0
	eval()
	if saved != 0 {
		ev.ceiling = saved + ev.steps - start
	}
}

// isVisiting reports whether obj is being followed further up the
// evaluation: following it again would be a cycle.
func (ev *Evaluator) isVisiting(obj types.Object) bool { return ev.visiting[obj] }

// visit marks obj as being followed until the returned function is called.
func (ev *Evaluator) visit(obj types.Object) (leave func()) {
	ev.visiting[obj] = true
	return func() { delete(ev.visiting, obj) }
}

// inFieldHoles reports whether the evaluation is in the view where the
// fields of a receiver that its maker chose are holes (WithFieldHoles).
func (ev *Evaluator) inFieldHoles() bool { return ev.fieldHoles }

// readChosen records that a field its maker chose was read outside that
// view: what was evaluated differs in it.
func (ev *Evaluator) readChosen() { ev.sawChosen = true }

// TrackChosen runs eval and reports whether it read a field its maker
// chose; the read counts for the enclosing evaluation too.
func (ev *Evaluator) TrackChosen(eval func()) bool {
	saw := ev.sawChosen
	ev.sawChosen = false
	if ev.production != nil {
		// The evaluation may go on in the production view: it reads for
		// both.
		if ev.production.TrackChosen(eval) {
			ev.sawChosen = true
		}
	} else {
		eval()
	}
	read := ev.sawChosen
	ev.sawChosen = saw || read
	return read
}

// WithFieldHoles runs eval in the view where the fields of a receiver
// that its maker chose are holes. The values of assignments and the
// summaries of key helpers are memoised apart in that view, since they
// differ there.
func (ev *Evaluator) WithFieldHoles(eval func()) {
	if ev.production != nil {
		// The evaluation may go on in the production view: the view
		// holds there too.
		inner := eval
		eval = func() { ev.production.WithFieldHoles(inner) }
	}
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
