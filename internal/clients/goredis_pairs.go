package clients

import (
	"go/types"
	"reflect"
	"strings"
)

// pairsSpec returns the spec of the key/value pairs of MSET and MSETNX,
// passed to the variadic parameter: spelled out they alternate key and
// value; one argument is read by its static type, as go-redis expands it: a
// map's keys are keys, a struct's `redis` tag names are (its field values
// never are), a slice alternates.
func pairsSpec(c *call, i int) *ArgSpec {
	n := c.sig.Params().Len() - 1
	if !c.sig.Variadic() || n != i || n >= len(c.args) {
		return nil
	}
	args := c.args[n:]
	if len(args) > 1 && !c.expr.Ellipsis.IsValid() {
		return &ArgSpec{Arg: n, Shape: Pairs, Rest: true}
	}
	if c.expr.Ellipsis.IsValid() {
		return &ArgSpec{Arg: n, Shape: Pairs}
	}
	t := c.info.TypeOf(args[0])
	if t == nil {
		return &ArgSpec{Arg: n, Shape: Pairs}
	}
	if _, ok := t.Underlying().(*types.Map); ok {
		return &ArgSpec{Arg: n, Shape: PairsMap}
	}
	if tags, ok := StructTagKeys(t); ok {
		return &ArgSpec{Arg: n, Shape: StructTags, Tags: tags}
	}
	return &ArgSpec{Arg: n, Shape: Pairs}
}

// StructTagKeys returns the keys go-redis writes for a struct (or pointer
// to struct) argument of MSET: the `redis` tag names of its exported fields,
// "name" of `redis:"name,omitempty"`; fields without a tag or tagged "-"
// are left out. It reports false when t is no such struct, or one go-redis
// sends as a single value (time.Time, an encoding.BinaryMarshaler).
func StructTagKeys(t types.Type) ([]string, bool) {
	if types.NewMethodSet(t).Lookup(nil, "MarshalBinary") != nil {
		return nil, false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n := namedOf(t); n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time" {
		return nil, false
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, false
	}
	var keys []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() {
			continue
		}
		tag := reflect.StructTag(st.Tag(i)).Get("redis")
		name, _, _ := strings.Cut(tag, ",")
		if name == "" || name == "-" {
			continue
		}
		keys = append(keys, name)
	}
	return keys, true
}
