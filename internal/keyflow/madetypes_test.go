package keyflow

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMadeTypes tells the types an interface value's objects are made
// with: a constructor returning the interface, a literal; not a
// parameter's.
func TestMadeTypes(t *testing.T) {
	p, f := checkSource(t, `package p

type Source interface{ Token() string }

type App struct{ prefix string }

func (a *App) Token() string { return a.prefix }

type Stable struct{ prefix string }

func (s *Stable) Token() string { return s.prefix }

func NewApp(prefix string) Source { return &App{prefix: prefix} }

func use(given Source) {
	var made Source = NewApp("a")
	kMade := made
	var lit Source = &Stable{prefix: "s"}
	kLit := lit
	kGiven := given
	_, _, _ = kMade, kLit, kGiven
}
`)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	exprs := keyExprs(f)
	names := func(tns []*types.TypeName) []string {
		var out []string
		for _, tn := range tns {
			out = append(out, tn.Name())
		}
		return out
	}
	made, ok := ev.MadeTypes(exprs["kMade"])
	require.True(t, ok)
	assert.Equal(t, []string{"App"}, names(made))
	lit, ok := ev.MadeTypes(exprs["kLit"])
	require.True(t, ok)
	assert.Equal(t, []string{"Stable"}, names(lit))
	_, ok = ev.MadeTypes(exprs["kGiven"])
	assert.False(t, ok, "a parameter's objects are not known")
}

// TestFieldValue reads a field from an object the code makes, and from a
// parameter's: the package's values, marked LimitObjects.
func TestFieldValue(t *testing.T) {
	p, f := checkSource(t, `package p

type Doc struct{ Id string }

func use(given *Doc) {
	home := &Doc{Id: "home"}
	_ = &Doc{Id: "draft"}
	kHome := home
	kGiven := given
	_, _ = kHome, kGiven
}
`)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	exprs := keyExprs(f)
	home := ev.FieldValue(exprs["kHome"], "Id")
	assert.Equal(t, []string{"home"}, texts(home))
	assert.Equal(t, NoLimit, home.Limit)
	given := ev.FieldValue(exprs["kGiven"], "Id")
	assert.ElementsMatch(t, []string{"home", "draft"}, texts(given))
	assert.Equal(t, LimitObjects, given.Limit)
	assert.True(t, ev.ObjectsKnown(exprs["kHome"]))
	assert.False(t, ev.ObjectsKnown(exprs["kGiven"]))
}

// TestReceiverTypes tells the types that receive a call of a method
// promoted from an embedded interface field: those the field is made
// with, through a literal, a constructor's parameter, or two embeddings;
// not a parameter's.
func TestReceiverTypes(t *testing.T) {
	p, f := checkSource(t, `package p

type Source interface{ Token() string }

type App struct{ prefix string }

func (a *App) Token() string { return a.prefix }

type Stable struct{}

func (s *Stable) Token() string { return "stable" }

func NewStable() Source { return &Stable{} }

type Client struct {
	Source
	name string
}

func NewClient(name string, s Source) *Client { return &Client{Source: s, name: name} }

type Admin struct{ *Client }

func use(given *Client) {
	lit := &Client{Source: &App{prefix: "a"}}
	kLit := lit.Token()
	made := NewClient("c", NewStable())
	kMade := made.Token()
	admin := &Admin{Client: NewClient("d", &App{})}
	kAdmin := admin.Token()
	kGiven := given.Token()
	_, _, _, _ = kLit, kMade, kAdmin, kGiven
}
`)
	p.Decls = FuncDecls(p.Info, p.Files)
	ev := New(p, &sources{}, nil)
	exprs := keyExprs(f)
	receivers := func(name string) ([]string, bool) {
		call := exprs[name].(*ast.CallExpr)
		tns, ok := ev.ReceiverTypes(call, Callee(p.Info, call))
		var out []string
		for _, tn := range tns {
			out = append(out, tn.Name())
		}
		return out, ok
	}
	got, ok := receivers("kLit")
	require.True(t, ok)
	assert.Equal(t, []string{"App"}, got)
	got, ok = receivers("kMade")
	require.True(t, ok, "a constructor's parameter is bound to the call's argument")
	assert.Equal(t, []string{"Stable"}, got)
	got, ok = receivers("kAdmin")
	require.True(t, ok)
	assert.Equal(t, []string{"App"}, got)
	_, ok = receivers("kGiven")
	assert.False(t, ok, "a parameter's objects are not known")
}
