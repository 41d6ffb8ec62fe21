package driver

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// dropBroken leaves out of roots the packages that did not load, and says
// why in one line each. A package whose own files load but whose tests do
// not (a stale _test.go file) keeps its plain variant, checked without the
// tests; the test variants go. A package whose import did not load goes
// with it, the import's errors named.
func dropBroken(roots []*packages.Package) (kept []*packages.Package, problems []string) {
	plainBroken := map[string]bool{} // the plain packages that do not load
	testsBroken := map[string][]string{}
	var testOrder []string
	for _, p := range roots {
		errs := errorsBelow(p)
		if len(errs) == 0 {
			continue
		}
		if under := testedPackage(p); under != "" {
			if _, seen := testsBroken[under]; !seen {
				testOrder = append(testOrder, under)
			}
			testsBroken[under] = append(testsBroken[under], errs...)
			continue
		}
		plainBroken[p.PkgPath] = true
		problems = append(problems, fmt.Sprintf("%s does not load: %s", p.PkgPath, strings.Join(errs, "; ")))
	}
	for _, under := range testOrder {
		if !plainBroken[under] {
			errs := slices.Compact(testsBroken[under])
			problems = append(problems, fmt.Sprintf("%s: its test files do not load, so it is checked without them: %s", under, strings.Join(errs, "; ")))
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
// ("a" for "a [a.test]", "a_test [a.test]" and the test main "a.test"),
// or "" for a plain package.
func testedPackage(p *packages.Package) string {
	if p.ForTest != "" {
		return p.ForTest
	}
	if strings.HasSuffix(p.ID, ".test") && p.Name == "main" {
		return strings.TrimSuffix(p.ID, ".test")
	}
	return ""
}

// errorsBelow returns the errors of p and of the packages it imports, each
// once. go list's report of a failed build ("# pkg" and the compiler's
// lines) is left out where the type checker names the same errors.
func errorsBelow(p *packages.Package) []string {
	var errs []string
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
				errs = append(errs, msg)
			}
		}
	})
	return errs
}
