// Command stubgen writes the client stubs under testdata/src from the real
// modules this module requires: declarations only, every body
// panic("stub"), no comment or statement of the originals. Run it from
// testdata/realclients:
//
//	go run ./stubgen ../src
//
// Each stub package keeps the objects listed in targets.go and, transitively,
// every type their exported signatures need, with the real names,
// parameter names, embedding and method receivers. Unexported struct fields
// are left out; so are the members whose types come from packages that are
// neither the standard library nor stubbed. The analyzer's
// TestGoredisStubsMatchRealClients proves every stub declaration against
// the real one.
package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/packages"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./stubgen OUTDIR")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "stubgen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	var paths []string
	for _, t := range targets {
		for _, s := range t {
			paths = append(paths, s.path)
		}
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax |
		packages.NeedTypesInfo | packages.NeedModule}
	loaded, err := packages.Load(cfg, paths...)
	if err != nil {
		return err
	}
	pkgs := map[string]*packages.Package{}
	for _, p := range loaded {
		if len(p.Errors) > 0 {
			return fmt.Errorf("%s: %v", p.PkgPath, p.Errors)
		}
		pkgs[p.PkgPath] = p
	}
	for _, t := range targets {
		files, err := generate(t, pkgs)
		if err != nil {
			return err
		}
		for _, path := range slices.Sorted(maps.Keys(files)) {
			dir := filepath.Join(out, filepath.FromSlash(path))
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return err
			}
			name := filepath.Join(dir, pkgs[path].Name+".go")
			if err := os.WriteFile(name, files[path], 0o644); err != nil {
				return err
			}
			fmt.Println(name)
		}
	}
	return nil
}
