package driver

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"go/types"
	"maps"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"
)

// Sharing the analysis of a dependency's test variant.
//
// With tests, a package b that the external test of a imports, and that
// imports a, comes twice: b, and "b [a.test]", the same files compiled
// against "a [a.test]" (a with its _test.go files). Its analysis differs
// from b's only through what it reads beyond its files: the facts of its
// imports (the analyzer reaches another package's code through facts
// alone) and their types (test files add declarations to a, but change
// none that b's files name). So b's facts stand for b [a.test]'s when
// every fact it can see is one b sees: each test variant below it that is
// analysed from source (a [a.test]) exports the facts its plain package
// exports, on every object an importer can see, and each other test
// variant below it is shared in turn. b [a.test] is never a root of the
// run (no pattern names it), so its findings are not wanted, only its
// facts, for the external test above it.
//
// Such a variant is read from export data, as a package that does not
// matter, and on it the analyzer's place is taken by the replay of b's
// facts once b's analysis is done. The facts below it are compared then;
// when a's test files did change one (a test that sets a field, say), or
// b was not analysed, the variant is parsed, type-checked and analysed
// from source there and then, and its facts replayed on its types from
// export data, as the result cache replays an entry.

// A sharing decides, for one load, which test variants of dependencies
// take their plain package's facts, and hands the facts over during the
// analysis.
type sharing struct {
	// Set by plan and bind, read-only during the analysis.
	plainOf map[*packages.Package]*packages.Package            // a test variant → its plain package
	checks  map[*packages.Package][]*packages.Package          // a shared variant → the source test variants below it
	imports map[*packages.Package]map[string]*packages.Package // a shared variant's, before the load prunes them
	shared  map[*types.Package]*packages.Package               // by types, the shared variants of the run
	results map[*types.Package]*shareResult                    // the facts handed over or compared
	same    map[*packages.Package]*sameFacts                   // a compared variant → whether its facts are its plain package's

	checker   *typeChecker  // the load's, for a variant analysed from source
	aborted   chan struct{} // closed when an analysis failed: no result may come
	abortOnce sync.Once
}

// A shareResult is the facts one package exported, set once done is
// closed.
type shareResult struct {
	done  chan struct{}
	entry *entry // nil when err is set
	err   error
}

// sameFacts memoises one comparison of a test variant's facts with its
// plain package's.
type sameFacts struct {
	once sync.Once
	err  error // nil when they are the same
}

// errAborted is what a shared variant waits for in vain: the analysis of
// a package failed, and the run with it.
var errAborted = errors.New("the analysis of a package failed")

func newSharing() *sharing { return &sharing{aborted: make(chan struct{})} }

// plan returns the IDs of the test variants below roots whose plain
// package's facts stand for theirs (see above). analysed says which
// packages the run analyses: those that matter and that the cache does
// not answer; only those are shared, when the plain package is in the
// graph, both were built by the go command and have the same files.
func (s *sharing) plan(roots []*packages.Package, analysed map[string]bool) map[string]bool {
	byID := map[string]*packages.Package{}
	packages.Visit(roots, nil, func(p *packages.Package) { byID[p.ID] = p })
	s.plainOf = map[*packages.Package]*packages.Package{}
	s.checks = map[*packages.Package][]*packages.Package{}
	s.imports = map[*packages.Package]map[string]*packages.Package{}
	shared := map[string]bool{}
	// Visit calls its function on a package's imports first.
	packages.Visit(roots, nil, func(p *packages.Package) {
		plain := byID[p.PkgPath]
		if p.ForTest == "" || plain == nil || plain.ForTest != "" {
			return
		}
		s.plainOf[p] = plain
		if p.PkgPath == p.ForTest || !analysed[p.ID] || !built(p) || !built(plain) ||
			!slices.Equal(p.CompiledGoFiles, plain.CompiledGoFiles) {
			return
		}
		var below []*packages.Package
		for _, q := range p.Imports {
			switch {
			case q.ForTest == "":
			case shared[q.ID]:
				below = append(below, s.checks[q]...)
			case s.plainOf[q] != nil:
				below = append(below, q)
			default:
				return // a test variant with no plain package to compare
			}
		}
		slices.SortFunc(below, func(a, b *packages.Package) int { return cmp.Compare(a.ID, b.ID) })
		shared[p.ID] = true
		s.checks[p] = slices.Compact(below)
		s.imports[p] = maps.Clone(p.Imports)
	})
	return shared
}

// built reports whether the go command built p without errors: its
// export data is there.
func built(p *packages.Package) bool { return p.ExportFile != "" && len(p.Errors) == 0 }

