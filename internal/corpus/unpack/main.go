// Command unpack downloads one module of the corpus through the Go module
// proxy, unpacks it as its own main module in a new temporary directory
// and prints the directory; the caller removes it. Builds in it need the
// environment of modules.Env (GOFLAGS=-mod=mod GOWORK=off).
//
//	go run ./internal/corpus/unpack go-zero
package main

import (
	"fmt"
	"os"

	"github.com/rediskeylint/rediskeylint/internal/corpus/modules"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: unpack NAME")
		os.Exit(2)
	}
	m, err := modules.Lookup(os.Args[1])
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
