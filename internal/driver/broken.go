package driver

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// A Problem is a matched package that did not load, left out of the run.
type Problem struct {
	// Package is the package's import path.
	Package string
	// TestsOnly says that only its test files did not load: the package
	// is checked without them.
	TestsOnly bool
	// Errors are the load errors, each with its position.
	Errors []packages.Error
}

// String is the problem in one line.
func (p Problem) String() string {
	msgs := make([]string, len(p.Errors))
	for i, e := range p.Errors {
		msgs[i] = e.Error()
	}
	if p.TestsOnly {
		return fmt.Sprintf("%s: its test files do not load, so it is checked without them: %s", p.Package, strings.Join(msgs, "; "))
	}
	return fmt.Sprintf("%s does not load: %s", p.Package, strings.Join(msgs, "; "))
}

// problemTexts returns the problems in one line each.
func problemTexts(problems []Problem) []string {
	var out []string
	for _, p := range problems {
		out = append(out, p.String())
	}
	return out
}

// dropBroken leaves out of roots the packages that did not load, and says
// why. A package whose own files load but whose tests do
// not (a stale _test.go file) keeps its plain variant, checked without the
// tests; the test variants go. A package whose import did not load goes
// with it, the import's errors named.
func dropBroken(roots []*packages.Package) (kept []*packages.Package, problems []Problem) {
	plainBroken := map[string]bool{} // the plain packages that do not load
	testsBroken := map[string][]packages.Error{}
	var testOrder []string
	broken := map[*packages.Package]bool{}
	for _, p := range roots {
		if !hasErrorsBelow(p, broken) {
			continue
		}
		errs := errorsBelow(p)
		if under := testedPackage(p); under != "" {
			if _, seen := testsBroken[under]; !seen {
				testOrder = append(testOrder, under)
			}
			testsBroken[under] = append(testsBroken[under], errs...)
			continue
		}
		plainBroken[p.PkgPath] = true
		problems = append(problems, Problem{Package: p.PkgPath, Errors: errs})
	}
	for _, under := range testOrder {
		if !plainBroken[under] {
			problems = append(problems, Problem{Package: under, TestsOnly: true, Errors: slices.Compact(testsBroken[under])})
		}
	}
	for _, p := range roots {
		under := testedPackage(p)
		if plainBroken[p.PkgPath] || under != "" && (plainBroken[under] || testsBroken[under] != nil) {
			continue
		}
		kept = append(kept, p)
	}
	return kept, problems
}

// testedPackage returns the path of the package a test variant tests
// ("a" for "a [a.test]" and "a_test [a.test]"), or "" for a plain
// package.
func testedPackage(p *packages.Package) string { return p.ForTest }

// isTestMain reports whether p is the test main of a package ("a.test").
func isTestMain(p *packages.Package) bool {
	return p.Name == "main" && strings.HasSuffix(p.ID, ".test")
}

// hasErrorsBelow reports whether p or a package it imports has errors,
// remembering the answer for each package in broken: the roots share most
// of their imports, which are walked once for all of them.
func hasErrorsBelow(p *packages.Package, broken map[*packages.Package]bool) bool {
	if b, ok := broken[p]; ok {
		return b
	}
	b := len(p.Errors) > 0
	for _, q := range p.Imports {
		b = hasErrorsBelow(q, broken) || b
	}
	broken[p] = b
	return b
}

// errorsBelow returns the errors of p and of the packages it imports, each
// once. go list's report of a failed build ("# pkg" and the compiler's
// lines) is left out where the type checker names the same errors.
func errorsBelow(p *packages.Package) []packages.Error {
	var errs []packages.Error
	seen := map[string]bool{}
	packages.Visit([]*packages.Package{p}, nil, func(q *packages.Package) {
		checked := slices.ContainsFunc(q.Errors, func(e packages.Error) bool {
			return e.Kind == packages.TypeError || e.Kind == packages.ParseError
		})
		for _, e := range q.Errors {
			if checked && strings.HasPrefix(e.Msg, "# ") {
				continue
			}
			if msg := e.Error(); !seen[msg] {
				seen[msg] = true
				errs = append(errs, e)
			}
		}
	})
	return errs
}
