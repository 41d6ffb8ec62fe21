package driver

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/packages"
)

// loadOptions say which packages to load and how.
type loadOptions struct {
	dir   string // the directory patterns are relative to; "" for the working directory
	tests bool   // include test files (the test variants of each package)
	tags  string // comma-separated build tags
}

// load loads the packages matched by patterns with full syntax and types
// for them and their dependencies. It is the one place that decides how
// packages are loaded. A package that does not load is an error naming
// it, never a silently smaller run.
func load(patterns []string, opts loadOptions) ([]*packages.Package, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Tests: opts.tests, Dir: opts.dir}
	if opts.tags != "" {
		cfg.BuildFlags = []string{"-tags=" + opts.tags}
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
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
		return nil, fmt.Errorf("packages do not load:\n\t%s", strings.Join(errs, "\n\t"))
	}
	return pkgs, nil
}