// bind readies the hand-over for the analysis of the graph below roots,
// once the load has given every package its types: found are the entries
// the cache answered, and a package below no root, or ill-typed while a
// skips such packages, is never analysed.
func (s *sharing) bind(roots []*packages.Package, found map[*packages.Package]*entry, a *analysis.Analyzer) {
	s.shared = map[*types.Package]*packages.Package{}
	s.results = map[*types.Package]*shareResult{}
	s.same = map[*packages.Package]*sameFacts{}
	reached := map[*packages.Package]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) { reached[p] = true })
	want := func(p *packages.Package) {
		if s.results[p.Types] != nil {
			return
		}
		r := &shareResult{done: make(chan struct{})}
		s.results[p.Types] = r
		switch e := found[p]; {
		case e != nil:
			r.entry = e
			close(r.done)
		case !reached[p] || (p.IllTyped && !a.RunDespiteErrors):
			r.err = fmt.Errorf("%s is not analysed", p.ID)
			close(r.done)
		}
	}
	for p, below := range s.checks {
		if !reached[p] {
			continue
		}
		s.shared[p.Types] = p
		want(s.plainOf[p])
		for _, x := range below {
			want(x)
			want(s.plainOf[x])
			if s.same[x] == nil {
				s.same[x] = &sameFacts{}
			}
		}
	}
}

// wrap returns a, which replays on a shared variant its plain package's
// facts and hands over the facts of the packages a shared variant needs.
func (s *sharing) wrap(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		if p := s.shared[pass.Pkg]; p != nil {
			if err := s.replayPlain(a, pass, p); err != nil {
				return nil, err
			}
			return zeroResult(a), nil
		}
		result, err := a.Run(pass)
		if err != nil {
			s.abortOnce.Do(func() { close(s.aborted) })
		}
		if r := s.results[pass.Pkg]; r != nil {
			if err != nil {
				r.err = err
			} else {
				r.entry = snapshot(pass)
			}
			close(r.done)
		}
		return result, err
	}
	return &w
}

// replayPlain exports on pass, the shared variant p, its plain package's
// facts when the facts below p are known to be its plain package's, else
// the facts of its own analysis from source.
func (s *sharing) replayPlain(a *analysis.Analyzer, pass *analysis.Pass, p *packages.Package) error {
	plain, err := s.wait(s.plainOf[p])
	for _, x := range s.checks[p] {
		if err != nil {
			break
		}
		err = s.compare(x)
	}
	if err != nil {
		return s.fromSource(a, pass, p)
	}
	replay(pass, plain)
	return nil
}

// compare returns nil when the test variant x exported the facts its plain
// package did, on the objects an importer can see.
func (s *sharing) compare(x *packages.Package) error {
	same := s.same[x]
	same.once.Do(func() {
		plain := s.plainOf[x]
		ex, err := s.wait(x)
		if err != nil {
			same.err = err
			return
		}
		ep, err := s.wait(plain)
		if err != nil {
			same.err = err
			return
		}
		fx, err := visibleFacts(x.Types, ex)
		if err != nil {
			same.err = err
			return
		}
		fp, err := visibleFacts(plain.Types, ep)
		if err != nil {
			same.err = err
			return
		}
		if !slices.EqualFunc(fx, fp, func(a, b cachedFact) bool {
			return a.Object == b.Object && a.Type == b.Type && bytes.Equal(a.Data, b.Data)
		}) {
			same.err = fmt.Errorf("the test files of %s change its facts", plain.PkgPath)

		}
	})
	return same.err
}

// wait returns the facts p exported, once its analysis is done.
func (s *sharing) wait(p *packages.Package) (*entry, error) {
	r := s.results[p.Types]
	select {
	case <-r.done:
		return r.entry, r.err
	case <-s.aborted:
		select {
		case <-r.done: // both may be ready
			return r.entry, r.err
		default:
			return nil, errAborted
		}
	}
}

// snapshot returns the facts the analyzer exported on the package of pass,
// on the objects a path names, as replay wants them.
func snapshot(pass *analysis.Pass) *entry {
	e := &entry{}
	var enc objectpath.Encoder
	for _, f := range pass.AllObjectFacts() {
		if f.Object.Pkg() != pass.Pkg {
			continue
		}
		if path, err := enc.For(f.Object); err == nil {
			e.decoded = append(e.decoded, decodedFact{Object: path, Fact: f.Fact})
		}
	}
	for _, f := range pass.AllPackageFacts() {
		if f.Package == pass.Pkg {
			e.decoded = append(e.decoded, decodedFact{Fact: f.Fact})
		}
	}
	return e
}

// visibleFacts returns the facts of e, a package of types pkg, that an
// importer can see, encoded and in order: those on the package, and on the
// objects of pkg that the checker passes on to importers (every object a
// path names but a function that is neither exported nor a method).
func visibleFacts(pkg *types.Package, e *entry) ([]cachedFact, error) {
	var out []cachedFact
	for _, f := range e.decoded {
		if f.Object != "" {
			obj, err := objectpath.Object(pkg, f.Object)
			if err != nil {
				continue // not in the export data the other side came from
			}
			if fn, ok := obj.(*types.Func); ok && !fn.Exported() && fn.Signature().Recv() == nil {
				continue
			}
		}
		cf, err := encodeFact(f.Object, f.Fact)
		if err != nil {
			return nil, err
		}
		out = append(out, cf)
	}
	slices.SortFunc(out, func(a, b cachedFact) int {
		return cmp.Or(cmp.Compare(a.Object, b.Object), cmp.Compare(a.Type, b.Type), bytes.Compare(a.Data, b.Data))
	})
	return out, nil
}
