package driver

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// LoadOptions say which packages to load and how.
type LoadOptions struct {
	Dir   string   // the directory patterns are relative to; "" for the working directory
	Tests bool     // include test files (the test variants of each package)
	Tags  string   // comma-separated build tags
	Env   []string // variables added to the environment of the go command
	Cache *Cache   // the result cache, or nil
	// Overlay maps absolute file names to contents that replace (or add
	// to) the files on disk: an editor's unsaved buffers.
	Overlay map[string][]byte
	// Library reports whether a package path is a library whose importers
	// matter to the analyzer (the Redis clients, for rediskeylint's); see
	// Load. It is required.
	Library func(pkgPath string) bool

	// share, set by Analyze only, reads from export data the test variants
	// of dependencies whose plain package's facts stand for theirs
	// (share.go): only an analysis that hands the facts over may load so.
	share *sharing
}

// A LoadError says which matched packages do not load or build, with go
// list's and the type checker's errors.
type LoadError struct {
	Problems []Problem
}

func (e *LoadError) Error() string {
	lines := problemTexts(e.Problems)
	const most = 10
	if len(lines) > most {
		lines = append(lines[:most:most], fmt.Sprintf("and %d more", len(lines)-most))
	}
	return "packages do not load:\n\t" + strings.Join(lines, "\n\t")
}

// Load loads the packages matched by patterns for checker.Analyze: the
// packages that matter to the analyzer (see the package doc) with full
// syntax and types, the others' types read from export data and cut out
// of the import graph. With a cache, a package that matters and that the
// cache answers is read from export data too, and a matched one is left
// out when the cache answers its findings. It is the one place that
// decides how packages are loaded. A package that does not load or build
// is an error naming it, never a silently smaller run.
func Load(patterns []string, opts LoadOptions) ([]*packages.Package, error) {
	pkgs, problems, err := LoadSome(patterns, opts)
	if err == nil && len(problems) > 0 {
		err = &LoadError{Problems: problems}
	}
	if err != nil {
		return nil, err
	}
	return pkgs, nil
}

// LoadSome loads the packages as Load does, except that a matched package
// that does not load is left out, and said so in problems, while the
// others stand: a package whose test variant does not load (a stale
// _test.go file) is checked without its tests. When none loads, pkgs is
// empty and problems say why.
func LoadSome(patterns []string, opts LoadOptions) (pkgs []*packages.Package, problems []Problem, err error) {
	pkgs, matter, problems, err := loadSome(patterns, opts)
	if err != nil {
		return nil, nil, err
	}
	prune(pkgs, matter)
	return pkgs, problems, nil
}

// load loads the packages as Load says, without pruning the graph, and
// returns the IDs of the packages that matter.
func load(patterns []string, opts LoadOptions) ([]*packages.Package, map[string]bool, error) {
	pkgs, matter, problems, err := loadSome(patterns, opts)
	if err == nil && len(problems) > 0 {
		err = &LoadError{Problems: problems}
	}
	if err != nil {
		return nil, nil, err
	}
	return pkgs, matter, nil
}

