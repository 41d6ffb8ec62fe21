package driver

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Typing packages as the analysis reaches them.
//
// Analyze runs the analyzer on the packages that matter, each once its
// imports are done. Typing them all first, as a load for other uses does,
// holds the syntax and types.Info of every one of them at once, and the
// analysis allocates on top of that. So Analyze's load types only the
// packages below them (those that do not matter: read from export data, or
// checked from their declarations), and leaves each package that matters
// to its turn in the analysis: there it is parsed and type-checked (or
// read from export data, when the analysis replays its facts), analysed,
// and let go of (releasing), with at most one package being checked and
// analysed per processor, the package on the longest chain first
// (gate.go). The turn comes after its imports' turns, so their types are
// complete by then.
//
// This needs to know before the analysis which matched packages do not
// load, which only type-checking tells in general; but a package the go
// command built (export data, no error) loads. So the packages are left to
// the analysis only when every package that matters was built; when one
// was not, the load types them all first, as before, and names the
// packages that do not load.

// deferredJobs returns the jobs of jobs to leave to the analysis, by their
// package's types: those of deferrable, when each of them was built (or
// has no files) and none of the others imports one; else none.
func deferredJobs(jobs map[*packages.Package]*typeJob, deferrable map[string]bool) map[*types.Package]*typeJob {
	if deferrable == nil {
		return nil
	}
	deferred := map[*types.Package]*typeJob{}
	for p, j := range jobs {
		if !deferrable[p.ID] {
			continue
		}
		if !built(p) && !(len(p.CompiledGoFiles) == 0 && len(p.Errors) == 0) {
			return nil // it may not load; a package without files does
		}
		deferred[p.Types] = j
	}
	for p := range jobs {
		if deferrable[p.ID] {
			continue
		}
		for _, q := range p.Imports {
			if deferrable[q.ID] {
				return nil
			}
		}
	}
	return deferred
}

// completeBelowDeferred has the load read whole the export data of each
// package below one that the analysis reads from export data: reading a
// package's export data then adds nothing to the packages below it, which
// the analyses running meanwhile may be reading.
func (c *typeChecker) completeBelowDeferred(jobs map[*packages.Package]*typeJob) {
	for _, j := range c.deferred {
		if j.source {
			continue
		}
		for _, q := range j.imports {
			if c.deferred[q.Types] == nil {
				jobs[q].export = true
			}
		}
	}
}

// typing returns a, which first gives the package of each pass its types
// when the load left them to the analysis (see above), and fills in the
// pass's syntax and types.Info. A package checked from source holds one
// of the load's processor tokens until it is analysed, so that at most one
// package's syntax per processor is held at a time.
func (c *typeChecker) typing(a *analysis.Analyzer) *analysis.Analyzer {
	if len(c.deferred) == 0 {
		return a
	}
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		j := c.deferred[pass.Pkg]
		if j == nil {
			return a.Run(pass)
		}
		p := j.pkg
		if !j.source {
			// The load read whole the packages p imports: the reading
			// adds objects to p's package alone, which no other package
			// sees before p's turn is over. Packages checked from source
			// meanwhile need not wait for it; other readings share the
			// tables of packages by path, so they take turns.
			c.readExportLocked(&c.turnMu, p)
			if len(p.Errors) > 0 {
				return nil, packageErrors(p)
			}
			return a.Run(pass)
		}
		c.cpu.acquire(j.rank)
		defer c.cpu.release()
		c.typesMu.RLock()
		c.checkSource(p, j.imports, c.matter[p.ID])
		c.typesMu.RUnlock()
		if len(p.Errors) > 0 {
			return nil, packageErrors(p)
		}
		pass.Files, pass.TypesInfo = p.Syntax, p.TypesInfo
		return a.Run(pass)
	}
	return &w
}

// packageErrors is the error of a package the go command built that does
// not type-check from source after all.
func packageErrors(p *packages.Package) error {
	return fmt.Errorf("%s does not type-check: %v", p.ID, p.Errors[0])
}
