package keyflow

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestInterfaceOf(t *testing.T) {
	p, _ := checkSource(t, `package p
type Store interface{ Get(key string) string }
type Named Store
type cache struct{}
func (cache) Get(key string) string { return key }
func get(key string) string { return key }`)
	scope := p.Types.Scope()
	method := func(typ string) *types.Func {
		obj, _, _ := types.LookupFieldOrMethod(scope.Lookup(typ).Type(), true, p.Types, "Get")
		return obj.(*types.Func)
	}
	assert.Same(t, scope.Lookup("Store").Type().Underlying(), InterfaceOf(method("Store")))
	assert.NotNil(t, InterfaceOf(method("Named")), "a named interface type of an interface")
	assert.Nil(t, InterfaceOf(method("cache")), "a concrete method")
	assert.Nil(t, InterfaceOf(scope.Lookup("get").(*types.Func)), "a function")
}
