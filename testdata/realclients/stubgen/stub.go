package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// spec selects what one stub package declares.
type spec struct {
	path string
	// roots are the objects to declare; "*" means every exported one.
	roots []string
	// keep limits the fields and methods of a type to the names listed.
	keep map[string][]string
}

// target is a set of packages stubbed together: types of one may appear in
// another's signatures (go-redis and its internal/proto).
type target []spec

// decl is one top-level declaration of a stub file.
type decl struct {
	order int // constants, variables, types, functions
	name  string
	text  string
}

// generator emits the stubs of one target.
type generator struct {
	specs   map[string]spec
	pkgs    map[string]*packages.Package
	queue   []types.Object
	queued  map[types.Object]bool
	decls   map[string][]decl
	imports map[string]map[string]bool
}

// generate returns the formatted stub file of every package of t.
func generate(t target, pkgs map[string]*packages.Package) (map[string][]byte, error) {
	g := &generator{
		specs:   map[string]spec{},
		pkgs:    pkgs,
		queued:  map[types.Object]bool{},
		decls:   map[string][]decl{},
		imports: map[string]map[string]bool{},
	}
	for _, s := range t {
		g.specs[s.path] = s
	}
	for _, s := range t {
		scope := pkgs[s.path].Types.Scope()
		roots := s.roots
		if slices.Equal(roots, []string{"*"}) {
			roots = slices.DeleteFunc(scope.Names(), func(n string) bool { return !token.IsExported(n) })
		}
		for _, name := range roots {
			obj := scope.Lookup(name)
			if obj == nil {
				return nil, fmt.Errorf("%s has no %s", s.path, name)
			}
			g.enqueue(obj)
		}
	}
	for len(g.queue) > 0 {
		obj := g.queue[0]
		g.queue = g.queue[1:]
		g.declare(obj)
	}
	files := map[string][]byte{}
	for _, s := range t {
		src, err := g.file(s.path)
		if err != nil {
			return nil, err
		}
		files[s.path] = src
	}
	return files, nil
}

func (g *generator) enqueue(obj types.Object) {
	if !g.queued[obj] {
		g.queued[obj] = true
		g.queue = append(g.queue, obj)
	}
}

// isStd reports whether the package belongs to the standard library and
// may be imported by a stub.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".") && !strings.Contains(path, "internal") && !strings.HasPrefix(path, "vendor/")
}

// writable reports whether a stub can spell t: it names only standard
// library types and types of stubbed packages (which it then declares too)
// and no instantiated generic type.
func (g *generator) writable(t types.Type) bool {
	ok := true
	var names []types.Object
	seen := map[types.Type]bool{}
	var walk func(types.Type)
	walk = func(t types.Type) {
		if !ok || seen[t] {
			return
		}
		seen[t] = true
		switch t := t.(type) {
		case *types.Basic:
		case *types.Pointer:
			walk(t.Elem())
		case *types.Slice:
			walk(t.Elem())
		case *types.Array:
			walk(t.Elem())
		case *types.Chan:
			walk(t.Elem())
		case *types.Map:
			walk(t.Key())
			walk(t.Elem())
		case *types.Signature:
			for v := range t.Params().Variables() {
				walk(v.Type())
			}
			for v := range t.Results().Variables() {
				walk(v.Type())
			}
		case *types.Struct:
			for f := range t.Fields() {
				walk(f.Type())
			}
		case *types.Interface:
			for e := range t.EmbeddedTypes() {
				walk(e)
			}
			for m := range t.ExplicitMethods() {
				walk(m.Type())
			}
		case *types.Alias:
			names = append(names, t.Obj())
		case *types.Named:
			if t.TypeArgs().Len() > 0 {
				ok = false
			}
			names = append(names, t.Obj())
		default:
			ok = false
		}
	}
	walk(t)
	for _, obj := range names {
		if obj.Pkg() == nil { // error, comparable
			continue
		}
		if _, stubbed := g.specs[obj.Pkg().Path()]; !stubbed && !isStd(obj.Pkg().Path()) {
			ok = false
		}
	}
	if ok {
		for _, obj := range names {
			if obj.Pkg() != nil && g.specs[obj.Pkg().Path()].path != "" {
				g.enqueue(obj)
			}
		}
	}
	return ok
}

// kept reports whether the spec keeps the member of the type.
func (g *generator) kept(obj types.Object, member string) bool {
	names, limited := g.specs[obj.Pkg().Path()].keep[obj.Name()]
	return !limited || slices.Contains(names, member)
}

// qualifier spells the packages of path's stub, recording its imports.
func (g *generator) qualifier(path string) types.Qualifier {
	return func(p *types.Package) string {
		if p.Path() == path {
			return ""
		}
		if g.imports[path] == nil {
			g.imports[path] = map[string]bool{}
		}
		g.imports[path][p.Path()] = true
		return p.Name()
	}
}

func (g *generator) add(path string, d decl) {
	g.decls[path] = append(g.decls[path], d)
}

