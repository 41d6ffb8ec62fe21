package clients

import "go/types"

// mirrored returns the command method that fn, a method of an interface
// declared outside the client libraries, mirrors: a method of the command
// set of a library (go-redis's Cmdable) with the same name and an
// identical signature, whose results are that library's own types, as in
//
//	type Store interface {
//		Get(ctx context.Context, key string) *redis.StringCmd
//	}
//
// Only a go-redis client (or an adapter of the same shape) can implement
// such a method, so a call of it sends the go-redis command, wherever the
// client comes from. It returns nil otherwise.
func mirrored(fn *types.Func) *types.Func {
	sig := fn.Signature()
	recv := sig.Recv()
	if recv == nil || !types.IsInterface(recv.Type()) || sig.Results().Len() == 0 {
		return nil
	}
	n := namedOf(sig.Results().At(0).Type())
	if n == nil || n.Obj().Pkg() == nil {
		return nil
	}
	pkg := n.Obj().Pkg()
	ls := candidates(pkg.Path())
	if len(ls) == 0 || ls[0].commandSet == "" {
		return nil
	}
	cmdable, _ := pkg.Scope().Lookup(ls[0].commandSet).(*types.TypeName)
	if cmdable == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(cmdable.Type(), true, pkg, fn.Name())
	m, _ := obj.(*types.Func)
	if m == nil || !types.Identical(m.Signature(), sig) { // receivers are not compared
		return nil
	}
	return m
}
