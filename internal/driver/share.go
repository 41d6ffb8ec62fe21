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

	"github.com/rediskeylint/rediskeylint/internal/factscan"
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
// every fact b's analysis read is one b [a.test]'s would read: on each
// test variant below it (a [a.test], and the variants between), the facts
// b read are those of the plain package. b [a.test] is never a root of
// the run (no pattern names it), so its findings are not wanted, only its
// facts, for the external test above it.
//
// Such a variant is read from export data, as a package that does not
// matter, and on it the analyzer's place is taken by the replay of b's
// facts once b's analysis is done. The facts below it are compared then.
// a's test files may change one (a test that sets a field, say); that
// changes b's analysis only when b read it: b's analysis is watched for
// the facts it asks for, by object or by package, and for whether it
// scanned every fact of a type (internal/factscan: a fact type read so
// says so). So b's facts still stand for b [a.test]'s unless b asked for
// a fact that differs below, or scanned and a fact of a scanned type
// differs. Else, or when b was not analysed (the result cache answered
// it), the variant is parsed, type-checked and analysed from source there
// and then, and its facts replayed on its types from export data, as the
// result cache replays an entry; its own facts are then compared in turn
// for the shared variants above it.

// A sharing decides, for one load, which test variants of dependencies
// take their plain package's facts, and hands the facts over during the
// analysis.
type sharing struct {
	// Set by plan and bind, read-only during the analysis.
	plainOf map[*packages.Package]*packages.Package            // a test variant → its plain package
	checks  map[*packages.Package][]*packages.Package          // a shared variant → the test variants below it
	imports map[*packages.Package]map[string]*packages.Package // a shared variant's, before the load prunes them
	shared  map[*types.Package]*packages.Package               // by types, the shared variants of the run
	results map[*types.Package]*shareResult                    // the facts handed over or compared
	diffs   map[*packages.Package]*factDiffs                   // a compared variant → how its facts differ from its plain package's

	checker   *typeChecker  // the load's, for a variant analysed from source
	aborted   chan struct{} // closed when an analysis failed: no result may come
	abortOnce sync.Once
}

// A shareResult is the facts one package exported, set once done is
// closed.
type shareResult struct {
	done  chan struct{}
	entry *entry // nil when err is set or replayed
	err   error
	// replayed is set on a shared variant that took its plain package's
	// facts. watch is set on the plain package of a shared variant, whose
	// reads are recorded when it is analysed here (not answered by the
	// cache).
	replayed, watch bool
	reads           *factReads
}

// factReads are the facts one analysis read of the packages below: the
// objects and the packages it asked a fact of, and whether it scanned
// (AllObjectFacts or AllPackageFacts). An analysis runs on one goroutine.
type factReads struct {
	objects  map[types.Object]bool
	packages map[*types.Package]bool
	scanned  bool
}

// factDiffs memoises one comparison of a test variant's facts with its
// plain package's: the facts that differ, on either side.
type factDiffs struct {
	once sync.Once
	list []visibleFact
	err  error
}

// errFactRead is why a shared variant is analysed from source: its plain
// package's analysis read a fact that differs below it.
var errFactRead = errors.New("a fact that differs below was read")

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
				below = append(append(below, q), s.checks[q]...)
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
	s.diffs = map[*packages.Package]*factDiffs{}
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
		s.results[s.plainOf[p].Types].watch = true
		for _, x := range below {
			want(x)
			want(s.plainOf[x])
			if s.diffs[x] == nil {
				s.diffs[x] = &factDiffs{}
			}
		}
	}
}

// wrap returns a, which replays on a shared variant its plain package's
// facts and hands over the facts of the packages a shared variant needs.
func (s *sharing) wrap(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		r := s.results[pass.Pkg]
		if p := s.shared[pass.Pkg]; p != nil {
			replayed, err := s.replayPlain(a, pass, p)
			if err != nil {
				s.abortOnce.Do(func() { close(s.aborted) })
			}
			if r != nil {
				r.replayed = replayed
				s.finish(r, pass, err)
			}
			if err != nil {
				return nil, err
			}
			return zeroResult(a), nil
		}
		var result any
		var err error
		if r != nil && r.watch {
			r.reads = watchReads(pass, func() { result, err = a.Run(pass) })
		} else {
			result, err = a.Run(pass)
		}
		if err != nil {
			s.abortOnce.Do(func() { close(s.aborted) })
		}
		if r != nil {
			s.finish(r, pass, err)
		}
		return result, err
	}
	return &w
}

// finish records the outcome of the analysis of the package of pass,
// which a shared variant waits for.
func (s *sharing) finish(r *shareResult, pass *analysis.Pass, err error) {
	switch {
	case err != nil:
		r.err = err
	case !r.replayed:
		r.entry = snapshot(pass)
	}
	close(r.done)
}

