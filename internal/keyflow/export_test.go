package keyflow

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
)

// exportedFacts runs ExportFacts on src, package p in one file, and
// returns the facts it exports by the name of their object.
func exportedFacts(t *testing.T, src string) map[string]analysis.Fact {
	t.Helper()
	p, _ := checkSource(t, src)
	p.Decls = FuncDecls(p.Info, p.Files)
	out := map[string]analysis.Fact{}
	p.Facts.Export = func(obj types.Object, fact analysis.Fact) {
		name := obj.Name()
		if fn, ok := obj.(*types.Func); ok {
			name = fn.FullName()
		}
		out[name] = fact
	}
	New(p, &sources{}, nil).ExportFacts()
	return out
}

// TestNoFactOnLocalFields checks that a field of a struct type declared
// inside a function, which no other package can name, gets no fact,
// while a field of a package-level type assigned the same way does.
func TestNoFactOnLocalFields(t *testing.T) {
	facts := exportedFacts(t, `package p

type Config struct{ Prefix string }

var Default = Config{Prefix: "session:"}

func Cases() int {
	cases := []struct{ Name string }{{Name: "first"}, {Name: "second"}}
	type local struct{ Label string }
	_ = local{Label: "third"}
	return len(cases)
}
`)
	if assert.Contains(t, facts, "Prefix") {
		assert.Equal(t, `value("session:")`, facts["Prefix"].(*FieldConst).String())
	}
	assert.NotContains(t, facts, "Name", "a field of an anonymous struct in a function body")
	assert.NotContains(t, facts, "Label", "a field of a type declared in a function body")
}

// TestEnclosingFunc checks the function found for positions inside and
// outside the bodies of a package's functions.
func TestEnclosingFunc(t *testing.T) {
	p, f := checkSource(t, `package p

var before = "x"

func A() string { return "a" }

func (T) B() string { return "b" }

type T struct{ S string }
`)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			assert.Nil(t, ev.enclosingFunc(d.Pos()), "outside every body")
			continue
		}
		fn := p.Info.Defs[fd.Name]
		assert.Nil(t, ev.enclosingFunc(fd.Pos()), "the signature is outside the body")
		assert.Equal(t, fn, ev.enclosingFunc(fd.Body.Lbrace))
		assert.Equal(t, fn, ev.enclosingFunc(fd.Body.Rbrace))
		assert.Nil(t, ev.enclosingFunc(fd.Body.End()))
	}
}

// TestMayConstruct checks the functions whose signature alone rules out
// a constructor's summary: no result, or a first result that is neither
// an interface nor a struct with a field that can hold a key, and no
// options.
func TestMayConstruct(t *testing.T) {
	p, _ := checkSource(t, `package p

type Named struct{ Prefix string }
type Counts struct{ N int; Next *Counts }
type Option func(*Counts)
type Maker interface{ Make() }

func NewNamed() *Named { return &Named{} }
func NewCounts() *Counts { return &Counts{} }
func NewCountsWith(opts ...Option) *Counts { return &Counts{} }
func NewMaker() Maker { return nil }
func Name() string { return "" }
func Reset() {}
`)
	for name, want := range map[string]bool{
		"NewNamed": true, "NewCounts": false, "NewCountsWith": true, "NewMaker": true, "Name": false, "Reset": false,
	} {
		fn := p.Types.Scope().Lookup(name).(*types.Func)
		assert.Equal(t, want, mayConstruct(fn), name)
	}
}

// TestIsEmptyInterface checks the parameters rangedValue may look up: of
// type any, or of a type parameter constrained by any, and no other.
func TestIsEmptyInterface(t *testing.T) {
	p, _ := checkSource(t, `package p

type Stringer interface{ String() string }

func F[T any, S Stringer](a any, b interface{}, c string, d Stringer, e T, f S) {}
`)
	params := p.Types.Scope().Lookup("F").(*types.Func).Signature().Params()
	want := []bool{true, true, false, false, true, false}
	for i := 0; i < params.Len(); i++ {
		assert.Equal(t, want[i], isEmptyInterface(params.At(i).Type()), params.At(i).Name())
	}
}

// TestPlainReturn checks that a return plainReturn lets a summary take
// as it is lies in no branch of the configuration, and that it tells
// the returns that follow a test of the configuration; a test of
// something else (an error) does not make the returns after it branches.
func TestPlainReturn(t *testing.T) {
	p, f := checkSource(t, `package p

var cluster bool
var mode string

func Plain(id string) string { return "user:" + id }

func AfterLocal(id string) string {
	k := "user:" + id
	return k
}

func AfterIf(id string) string {
	if cluster {
		return "{user}:" + id
	}
	return "user:" + id
}

func AfterErr(id string) (string, error) {
	k, err := build(id)
	if err != nil {
		return "", err
	}
	return k, nil
}

func AfterParam(id string) string {
	if id == "" {
		return "anonymous"
	}
	return "user:" + id
}

func AfterElseIf(id string, n int) string {
	if n > 3 {
		return "many:" + id
	} else if cluster {
		return "{user}:" + id
	}
	return "user:" + id
}

func build(id string) (string, error) { return "user:" + id, nil }

func InSwitch(id string) string {
	switch mode {
	case "a":
		return "a:" + id
	}
	return "b:" + id
}
`)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	plain := map[string]int{}
	// Every return of these runs in a branch of the configuration.
	configured := map[string]bool{"AfterIf": true, "AfterParam": true, "AfterElseIf": true, "InSwitch": true}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			ret, ok := n.(*ast.ReturnStmt)
			if !ok {
				return true
			}
			pos := ret.Results[0].Pos()
			if ev.plainReturn(fd.Body, pos) {
				plain[fd.Name.Name]++
				assert.Empty(t, ev.branchesAt(pos), fd.Name.Name)
			} else if configured[fd.Name.Name] {
				assert.NotEmpty(t, ev.branchesAt(pos), fd.Name.Name)
			}
			return true
		})
	}
	assert.Equal(t, map[string]int{"Plain": 1, "AfterLocal": 1, "AfterErr": 1, "build": 1}, plain)
}
