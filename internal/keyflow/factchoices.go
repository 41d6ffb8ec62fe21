package keyflow

import (
	"go/token"
	"unique"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Branches and computed identities in facts. A key helper's templates
// reach the packages that call it with the branches of the configuration
// each was built in and the identities of their computed holes
// (valueids.go), so that two keys a caller builds with two helpers of
// another package are compared as in the helpers' own package: a
// condition on a field or package variable by its VarID, one on a
// parameter by its index (bound at each call), a computation by its
// function's FuncID and its arguments. What cannot travel (a condition
// or computation on a local of the exporting package) is left out: the
// caller then compares more alternatives, never fewer.

// A FactChoice is a keyrules.Branch in fact form: the condition tested
// (Var, parameter Arg when IsArg, or the identity Ref) and whether the
// template was built where it holds (Taken).
type FactChoice struct {
	Var     VarID
	Arg     int
	IsArg   bool
	Ref     *FactRef
	NilTest bool
	Length  bool
	Op      token.Token
	Konst   string
	Taken   bool
}

// A FactDerived is a computation (Root.Derived) in fact form: the
// function (zero for an element read) and its arguments.
type FactDerived struct {
	Fn   FuncID
	Args []FactArg
}

// A FactArg is an argument of a computation: a constant (its type and
// exact value) or what it reads.
type FactArg struct {
	Konst string
	Ref   *FactRef
}

// encodeChoices returns the choices that can travel in a fact.
func encodeChoices(cs []keyrules.Branch) []FactChoice {
	var out []FactChoice
	for _, b := range cs {
		c, ok := b.Cond.(condition)
		if !ok || c.param {
			continue
		}
		fc := FactChoice{Var: c.global, Arg: c.arg, IsArg: c.isArg, NilTest: c.nilTest, Length: c.length, Op: c.op, Konst: c.konst, Taken: b.Taken}
		if c.ref != (Ref{}) {
			if fc.Ref = encodeShared(c.ref); fc.Ref == nil {
				continue
			}
		}
		out = append(out, fc)
	}
	return out
}

// decodeChoices returns the choices of a fact template.
func decodeChoices(fcs []FactChoice) []keyrules.Branch {
	var out []keyrules.Branch
	for _, fc := range fcs {
		c := condition{global: fc.Var, arg: fc.Arg, isArg: fc.IsArg, nilTest: fc.NilTest, length: fc.Length, op: fc.Op, konst: fc.Konst}
		if r, ok := fc.Ref.ref().(Ref); ok {
			c.ref = r
		}
		out = append(out, keyrules.Branch{Cond: c, Taken: fc.Taken})
	}
	return out
}

// encodeShared returns r in fact form when it reads no local of the
// exporting package (a value that may differ between two calls), else nil.
func encodeShared(r Ref) *FactRef {
	if r.Root.Var != nil {
		return nil
	}
	return encodeRef(r)
}

// encodeDerived returns a computation in fact form, or nil when one of
// its arguments reads a local.
func encodeDerived(d derived) *FactDerived {
	fd := &FactDerived{Fn: d.fn, Args: make([]FactArg, d.n)}
	for i := 0; i < d.n; i++ {
		a := d.args[i]
		if a.konst != "" {
			fd.Args[i].Konst = a.konst
			continue
		}
		if fd.Args[i].Ref = encodeShared(a.ref); fd.Args[i].Ref == nil {
			return nil
		}
	}
	return fd
}

// root returns the computation's root; false when it has too many
// arguments to be one.
func (fd *FactDerived) root() (Root, bool) {
	if len(fd.Args) > maxDerivedArgs {
		return Root{}, false
	}
	d := derived{fn: fd.Fn, n: len(fd.Args)}
	for i, a := range fd.Args {
		if a.Ref == nil {
			d.args[i].konst = a.Konst
			continue
		}
		r, ok := a.Ref.ref().(Ref)
		if !ok {
			return Root{}, false
		}
		d.args[i].ref = r
	}
	return Root{Derived: unique.Make(d)}, true
}
