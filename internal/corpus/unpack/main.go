// Command unpack downloads one module of the corpus through the Go module
// proxy, unpacks it as its own main module in a new temporary directory
// and prints the directory; the caller removes it. Builds in it need the
// environment of modules.Env (GOFLAGS=-mod=mod GOWORK=off). With
// -packages it unpacks nothing and prints the module's packages that the
// corpus checks, space-separated.
//
//	go run ./internal/corpus/unpack go-zero
//	go run ./internal/corpus/unpack -packages go-zero
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/rediskeylint/rediskeylint/internal/corpus/modules"
)

func main() {
	packages := flag.Bool("packages", false, "print the module's packages instead of unpacking it")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: unpack [-packages] NAME")
		os.Exit(2)
	}
	m, err := modules.Lookup(flag.Arg(0))
	if err == nil && *packages {
		fmt.Println(strings.Join(m.Packages, " "))
		return
	}
	if err == nil {
		var dir string
		if dir, err = modules.Unpack(m); err == nil {
			fmt.Println(dir)
			return
		}
	}
	fmt.Fprintf(os.Stderr, "unpack: %v\n", err)
	os.Exit(1)
}
