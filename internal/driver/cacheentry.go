package driver

import (
	"cmp"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// An entry is what the cache holds for one package: the facts the
// analyzer exported on it and the findings it reported there.
type entry struct {
	Facts    []cachedFact
	Findings []Finding // without Package and Fingerprint, set when collected

	decoded []decodedFact // Facts, once decodeFacts has run
}

// A decodedFact is a cachedFact ready to export.
type decodedFact struct {
	Object objectpath.Path
	Fact   analysis.Fact
}

// A cachedFact is one fact, on an object of the package named by its
// path from the package scope, or on the package itself (Object "").
// Entries are JSON, which, unlike gob (whose type numbers depend on the
// order a process first meets its types), writes equal entries as equal
// bytes in every run.
type cachedFact struct {
	Object objectpath.Path
	Type   string          // the fact's type, as reflect names it
	Data   json.RawMessage // the fact
}

// record makes the entry of the package of pass, after the analyzer ran
// on it and reported diags. Facts on objects that no path reaches (a
// local type, say) are left out: no importer can ask for them.
func record(pass *analysis.Pass, diags []analysis.Diagnostic) (*entry, error) {
	e := &entry{}
	var enc objectpath.Encoder
	for _, f := range pass.AllObjectFacts() {
		if f.Object.Pkg() != pass.Pkg {
			continue // inherited from an import, which has its own entry
		}
		path, err := enc.For(f.Object)
		if err != nil {
			continue
		}
		cf, err := encodeFact(path, f.Fact)
		if err != nil {
			return nil, err
		}
		e.Facts = append(e.Facts, cf)
	}
	for _, f := range pass.AllPackageFacts() {
		if f.Package != pass.Pkg {
			continue
		}
		cf, err := encodeFact("", f.Fact)
		if err != nil {
			return nil, err
		}
		e.Facts = append(e.Facts, cf)
	}
	// The order of the facts is a map's: sort them, so that equal
	// analyses write equal entries.
	slices.SortFunc(e.Facts, func(a, b cachedFact) int {
		return cmp.Or(cmp.Compare(a.Object, b.Object), cmp.Compare(a.Type, b.Type))
	})
	for _, d := range diags {
		e.Findings = append(e.Findings, findingOf(pass.Fset, d))
	}
	return e, nil
}

func encodeFact(path objectpath.Path, fact analysis.Fact) (cachedFact, error) {
	data, err := json.Marshal(fact)
	if err != nil {
		return cachedFact{}, fmt.Errorf("encoding %T fact: %v", fact, err)
	}
	return cachedFact{Object: path, Type: reflect.TypeOf(fact).String(), Data: data}, nil
}

// replay exports on pass, a package the cache answered, the facts of its
// entry. Its types come from export data, which holds the objects an
// importer can name; a fact on any other object is dropped, as go vet
// drops it.
func replay(pass *analysis.Pass, e *entry) {
	for _, f := range e.decoded {
		if f.Object == "" {
			pass.ExportPackageFact(f.Fact)
			continue
		}
		if obj, err := objectpath.Object(pass.Pkg, f.Object); err == nil && obj.Pkg() == pass.Pkg {
			pass.ExportObjectFact(obj, f.Fact)
		}
	}
}

// decodeFacts decodes the facts of e, each into a new value of the one of
// factTypes its Type names.
func (e *entry) decodeFacts(factTypes []analysis.Fact) error {
	types := map[string]reflect.Type{}
	for _, f := range factTypes {
		t := reflect.TypeOf(f)
		types[t.String()] = t
	}
	for _, cf := range e.Facts {
		t, ok := types[cf.Type]
		if !ok {
			return fmt.Errorf("a %s fact, which the analyzer does not declare", cf.Type)
		}
		fact := reflect.New(t.Elem()).Interface().(analysis.Fact)
		if err := json.Unmarshal(cf.Data, fact); err != nil {
			return fmt.Errorf("decoding a %s fact: %v", cf.Type, err)
		}
		e.decoded = append(e.decoded, decodedFact{Object: cf.Object, Fact: fact})
	}
	return nil
}

func (e *entry) encode() ([]byte, error) { return json.Marshal(e) }

func decodeEntry(data []byte) (*entry, error) {
	e := &entry{}
	if err := json.Unmarshal(data, e); err != nil {
		return nil, err
	}
	return e, nil
}