// replayPlain exports on pass, the shared variant p, its plain package's
// facts when no fact that differs below p was read by the plain
// package's analysis, and reports that it did; else it exports the facts
// of p's own analysis from source.
func (s *sharing) replayPlain(a *analysis.Analyzer, pass *analysis.Pass, p *packages.Package) (replayed bool, err error) {
	plain, err := s.wait(s.plainOf[p])
	for _, x := range s.checks[p] {
		if err != nil {
			break
		}
		err = s.unseen(x, plain.reads)
	}
	if err != nil {
		return false, s.fromSource(a, pass, p)
	}
	replay(pass, plain.entry)
	return true, nil
}

// unseen returns nil when the facts of the test variant x that differ
// from its plain package's are none that reads saw; nil reads saw every
// fact.
func (s *sharing) unseen(x *packages.Package, reads *factReads) error {
	diffs, err := s.diff(x)
	if err != nil || len(diffs) == 0 {
		return err
	}
	if reads == nil {
		return errFactRead
	}
	plain := s.plainOf[x].Types
	for _, d := range diffs {
		switch {
		case d.scanned && reads.scanned:
			return errFactRead
		case d.Object == "":
			if reads.packages[plain] {
				return errFactRead
			}
		default:
			if obj, err := objectpath.Object(plain, d.Object); err == nil && reads.objects[obj] {
				return errFactRead
			}
		}
	}
	return nil
}

// diff returns the facts of the test variant x that differ from those of
// its plain package, on the objects an importer can see, from either side.
func (s *sharing) diff(x *packages.Package) ([]visibleFact, error) {
	d := s.diffs[x]
	d.once.Do(func() {
		rx, err := s.wait(x)
		if err != nil || rx.replayed {
			d.err = err
			return
		}
		plain := s.plainOf[x]
		rp, err := s.wait(plain)
		if err != nil {
			d.err = err
			return
		}
		fx, err := visibleFacts(x.Types, rx.entry)
		if err != nil {
			d.err = err
			return
		}
		fp, err := visibleFacts(plain.Types, rp.entry)
		if err != nil {
			d.err = err
			return
		}
		d.list = differing(fx, fp)
	})
	return d.list, d.err
}

// wait returns the outcome of p's analysis, once it is done.
func (s *sharing) wait(p *packages.Package) (*shareResult, error) {
	r := s.results[p.Types]
	select {
	case <-r.done:
		return r, r.err
	case <-s.aborted:
		select {
		case <-r.done: // both may be ready
			return r, r.err
		default:
			return nil, errAborted
		}
	}
}

// watchReads runs analyse, the analysis of pass, and returns the facts it
// read.
func watchReads(pass *analysis.Pass, analyse func()) *factReads {
	reads := &factReads{objects: map[types.Object]bool{}, packages: map[*types.Package]bool{}}
	importObject, importPackage := pass.ImportObjectFact, pass.ImportPackageFact
	allObjects, allPackages := pass.AllObjectFacts, pass.AllPackageFacts
	pass.ImportObjectFact = func(obj types.Object, fact analysis.Fact) bool {
		reads.objects[obj] = true
		return importObject(obj, fact)
	}
	pass.ImportPackageFact = func(pkg *types.Package, fact analysis.Fact) bool {
		reads.packages[pkg] = true
		return importPackage(pkg, fact)
	}
	pass.AllObjectFacts = func() []analysis.ObjectFact {
		reads.scanned = true
		return allObjects()
	}
	pass.AllPackageFacts = func() []analysis.PackageFact {
		reads.scanned = true
		return allPackages()
	}
	defer func() {
		pass.ImportObjectFact, pass.ImportPackageFact = importObject, importPackage
		pass.AllObjectFacts, pass.AllPackageFacts = allObjects, allPackages
	}()
	analyse()
	return reads
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

// A visibleFact is a fact an importer can see, encoded; scanned is set
// when its type is read by scanning (factscan.Scanned).
type visibleFact struct {
	cachedFact
	scanned bool
}

// visibleFacts returns the facts of e, a package of types pkg, that an
// importer can see, encoded and in order: those on the package, and on the
// objects of pkg that the checker passes on to importers (every object a
// path names but a function that is neither exported nor a method).
func visibleFacts(pkg *types.Package, e *entry) ([]visibleFact, error) {
	var out []visibleFact
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
		_, scanned := f.Fact.(factscan.Scanned)
		out = append(out, visibleFact{cf, scanned})
	}
	slices.SortFunc(out, compareFacts)
	return out, nil
}

// compareFacts orders facts by object, type and encoding.
func compareFacts(a, b visibleFact) int {
	return cmp.Or(cmp.Compare(a.Object, b.Object), cmp.Compare(a.Type, b.Type), bytes.Compare(a.Data, b.Data))
}

// differing returns the facts of the sorted lists x and y that the other
// lacks.
func differing(x, y []visibleFact) []visibleFact {
	var out []visibleFact
	for len(x) > 0 && len(y) > 0 {
		switch c := compareFacts(x[0], y[0]); {
		case c == 0:
			x, y = x[1:], y[1:]
		case c < 0:
			out, x = append(out, x[0]), x[1:]
		default:
			out, y = append(out, y[0]), y[1:]
		}
	}
	return append(append(out, x...), y...)
}
