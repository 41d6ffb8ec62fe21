package keyflow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestViaNamesWhatRendersTheText(t *testing.T) {
	p, _ := checkSource(t, `package keys
type Config struct{ Prefix string }
type Store struct{}
func (Store) Key(id string) string { return "s:" + id }
func User(id string) string { return "u:" + id }
var Default = Config{Prefix: "app"}`)
	scope := p.Types.Scope()
	def := scope.Lookup("Default").(*types.Var)
	prefix := def.Type().Underlying().(*types.Struct).Field(0)
	key, _, _ := types.LookupFieldOrMethod(scope.Lookup("Store").Type(), true, p.Types, "Key")

	assert.True(t, Via{}.IsZero())
	assert.Equal(t, "", Via{}.String())
	assert.Equal(t, "keys.User(...)", ViaFunc(scope.Lookup("User").(*types.Func)).String())
	assert.Equal(t, "keys.Store.Key(...)", ViaFunc(key.(*types.Func)).String())
	assert.Equal(t, "keys.Default", Via{Obj: def}.String())
	assert.Equal(t, "keys.Default.Prefix", Via{Obj: def, Field: prefix}.String())
	assert.NotEqual(t, Via{Obj: def}, Via{Obj: def, Field: prefix}, "a variable and its field are two subjects")
}
