package driver

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sync"

	"github.com/rogpeppe/go-internal/cache"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/rediskeylint/rediskeylint/internal/config"
)

// CacheEnv names the environment variable that says where the result
// cache is: a directory, or "off" for no cache.
const CacheEnv = "REDISKEYLINT_CACHE"

// A Cache keeps, across runs, what the analyzer found in each package
// that matters: the facts it exported and its findings. A package found
// in it is neither parsed nor type-checked: its types come from export
// data and its facts from the cache, and, when it is matched and
// AnswerRoots is set, its findings too. An entry's key covers everything
// the analysis of the package reads (see plan), so a cache never answers
// with a stale entry; the directory is shared safely by concurrent runs.
type Cache struct {
	// AnswerRoots lets a matched package's findings come from the cache,
	// which leaves the package out of the analysis. The commands that read
	// the analyzer's result on each matched package leave it false.
	AnswerRoots bool

	store *cache.Cache
	dir   string
	a     *analysis.Analyzer
	tool  cache.ActionID // the executable and the analyzer's flags

	// Set by the load (plan, then bind), read-only during the analysis.
	planned  map[*packages.Package]cache.ActionID
	found    map[*packages.Package]*entry
	keys     map[*types.Package]cache.ActionID
	hits     map[*types.Package]*entry
	answered []Finding // the findings of the matched packages left out

	mu             sync.Mutex
	analysed, read int
	putErr         error
}

// OpenCache returns the cache for analyzer a, whose flags are already
// set, in the directory that $REDISKEYLINT_CACHE names, else in
// rediskeylint under the user's cache directory. It returns nil, nil when
// the variable says off. a is analyzer.Standalone, or another analyzer
// made by analyzer.New from the defaults with ReportAtHelperLiterals and
// no other option: what configures it beyond them, its flags and the
// configuration files, is part of every key; a base or an option given in
// code is not.
func OpenCache(a *analysis.Analyzer) (*Cache, error) {
	dir := os.Getenv(CacheEnv)
	switch {
	case dir == "off":
		return nil, nil
	case dir == "":
		base, err := os.UserCacheDir()
		if err != nil {
			return nil, fmt.Errorf("no directory for the result cache: %v; set %s to a directory, or to off", err, CacheEnv)
		}
		dir = filepath.Join(base, "rediskeylint")
	case !filepath.IsAbs(dir):
		return nil, fmt.Errorf("%s=%s: the result cache must be an absolute directory, or off", CacheEnv, dir)
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, fmt.Errorf("the result cache: %v; set %s to a writable directory, or to off", err, CacheEnv)
	}
	store, err := cache.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("the result cache: %v; set %s to a writable directory, or to off", err, CacheEnv)
	}
	tool, err := toolID(a)
	if err != nil {
		return nil, err
	}
	return &Cache{store: store, dir: dir, a: a, tool: tool}, nil
}

// toolID hashes what every entry depends on: this executable, which
// holds the analyzer, its defaults and the Go version it was built with,
// and the value of each of the analyzer's flags.
func toolID(a *analysis.Analyzer) (cache.ActionID, error) {
	h := cache.NewHash("rediskeylint tool")
	exe, err := executableDigest()
	if err != nil {
		return cache.ActionID{}, fmt.Errorf("the result cache: %v; set %s=off", err, CacheEnv)
	}
	fmt.Fprintf(h, "executable %x\n", exe)
	a.Flags.VisitAll(func(f *flag.Flag) { fmt.Fprintf(h, "flag %s=%q\n", f.Name, f.Value.String()) })
	return h.Sum(), nil
}

// Analyzer returns the cache's analyzer, which reads and fills the cache:
// on a package the cache answers it only exports the recorded facts; on
// any other package it runs inner (the cache's analyzer, or one that runs
// it) and records its facts and findings.
func (c *Cache) Analyzer(inner *analysis.Analyzer) *analysis.Analyzer {
	w := *c.a
	w.Run = func(pass *analysis.Pass) (any, error) {
		key, ok := c.keys[pass.Pkg]
		if !ok {
			return inner.Run(pass) // not planned for: never stored
		}
		if e := c.hits[pass.Pkg]; e != nil {
			replay(pass, e)
			return zeroResult(c.a), nil
		}
		var diags []analysis.Diagnostic
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			report(d)
			diags = append(diags, d)
		}
		result, err := inner.Run(pass)
		if err != nil {
			return result, err
		}
		e, err := record(pass, diags)
		if err == nil {
			err = c.put(key, e)
		}
		c.mu.Lock()
		c.analysed++
		if err != nil && c.putErr == nil {
			c.putErr = err
		}
		c.mu.Unlock()
		return result, nil
	}
	return &w
}

// zeroResult is the result of a on a package the cache answered: only
// its facts are wanted, as it is not a root of the analysis.
func zeroResult(a *analysis.Analyzer) any {
	if a.ResultType == nil {
		return nil
	}
	return reflect.Zero(a.ResultType).Interface()
}

// Answered returns the findings of the matched packages that the cache
// answered and the load left out.
func (c *Cache) Answered() []Finding { return c.answered }

// Close trims entries unused for days, and returns the first error that
// kept an entry from being written: the results of the run stand, but the
// next run would analyse again what it could not store.
func (c *Cache) Close() error {
	trimErr := c.store.Trim()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.putErr != nil {
		return fmt.Errorf("the result cache %s: %v", c.dir, c.putErr)
	}
	if trimErr != nil {
		return fmt.Errorf("the result cache %s: %v", c.dir, trimErr)
	}
	return nil
}