// loadSome loads the packages as LoadSome says, without pruning the graph,
// and returns the IDs of the packages that matter.
func loadSome(patterns []string, opts LoadOptions) ([]*packages.Package, map[string]bool, []Problem, error) {
	if opts.Library == nil {
		return nil, nil, nil, errors.New("loading packages: LoadOptions.Library is not set; the driver cannot tell which packages the analyzer needs")
	}
	cfg := &packages.Config{Tests: opts.Tests, Dir: opts.Dir, Overlay: opts.Overlay}
	if opts.Tags != "" {
		cfg.BuildFlags = []string{"-tags=" + opts.Tags}
	}
	if len(opts.Env) > 0 {
		cfg.Env = append(os.Environ(), opts.Env...)
	}
	// One go list: the import graph says what matters, and every package
	// comes with its export data (go list -export builds what the cache
	// lacks); nothing is parsed or type-checked here.
	cfg.Mode = packages.NeedName | packages.NeedForTest | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
		packages.NeedDeps | packages.NeedModule | packages.NeedExportFile | packages.NeedTypesSizes
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(pkgs) == 0 {
		return nil, nil, nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	// The test main of a package with tests ("a.test") is the go command's
	// generated code, which nothing imports and go vet does not analyse.
	pkgs = slices.DeleteFunc(pkgs, isTestMain)
	matter := mattering(pkgs, opts.Library)
	roots, analysed := pkgs, maps.Clone(matter)
	var found map[*packages.Package]*entry
	if c := opts.Cache; c != nil {
		if found, err = c.plan(pkgs, matter, opts.Overlay); err != nil {
			return nil, nil, nil, err
		}
		for p := range found {
			analysed[p.ID] = false
		}
		roots = slices.DeleteFunc(slices.Clone(pkgs), func(p *packages.Package) bool { return found[p] != nil })
	}
	var shared map[string]bool
	if opts.share != nil {
		shared = opts.share.plan(roots, analysed)
		for id := range shared {
			analysed[id] = false // its types from export data
		}
	}
	// An analysis that hands facts over types the packages it analyses
	// as it goes (deferred.go); another load types them all here.
	var deferrable map[string]bool
	if opts.share != nil {
		deferrable = matter
	}
	checker := typeCheck(roots, analysed, shared, deferrable, opts.Overlay)
	if opts.share != nil {
		opts.share.checker = checker
	}

	roots, problems := dropBroken(roots)
	if len(roots) == 0 && len(problems) > 0 {
		return nil, nil, problems, nil
	}
	if c := opts.Cache; c != nil {
		c.bind(slices.DeleteFunc(slices.Clone(pkgs), func(p *packages.Package) bool { return found[p] == nil }))
	}
	return roots, matter, problems, nil
}

// mattering returns the IDs of the packages of the graph below roots that
// matter to the analyzer (see Load), library telling its libraries.
func mattering(roots []*packages.Package, library func(pkgPath string) bool) map[string]bool {
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
		lib := library(p.PkgPath)
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

// fromSource reports whether typeCheck checks p from its source: p
// matters, or go list has no export data for it (it failed to build).
func fromSource(p *packages.Package, matter map[string]bool) bool {
	return p.PkgPath != "unsafe" && (matter[p.ID] || p.ExportFile == "")
}

// A typeJob is one package of the graph, waiting for its imports.
type typeJob struct {
	pkg *packages.Package
	// imports are the package's, which the load prunes before the
	// analysis types the packages left to it.
	imports map[string]*packages.Package
	source  bool // check from source (see fromSource)
	export  bool // read export data: a source package imports it
	waiting atomic.Int32
	preds   []*typeJob // the importers
	rank    int        // orders the jobs ready for a token (gate.go)
}

// typeCheck gives types to the packages of the graph below roots, each
// once its imports have theirs: a package that matters is parsed and
// type-checked whole, with its types.Info; a package without export
// data is type-checked from its declarations, for its importers and its
// errors; the direct imports of those packages are read from export
// data, which brings in, as it needs them, the parts of the packages
// further down, and so are the packages that exported names, whose
// types the analysis wants whole. Errors are recorded on the packages. It
// returns the checker, which can check a package of the graph again.
//
// The packages of deferrable are left to the analysis, which types each
// as its turn comes (deferred.go), when every one of them was built by the
// go command; the others, below them, are typed here.
func typeCheck(roots []*packages.Package, matter, exported, deferrable map[string]bool, overlay map[string][]byte) *typeChecker {
	fset := token.NewFileSet()
	jobs := map[*packages.Package]*typeJob{}
	var leaves, order []*typeJob
	packages.Visit(roots, nil, func(p *packages.Package) {
		j := &typeJob{pkg: p, imports: maps.Clone(p.Imports), source: fromSource(p, matter), export: exported[p.ID]}
		jobs[p] = j
		order = append(order, j) // its imports first
		// Export data fills in the packages it mentions, so each must
		// exist first: an importer must not meet a second copy of it.
		p.Fset = fset
		if p.PkgPath == "unsafe" {
			p.Types = types.Unsafe
		} else {
			p.Types = types.NewPackage(p.PkgPath, p.Name)
		}
		j.waiting.Store(int32(len(p.Imports)))
		for _, q := range p.Imports {
			jobs[q].preds = append(jobs[q].preds, j)
			jobs[q].export = jobs[q].export || j.source
		}
		if len(p.Imports) == 0 {
			leaves = append(leaves, j)
		}
	})

	c := &typeChecker{fset: fset, matter: matter, overlay: overlay, cpu: newGate(runtime.GOMAXPROCS(0)),
		deferred: deferredJobs(jobs, deferrable)}
	rankJobs(order)
	c.countReaders(jobs)
	c.viewPackages(jobs)
	c.completeBelowDeferred(jobs)
	var wg sync.WaitGroup
	var start func(j *typeJob)
	start = func(j *typeJob) {
		wg.Go(func() {
			c.check(j)
			for _, pred := range j.preds {
				if pred.waiting.Add(-1) == 0 && c.deferred[pred.pkg.Types] == nil {
					start(pred)
				}
			}
		})
	}
	for _, j := range leaves {
		if c.deferred[j.pkg.Types] == nil {
			start(j)
		}
	}
	wg.Wait()
	return c
}

// A typeChecker holds what the type-checking of one load shares.
type typeChecker struct {
	fset    *token.FileSet
	matter  map[string]bool
	overlay map[string][]byte // unsaved contents by file name
	cpu     *gate             // a token per package being parsed and checked
	// typesMu serialises the load's reading of export data, which may
	// add objects to any package below the one read, and keeps it from
	// running while a package is checked from source (read locked);
	// turnMu serialises the reading of export data in the analysis'
	// turns (deferred.go).
	typesMu sync.RWMutex
	turnMu  sync.Mutex
	files   sync.Map // file name → *parsedFile
	// readers counts, for each file, the packages still to parse it: the
	// syntax is let go of by the load once the last one has it.
	readers map[string]*atomic.Int32
	// plain are the types of the packages that are not test variants, by
	// path, and variants those of the test variants, by the path of the
	// package under test, then by path: what export data may name.
	plain    map[string]*types.Package
	variants map[string]map[string]*types.Package
	// testViews are the two together for one test, by its package's
	// path (testView).
	testViews map[string]map[string]*types.Package
	// deferred are the jobs left to the analysis, by their package's
	// types (deferred.go).
	deferred map[*types.Package]*typeJob
}

// A parsedFile is one Go file, parsed once for every variant of its
// package (p, p [p.test], b and b [a.test]): the variants share its
// syntax and its positions, so that what the analysis says of one of its
// objects reads the same in each.
type parsedFile struct {
	once sync.Once
	f    *ast.File
	err  error
}

// viewPackages records the packages of jobs by path, for export data.
func (c *typeChecker) viewPackages(jobs map[*packages.Package]*typeJob) {
	c.plain = map[string]*types.Package{}
	c.variants = map[string]map[string]*types.Package{}
	c.testViews = map[string]map[string]*types.Package{}
	for p := range jobs {
		if p.ForTest == "" {
			c.plain[p.PkgPath] = p.Types
			continue
		}
		if c.variants[p.ForTest] == nil {
			c.variants[p.ForTest] = map[string]*types.Package{}
		}
		c.variants[p.ForTest][p.PkgPath] = p.Types
	}
}

// countReaders counts the packages of jobs that parse each file.
func (c *typeChecker) countReaders(jobs map[*packages.Package]*typeJob) {
	c.readers = map[string]*atomic.Int32{}
	for _, j := range jobs {
		if !j.source || j.pkg.PkgPath == "unsafe" {
			continue
		}
		for _, name := range j.pkg.CompiledGoFiles {
			n := c.readers[name]
			if n == nil {
				n = new(atomic.Int32)
				c.readers[name] = n
			}
			n.Add(1)
		}
	}
}

// parse returns the syntax of the Go file name, with its comments. The
// load forgets it once every package counted to read it has (a later
// call parses it again).
func (c *typeChecker) parse(name string) (*ast.File, error) {
	v, _ := c.files.LoadOrStore(name, &parsedFile{})
	pf := v.(*parsedFile)
	pf.once.Do(func() {
		src, err := readSource(name, c.overlay)
		if err != nil {
			pf.err = err
			return
		}
		pf.f, pf.err = parser.ParseFile(c.fset, name, src, parser.AllErrors|parser.ParseComments)
	})
	if n := c.readers[name]; n != nil && n.Add(-1) == 0 {
		c.files.CompareAndDelete(name, pf)
	}
	return pf.f, pf.err
}

// check gives j's package its types, as typeCheck says.
func (c *typeChecker) check(j *typeJob) {
	p := j.pkg
	switch {
	case p.PkgPath == "unsafe":
		p.Syntax = []*ast.File{}
		p.TypesInfo = newTypesInfo()
	case j.source:
		c.cpu.acquire(j.rank)
		c.typesMu.RLock()
		c.checkSource(p, j.imports, c.matter[p.ID])
		c.typesMu.RUnlock()
		c.cpu.release()
	case j.export:
		c.cpu.acquire(j.rank)
		c.readExportLocked(&c.typesMu, p)
		c.cpu.release()
	}
	p.IllTyped = len(p.Errors) > 0
	for _, q := range p.Imports {
		p.IllTyped = p.IllTyped || q.IllTyped
	}
}

// checkSource parses and type-checks p, whose imports are imports; only
// with whole, its function bodies and the types.Info that the analyzer
// reads.
func (c *typeChecker) checkSource(p *packages.Package, imports map[string]*packages.Package, whole bool) {
	addError := func(err error) {
		var list scanner.ErrorList
		var typeErr types.Error
		var pathErr *os.PathError
		switch {
		case errors.As(err, &list):
			for _, e := range list {
				p.Errors = append(p.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		case errors.As(err, &typeErr):
			p.TypeErrors = append(p.TypeErrors, typeErr)
			p.Errors = append(p.Errors, packages.Error{Pos: c.fset.Position(typeErr.Pos).String(), Msg: typeErr.Msg, Kind: packages.TypeError})
		case errors.As(err, &pathErr):
			p.Errors = append(p.Errors, packages.Error{Pos: pathErr.Path + ":1", Msg: pathErr.Err.Error(), Kind: packages.ParseError})
		default:
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		}
	}
	if len(p.CompiledGoFiles) == 0 && len(p.GoFiles) > 0 {
		addError(fmt.Errorf("no compiled Go files for %s", p.ID))
		return
	}
	for _, name := range p.CompiledGoFiles {
		f, err := c.parse(name)
		if err != nil {
			addError(err)
		}
		if f != nil {
			p.Syntax = append(p.Syntax, f)
		}
	}

	conf := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			q := imports[path]
			if q == nil {
				return nil, fmt.Errorf("%s imports %s, which go list did not report", p.ID, path)
			}
			if q.Types == nil || !q.Types.Complete() {
				return nil, fmt.Errorf("no type information for %s", q.ID)
			}
			return q.Types, nil
		}),
		IgnoreFuncBodies: !whole,
		Error:            addError,
		Sizes:            p.TypesSizes,
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	if whole {
		p.TypesInfo = newTypesInfo()
	}
	err := types.NewChecker(conf, c.fset, p.Types, p.TypesInfo).Files(p.Syntax)
	if err != nil && len(p.Errors) == 0 {
		addError(err)
	}
	if !whole {
		// Only the importers' types were wanted.
		p.Syntax = nil
	}
}

// readExportLocked reads p's types from its export data (readExport)
// with l locked, and records an error on p.
func (c *typeChecker) readExportLocked(l sync.Locker, p *packages.Package) {
	l.Lock()
	defer l.Unlock()
	if err := c.readExport(p); err != nil {
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
}

// readExport reads p's types from its export data into p.Types. The
// packages p imports, directly or not, have their final types.Package,
// which the reading fills in with what p's export data mentions of them.
func (c *typeChecker) readExport(p *packages.Package) error {
	// The file is opened, not read whole: before Go 1.28, go list -export
	// gives the compiler's archive, object code included, of which
	// NewReader reads only the export data.
	f, err := os.Open(p.ExportFile)
	if err != nil {
		return err
	}
	defer func() { _ = f.Close() }()    // read only: nothing to flush
	r, err := gcexportdata.NewReader(f) //nolint:staticcheck // see above
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	// Export data names packages by path: below a package that is not a
	// test variant, each path is a package that is not one either; below
	// a test variant, the variants of its test stand for their paths. p's
	// own types are filled in, so that they stay those the analysis knows.
	view := c.plain
	if p.ForTest != "" {
		view = c.testView(p.ForTest)
	}
	tpkg, err := gcexportdata.Read(r, c.fset, view, p.PkgPath)
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	if tpkg != p.Types {
		return fmt.Errorf("reading %s: the export data made a second package %s", p.ExportFile, p.PkgPath)
	}
	return nil
}

// testView returns the packages by path below the test variants of the
// test of the package at path: the plain packages, the test's variants
// in place of theirs. It is made once per test: the readings of export
// data take turns (readExportLocked), and the load's are over before the
// analysis' begin.
func (c *typeChecker) testView(path string) map[string]*types.Package {
	view := c.testViews[path]
	if view == nil {
		view = maps.Clone(c.plain)
		maps.Copy(view, c.variants[path])
		c.testViews[path] = view
	}
	return view
}

// readSource returns the contents of a Go file: its overlay, else the
// file on disk.
func readSource(name string, overlay map[string][]byte) ([]byte, error) {
	if src, ok := overlay[name]; ok {
		return src, nil
	}
	return os.ReadFile(name)
}

func newTypesInfo() *types.Info {
	return &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

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
