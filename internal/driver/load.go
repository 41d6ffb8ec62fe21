package driver

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/internal/clients"
)

// LoadOptions say which packages to load and how.
type LoadOptions struct {
	Dir   string   // the directory patterns are relative to; "" for the working directory
	Tests bool     // include test files (the test variants of each package)
	Tags  string   // comma-separated build tags
	Env   []string // variables added to the environment of the go command
}

// Load loads the packages matched by patterns for checker.Analyze: the
// packages that matter to the analyzer (see the package doc) with full
// syntax and types, the others type-checked from their declarations and
// cut out of the import graph. It is the one place that decides how
// packages are loaded. A package that does not load is an error naming
// it, never a silently smaller run.
func Load(patterns []string, opts LoadOptions) ([]*packages.Package, error) {
	pkgs, matter, err := load(patterns, opts)
	if err != nil {
		return nil, err
	}
	prune(pkgs, matter)
	return pkgs, nil
}

// load loads the packages as Load says, without pruning the graph, and
// returns the IDs of the packages that matter.
func load(patterns []string, opts LoadOptions) ([]*packages.Package, map[string]bool, error) {
	cfg := &packages.Config{Tests: opts.Tests, Dir: opts.Dir}
	if opts.Tags != "" {
		cfg.BuildFlags = []string{"-tags=" + opts.Tags}
	}
	if len(opts.Env) > 0 {
		cfg.Env = append(os.Environ(), opts.Env...)
	}

	// The import graph alone (go list, nothing parsed) says what matters.
	graph := *cfg
	graph.Mode = packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule
	roots, err := packages.Load(&graph, patterns...)
	if err != nil {
		return nil, nil, err
	}
	if len(roots) == 0 {
		return nil, nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	matter := mattering(roots)
	trimmed := trimmedFiles(roots, matter)

	full := *cfg
	full.Mode = packages.LoadAllSyntax
	full.ParseFile = func(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
		f, err := parser.ParseFile(fset, filename, src, parser.AllErrors|parser.ParseComments)
		if pkg := trimmed[filename]; pkg != nil && err == nil {
			trimBodies(f, pkg)
		}
		return f, err
	}
	pkgs, err := packages.Load(&full, patterns...)
	if err != nil {
		return nil, nil, err
	}
	if len(pkgs) == 0 {
		return nil, nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		const most = 10
		if len(errs) > most {
			errs = append(errs[:most], fmt.Sprintf("and %d more", len(errs)-most))
		}
		return nil, nil, fmt.Errorf("packages do not load:\n\t%s", strings.Join(errs, "\n\t"))
	}
	return pkgs, matter, nil
}

// mattering returns the IDs of the packages of the graph below roots that
// matter to the analyzer (see Load).
func mattering(roots []*packages.Package) map[string]bool {
	home := map[string]bool{} // module paths of the user's code; "" for no module
	for _, r := range roots {
		home[modulePath(r)] = true
	}
	packages.Visit(roots, nil, func(p *packages.Package) {
		if m := p.Module; m != nil && m.Main {
			home[m.Path] = true
		}
	})
	goroot := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	standard := func(p *packages.Package) bool {
		return build.Default.GOROOT != "" && len(p.GoFiles) > 0 && strings.HasPrefix(p.GoFiles[0], goroot)
	}

	matter := map[string]bool{}
	// reachesLib says whether a package is or imports a client library;
	// Visit calls its second function on the imports of a package first.
	reachesLib := map[string]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		lib := clients.IsClientPackage(p.PkgPath)
		reach, importMatters := lib, false
		for _, q := range p.Imports {
			reach = reach || reachesLib[q.ID]
			importMatters = importMatters || matter[q.ID]
		}
		reachesLib[p.ID] = reach
		switch {
		case standard(p):
			matter[p.ID] = false
		case lib:
			matter[p.ID] = importMatters
		default:
			matter[p.ID] = home[modulePath(p)] || reach || importMatters
		}
	})
	for _, r := range roots {
		matter[r.ID] = true
	}
	return matter
}

func modulePath(p *packages.Package) string {
	if p.Module == nil {
		return ""
	}
	return p.Module.Path
}

// trimmedFiles returns the Go files of the packages that do not matter,
// each with its package, and none of a package that matters.
func trimmedFiles(roots []*packages.Package, matter map[string]bool) map[string]*packages.Package {
	files := map[string]*packages.Package{}
	kept := map[string]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		for _, f := range p.GoFiles {
			if matter[p.ID] {
				kept[f] = true
			} else {
				files[f] = p
			}
		}
	})
	for f := range kept {
		delete(files, f)
	}
	return files
}

// trimBodies drops the function bodies of f, a file of pkg, keeping what
// type-checking its declarations needs. A body becomes "for {}", which
// needs no result and no name: go/types requires a body of init and of
// generic functions. An import that only the bodies used becomes a blank
// import, lest it be unused. A file with a dot import is left whole.
func trimBodies(f *ast.File, pkg *packages.Package) {
	for _, imp := range f.Imports {
		if imp.Name != nil && imp.Name.Name == "." {
			return
		}
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil {
			at := fn.Body.Lbrace
			fn.Body = &ast.BlockStmt{
				Lbrace: at,
				List:   []ast.Stmt{&ast.ForStmt{For: at, Body: &ast.BlockStmt{Lbrace: at, Rbrace: at}}},
				Rbrace: fn.Body.Rbrace,
			}
		}
	}
	used := map[string]bool{}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			continue
		}
		ast.Inspect(d, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok {
					used[id.Name] = true
				}
			}
			return true
		})
	}
	for _, imp := range f.Imports {
		if imp.Name != nil && imp.Name.Name == "_" {
			continue
		}
		name := ""
		if imp.Name != nil {
			name = imp.Name.Name
		} else if path, err := strconv.Unquote(imp.Path.Value); err == nil && pkg.Imports[path] != nil {
			name = pkg.Imports[path].Name
		}
		if name != "" && !used[name] {
			imp.Name = &ast.Ident{NamePos: imp.Path.Pos(), Name: "_"}
		}
	}
	f.Comments = nil
}

// prune cuts the packages that do not matter out of the import graph of
// pkgs, so that checker.Analyze neither runs on them nor waits for them.
func prune(pkgs []*packages.Package, matter map[string]bool) {
	packages.Visit(pkgs, func(p *packages.Package) bool {
		for path, q := range p.Imports {
			if !matters(q, matter) {
				delete(p.Imports, path)
			}
		}
		return true
	}, nil)
}

// matters reports whether the package matters; a package the first load
// did not see is taken to.
func matters(p *packages.Package, matter map[string]bool) bool {
	m, seen := matter[p.ID]
	return m || !seen
}