// Stats says how many packages the analyzer ran on and how many the cache
// answered.
func (c *Cache) Stats() (analysed, answered int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.analysed, c.read
}

func (c *Cache) put(key cache.ActionID, e *entry) error {
	data, err := e.encode()
	if err != nil {
		return err
	}
	return c.store.PutBytes(key, data)
}

// get returns the entry under key, or nil. An entry that is missing,
// incomplete or does not decode is a miss: the package is analysed again.
func (c *Cache) get(key cache.ActionID) *entry {
	data, _, err := c.store.GetBytes(key)
	if err != nil {
		return nil
	}
	e, err := decodeEntry(data)
	if err != nil || e.decodeFacts(c.a.FactTypes) != nil {
		return nil
	}
	return e
}

// plan keys the packages of the graph below roots that matter, in
// dependency order, and looks each up, the roots only with AnswerRoots.
// It returns the entries found.
//
// A package's key hashes, with the tool's: its ID, name and path, the
// names and contents of its compiled files, its module's Go version, its
// types' sizes, the configuration files and go.mod that apply to its
// directory, and for each import either that import's key (it matters)
// or the path of its export data, which the go command names by content.
// A change to any input of a package's analysis, or of its dependencies'
// analyses, therefore changes its key.
func (c *Cache) plan(roots []*packages.Package, matter map[string]bool, overlay map[string][]byte) (map[*packages.Package]*entry, error) {
	configFile := ""
	if f := c.a.Flags.Lookup("config"); f != nil {
		configFile = f.Value.String()
	}
	keys := map[*packages.Package]cache.ActionID{}
	hits := map[*packages.Package]*entry{}
	digests := map[string]string{} // by directory
	isRoot := map[*packages.Package]bool{}
	for _, r := range roots {
		isRoot[r] = true
	}
	var err error
	packages.Visit(roots, nil, func(p *packages.Package) {
		if err != nil || !matter[p.ID] {
			return
		}
		h := cache.NewHash("rediskeylint package")
		fmt.Fprintf(h, "tool %x\n", c.tool)
		fmt.Fprintf(h, "id %q\nname %q\npath %q\nsizes %v\n", p.ID, p.Name, p.PkgPath, p.TypesSizes)
		if p.Module != nil {
			fmt.Fprintf(h, "go %q\n", p.Module.GoVersion)
		}
		for _, name := range p.CompiledGoFiles {
			sum, ferr := fileHash(name, overlay)
			if ferr != nil {
				err = fmt.Errorf("the result cache: %v", ferr)
				return
			}
			fmt.Fprintf(h, "file %q %x\n", name, sum)
		}
		dir := config.PackageDir(p.CompiledGoFiles)
		digest, seen := digests[dir]
		if !seen {
			files, ferr := config.InputFiles(dir, configFile)
			if ferr != nil {
				err = fmt.Errorf("rediskeylint: %w", ferr)
				return
			}
			digest = config.Digest(files)
			digests[dir] = digest
		}
		fmt.Fprintf(h, "config %s\n", digest)
		for _, path := range slices.Sorted(mapKeys(p.Imports)) {
			q := p.Imports[path]
			if k, ok := keys[q]; ok {
				fmt.Fprintf(h, "import %q %x\n", path, k)
			} else {
				fmt.Fprintf(h, "import %q export %q\n", path, q.ExportFile)
			}
		}
		key := h.Sum()
		keys[p] = key
		// A package that did not build has no export data to take its
		// types from: it is checked from source, and its errors reported.
		if p.ExportFile == "" || len(p.Errors) > 0 || (isRoot[p] && !c.AnswerRoots) {
			return
		}
		if e := c.get(key); e != nil {
			hits[p] = e
		}
	})
	if err != nil {
		return nil, err
	}
	c.planned, c.found = keys, hits
	return hits, nil
}

// fileHash hashes a compiled file's contents: its overlay when it has
// one, so that an unsaved buffer never answers for the file on disk. The
// file is read each time: cache.FileHash remembers a file's hash for the
// life of the process, which a language server outlives edits in.
func fileHash(name string, overlay map[string][]byte) ([cache.HashSize]byte, error) {
	src, ok := overlay[name]
	if !ok {
		var err error
		if src, err = os.ReadFile(name); err != nil {
			return [cache.HashSize]byte{}, err
		}
	}
	return sha256.Sum256(src), nil
}

// bind keys the planned packages by their types, once the load has given
// them, and takes the findings of the matched packages it left out.
func (c *Cache) bind(left []*packages.Package) {
	c.keys = map[*types.Package]cache.ActionID{}
	c.hits = map[*types.Package]*entry{}
	c.answered = nil // of this load only
	// A package below no root left in the load has no types: nothing
	// runs on it.
	for p, key := range c.planned {
		if p.Types != nil {
			c.keys[p.Types] = key
		}
	}
	for p, e := range c.found {
		if p.Types != nil {
			c.hits[p.Types] = e
		}
	}
	for _, p := range left {
		for _, f := range c.found[p].Findings {
			f.Package = plainPath(p.PkgPath)
			c.answered = append(c.answered, f)
		}
	}
	c.read = len(c.found)
}
