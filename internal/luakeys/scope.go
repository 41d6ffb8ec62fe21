package luakeys

// scope is one Lua block: the locals it declares, within its parent's.
type scope struct {
	parent *scope
	depth  int
	vars   map[string]*variable
}

// variable is a local, or a global the script assigns.
type variable struct {
	name  string
	depth int // of the scope that declares it
	val   value
}

func newScope(parent *scope) *scope {
	s := &scope{parent: parent, vars: map[string]*variable{}}
	if parent != nil {
		s.depth = parent.depth + 1
	}
	return s
}

// lookup returns the variable of that name visible in the scope.
func (s *scope) lookup(name string) *variable {
	for ; s != nil; s = s.parent {
		if v, ok := s.vars[name]; ok {
			return v
		}
	}
	return nil
}

// declare makes a new local of the scope, shadowing any other of its name.
func (s *scope) declare(name string, val value) {
	s.vars[name] = &variable{name: name, depth: s.depth, val: val}
}

// frame records the variables of outer scopes that a branch, a loop body
// or a function body assigns, with the values they had before, so that the
// walk can restore them for the next branch and then make them unknown.
type frame struct {
	depth int
	saved map[*variable]value
	order []*variable
}

// set assigns a variable, recording the write in the innermost frame when
// the variable is declared outside it.
func (w *walker) set(v *variable, val value) {
	if n := len(w.frames); n > 0 {
		f := w.frames[n-1]
		if _, seen := f.saved[v]; !seen && v.depth < f.depth {
			f.saved[v] = v.val
			f.order = append(f.order, v)
		}
	}
	v.val = val
}

// enter opens a frame for a block whose scope is sc.
func (w *walker) enter(sc *scope) {
	w.frames = append(w.frames, &frame{depth: sc.depth, saved: map[*variable]value{}})
}

// leave closes the innermost frame, restores the variables it assigned
// and returns them. A variable the block left empty or nil is not
// returned: a script clears a key it does not use (`if k == none then k =
// "" end`) and tests for that before it touches the key, so the value it
// had before is the only key it can be.
func (w *walker) leave() []*variable {
	f := w.frames[len(w.frames)-1]
	w.frames = w.frames[:len(w.frames)-1]
	var changed []*variable
	for _, v := range f.order {
		if !cleared(v.val) {
			changed = append(changed, v)
		}
		v.val = f.saved[v]
	}
	return changed
}

// cleared reports whether a value is the empty string or nil.
func cleared(v value) bool {
	return v.kind == vString && len(v.parts) == 0 || v.kind == vNil
}

// unknownAfter makes the variables that a branch or loop assigned unknown
// from here on.
func (w *walker) unknownAfter(vars []*variable) {
	for _, v := range vars {
		w.set(v, hole(Branch, v.name))
	}
}
