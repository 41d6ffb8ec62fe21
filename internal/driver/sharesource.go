package driver

import (
	"fmt"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"
)

// fromSource analyses the shared variant p from source after all, as if
// it had not been shared (share.go): its files are parsed and type-checked
// into a package of their own, on the types of p's imports; a runs on it
// with the facts of p's imports; and the facts it exports are replayed on
// outer, the pass of p, whose types come from export data, as the result
// cache replays an entry.
func (s *sharing) fromSource(a *analysis.Analyzer, outer *analysis.Pass, p *packages.Package) error {
	src := *p
	src.Types = types.NewPackage(p.PkgPath, p.Name)
	src.Syntax, src.TypesInfo, src.Errors, src.TypeErrors = nil, nil, nil, nil
	src.Imports = s.imports[p] // the load pruned p's
	s.checker.typesMu.RLock()
	s.checker.checkSource(&src, src.Imports, true)
	s.checker.typesMu.RUnlock()
	if len(src.Errors) > 0 {
		return fmt.Errorf("%s does not type-check from source: %v", p.ID, src.Errors[0])
	}
	own := &ownFacts{pkg: src.Types, objects: map[types.Object][]analysis.Fact{}}
	pass := &analysis.Pass{
		Analyzer:     outer.Analyzer,
		Fset:         outer.Fset,
		Files:        src.Syntax,
		OtherFiles:   outer.OtherFiles,
		IgnoredFiles: outer.IgnoredFiles,
		Pkg:          src.Types,
		TypesInfo:    src.TypesInfo,
		TypesSizes:   outer.TypesSizes,
		Module:       outer.Module,
		ResultOf:     outer.ResultOf,
		Report:       outer.Report,
		ReadFile:     outer.ReadFile,
		ImportObjectFact: func(obj types.Object, ptr analysis.Fact) bool {
			if obj.Pkg() == src.Types {
				return own.object(obj, ptr)
			}
			return outer.ImportObjectFact(obj, ptr)
		},
		ExportObjectFact: own.exportObject,
		ImportPackageFact: func(pkg *types.Package, ptr analysis.Fact) bool {
			if pkg == src.Types {
				return own.pkgFact(ptr)
			}
			return outer.ImportPackageFact(pkg, ptr)
		},
		ExportPackageFact: func(f analysis.Fact) { own.packageFacts = setFact(own.packageFacts, f) },
		AllObjectFacts:    func() []analysis.ObjectFact { return append(outer.AllObjectFacts(), own.all()...) },
		AllPackageFacts: func() []analysis.PackageFact {
			out := outer.AllPackageFacts()
			for _, f := range own.packageFacts {
				out = append(out, analysis.PackageFact{Package: src.Types, Fact: f})
			}
			return out
		},
	}
	if _, err := a.Run(pass); err != nil {
		return err
	}
	var enc objectpath.Encoder
	for obj, facts := range own.objects {
		path, err := enc.For(obj)
		if err != nil {
			continue // no importer can name it
		}
		if o, err := objectpath.Object(outer.Pkg, path); err == nil && o.Pkg() == outer.Pkg {
			for _, f := range facts {
				outer.ExportObjectFact(o, f)
			}
		}
	}
	for _, f := range own.packageFacts {
		outer.ExportPackageFact(f)
	}
	return nil
}

// ownFacts are the facts an analysis from source exports on its package.
type ownFacts struct {
	pkg          *types.Package
	objects      map[types.Object][]analysis.Fact // one of each type
	packageFacts []analysis.Fact
}

func (o *ownFacts) object(obj types.Object, ptr analysis.Fact) bool {
	return getFact(o.objects[obj], ptr)
}

func (o *ownFacts) exportObject(obj types.Object, f analysis.Fact) {
	if obj.Pkg() != o.pkg {
		panic(fmt.Sprintf("a fact exported on %v, an object of another package than %s", obj, o.pkg.Path()))
	}
	o.objects[obj] = setFact(o.objects[obj], f)
}

func (o *ownFacts) pkgFact(ptr analysis.Fact) bool { return getFact(o.packageFacts, ptr) }

func (o *ownFacts) all() []analysis.ObjectFact {
	var out []analysis.ObjectFact
	for obj, facts := range o.objects {
		for _, f := range facts {
			out = append(out, analysis.ObjectFact{Object: obj, Fact: f})
		}
	}
	return out
}

// getFact copies into ptr the fact of its type among facts, as the
// checker does.
func getFact(facts []analysis.Fact, ptr analysis.Fact) bool {
	for _, f := range facts {
		if reflect.TypeOf(f) == reflect.TypeOf(ptr) {
			reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(f).Elem())
			return true
		}
	}
	return false
}

// setFact returns facts with f in place of the fact of its type.
func setFact(facts []analysis.Fact, f analysis.Fact) []analysis.Fact {
	for i, g := range facts {
		if reflect.TypeOf(g) == reflect.TypeOf(f) {
			facts[i] = f
			return facts
		}
	}
	return append(facts, f)
}
