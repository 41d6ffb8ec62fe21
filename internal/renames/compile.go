package renames

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"sort"
	"strconv"
)

// A fix that edits the value of a constant can break the build: two
// constants that differed only in case may become equal and repeat a map
// key or a switch case, a length may size an array. Renames that edit a
// constant declaration are therefore offered only when the package,
// edited, still type-checks; they are tried one at a time, each on top of
// the ones kept, so that the renames offered also compile together.

// compiling returns the renames whose edits keep the package compiling.
func (p *Plan) compiling(renames []*rename) []*rename {
	consts := constLiterals(p.pass.Files)
	var out, kept []*rename
	for _, r := range renames {
		if !editsConstant(r, consts) {
			out = append(out, r)
			continue
		}
		if p.typeChecks(append(kept, r)) {
			kept = append(kept, r)
			out = append(out, r)
		}
	}
	return out
}

// constLiterals returns the string literals inside constant declarations.
func constLiterals(files []*ast.File) map[*ast.BasicLit]bool {
	out := map[*ast.BasicLit]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			ast.Inspect(d, func(n ast.Node) bool {
				if gd, ok := n.(*ast.GenDecl); ok && gd.Tok == token.CONST {
					ast.Inspect(gd, func(n ast.Node) bool {
						if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
							out[lit] = true
						}
						return true
					})
					return false
				}
				return true
			})
		}
	}
	return out
}

func editsConstant(r *rename, consts map[*ast.BasicLit]bool) bool {
	for _, e := range r.edits {
		if consts[e.Lit] {
			return true
		}
	}
	return false
}

// typeChecks reports whether the package type-checks with the edits of
// renames applied to its files. Anything that prevents the check (a file
// that cannot be read, cgo) counts as failing: the rename is withheld.
func (p *Plan) typeChecks(renames []*rename) bool {
	pass := p.pass
	byFile := map[*token.File][]Edit{}
	for _, r := range renames {
		for _, e := range r.edits {
			f := pass.Fset.File(e.Pos)
			byFile[f] = append(byFile[f], e)
		}
	}
	readFile := pass.ReadFile
	if readFile == nil {
		readFile = os.ReadFile
	}
	fset := token.NewFileSet()
	var files []*ast.File
	imports := map[string]*types.Package{}
	for _, f := range pass.Files {
		for _, spec := range f.Imports {
			if spec.Path.Value == `"C"` {
				return false
			}
			if name := pass.TypesInfo.PkgNameOf(spec); name != nil {
				path, _ := strconv.Unquote(spec.Path.Value)
				imports[path] = name.Imported()
			}
		}
		tf := pass.Fset.File(f.FileStart)
		if tf == nil {
			return false
		}
		src, err := readFile(tf.Name())
		if err != nil {
			return false
		}
		edits := byFile[tf]
		sort.Slice(edits, func(i, j int) bool { return edits[i].Pos > edits[j].Pos })
		for _, e := range edits {
			from, to := tf.Offset(e.Pos), tf.Offset(e.End)
			if from < 0 || to > len(src) || from > to {
				return false
			}
			src = append(src[:from:from], append([]byte(e.Text), src[to:]...)...)
		}
		nf, err := parser.ParseFile(fset, tf.Name(), src, parser.SkipObjectResolution)
		if err != nil {
			return false
		}
		files = append(files, nf)
	}
	conf := types.Config{
		GoVersion: pass.Pkg.GoVersion(),
		Sizes:     pass.TypesSizes,
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if pkg, ok := imports[path]; ok {
				return pkg, nil
			}
			return nil, os.ErrNotExist
		}),
	}
	_, err := conf.Check(pass.Pkg.Path(), fset, files, nil)
	return err == nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