// declare writes the declaration of obj, or nothing when a stub cannot
// spell its type.
func (g *generator) declare(obj types.Object) {
	path := obj.Pkg().Path()
	q := g.qualifier(path)
	switch obj := obj.(type) {
	case *types.Const:
		if !g.writable(obj.Type()) {
			return
		}
		if b, ok := obj.Type().(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
			g.add(path, decl{0, obj.Name(), fmt.Sprintf("const %s = %s\n", obj.Name(), obj.Val().ExactString())})
			return
		}
		g.add(path, decl{0, obj.Name(), fmt.Sprintf("const %s %s = %s\n",
			obj.Name(), types.TypeString(obj.Type(), q), obj.Val().ExactString())})
	case *types.Var:
		if g.writable(obj.Type()) {
			g.add(path, decl{1, obj.Name(), fmt.Sprintf("var %s %s\n", obj.Name(), types.TypeString(obj.Type(), q))})
		}
	case *types.Func:
		if g.writable(obj.Type()) {
			g.add(path, decl{3, obj.Name(), fmt.Sprintf("func %s%s { panic(\"stub\") }\n",
				obj.Name(), strings.TrimPrefix(types.TypeString(obj.Type(), q), "func"))})
		}
	case *types.TypeName:
		if obj.IsAlias() {
			rhs := obj.Type().(*types.Alias).Rhs()
			if g.writable(rhs) {
				g.add(path, decl{2, obj.Name(), fmt.Sprintf("type %s = %s\n", obj.Name(), types.TypeString(rhs, q))})
			}
			return
		}
		var b strings.Builder
		fmt.Fprintf(&b, "type %s %s\n", obj.Name(), g.typeBody(obj, q))
		named := obj.Type().(*types.Named)
		var methods []*types.Func
		for m := range named.Methods() {
			if m.Exported() && g.kept(obj, m.Name()) && g.writable(m.Type()) {
				methods = append(methods, m)
			}
		}
		slices.SortFunc(methods, func(a, b *types.Func) int { return strings.Compare(a.Name(), b.Name()) })
		for _, m := range methods {
			sig := m.Signature()
			recv := types.TypeString(sig.Recv().Type(), q)
			if n := sig.Recv().Name(); n != "" && n != "_" {
				recv = n + " " + recv
			}
			plain := types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), sig.Variadic())
			fmt.Fprintf(&b, "\nfunc (%s) %s%s { panic(\"stub\") }\n",
				recv, m.Name(), strings.TrimPrefix(types.TypeString(plain, q), "func"))
		}
		g.add(path, decl{2, obj.Name(), b.String()})
	}
}

// typeBody spells the right-hand side of a named type: the declared named
// type when the stub has it (type Get Incomplete), else the underlying type
// with the members a stub can spell.
func (g *generator) typeBody(obj *types.TypeName, q types.Qualifier) string {
	if rhs := g.declaredRHS(obj); rhs != nil && g.writable(rhs) {
		return types.TypeString(rhs, q)
	}
	switch u := obj.Type().Underlying().(type) {
	case *types.Struct:
		var fields []string
		for f := range u.Fields() {
			switch {
			case !f.Embedded() && (!f.Exported() || !g.kept(obj, f.Name())):
			case !g.writable(f.Type()):
			case f.Embedded():
				fields = append(fields, types.TypeString(f.Type(), q))
			default:
				fields = append(fields, f.Name()+" "+types.TypeString(f.Type(), q))
			}
		}
		if len(fields) == 0 {
			return "struct{}"
		}
		return "struct {\n\t" + strings.Join(fields, "\n\t") + "\n}"
	case *types.Interface:
		var lines []string
		for e := range u.EmbeddedTypes() {
			if g.writable(e) {
				lines = append(lines, types.TypeString(e, q))
			}
		}
		for m := range u.ExplicitMethods() {
			if m.Exported() && g.kept(obj, m.Name()) && g.writable(m.Type()) {
				lines = append(lines, m.Name()+strings.TrimPrefix(types.TypeString(m.Type(), q), "func"))
			}
		}
		if len(lines) == 0 {
			return "interface{}"
		}
		return "interface {\n\t" + strings.Join(lines, "\n\t") + "\n}"
	default:
		if !g.writable(u) {
			panic("stubgen cannot spell " + obj.String())
		}
		return types.TypeString(u, q)
	}
}

// declaredRHS returns the named type that obj's declaration names on its
// right-hand side, or nil.
func (g *generator) declaredRHS(obj *types.TypeName) types.Type {
	p := g.pkgs[obj.Pkg().Path()]
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				if ts.Name.Name != obj.Name() {
					continue
				}
				switch ts.Type.(type) {
				case *ast.Ident, *ast.SelectorExpr:
					if n, ok := p.TypesInfo.TypeOf(ts.Type).(*types.Named); ok {
						return n
					}
				}
				return nil
			}
		}
	}
	return nil
}

// file formats the stub of the package path.
func (g *generator) file(path string) ([]byte, error) {
	p := g.pkgs[path]
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by stubgen from %s@%s; DO NOT EDIT.\n\n", p.Module.Path, p.Module.Version)
	fmt.Fprintf(&b, "// Package %s is a declarations-only stub of %s for analysistest.\n", p.Name, path)
	fmt.Fprintf(&b, "package %s\n\n", p.Name)
	imports := slices.Sorted(maps.Keys(g.imports[path]))
	if len(imports) > 0 {
		b.WriteString("import (\n")
		for _, std := range []bool{true, false} {
			for _, imp := range imports {
				if isStd(imp) == std {
					fmt.Fprintf(&b, "\t%q\n", imp)
				}
			}
			b.WriteString("\n")
		}
		b.WriteString(")\n\n")
	}
	decls := g.decls[path]
	slices.SortFunc(decls, func(a, b decl) int {
		if a.order != b.order {
			return a.order - b.order
		}
		return strings.Compare(a.name, b.name)
	})
	for _, d := range decls {
		b.WriteString(d.text + "\n")
	}
	return format.Source(b.Bytes())
}
