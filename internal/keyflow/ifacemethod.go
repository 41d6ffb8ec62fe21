package keyflow

import "go/types"

// InterfaceOf returns the interface whose method m is, or nil for a
// function or a concrete method: a call of an interface method reaches
// whichever implementation the receiver holds.
func InterfaceOf(m *types.Func) *types.Interface {
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, _ := recv.Type().Underlying().(*types.Interface)
	return iface
}
