package keyflow

import (
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
