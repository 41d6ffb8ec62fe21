// Command rediskeylint checks the Redis keys of Go programs.
//
//	rediskeylint [flags] ./...
//	go vet -vettool=$(which rediskeylint) [flags] ./...
//	rediskeylint catalog [-format json|markdown] [flags] ./...
//	rediskeylint init [-force] [-baseline FILE] ./...
//	rediskeylint version
//
// It exits 0 when there is nothing to report, 3 when it reports findings
// (as every go/analysis driver does), and 1 on a tool error such as a bad
// flag or configuration file.
package main

import (
	"fmt"
	"os"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/rediskeylint/rediskeylint/analyzer"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "catalog" {
		os.Exit(runCatalog(os.Args[2:], os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && os.Args[1] == "audit" {
		os.Exit(runAudit(os.Args[2:], os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && os.Args[1] == "init" {
		os.Exit(runInit(os.Args[2:], os.Stdout, os.Stderr))
	}
	if len(os.Args) == 2 && (os.Args[1] == "version" || os.Args[1] == "-V=full") {
		os.Exit(runVersionArg(os.Args[1], os.Stdout, os.Stderr))
	}
	if err := checkFlags(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "rediskeylint: %v\n", err)
		os.Exit(1)
	}
	singlechecker.Main(analyzer.Analyzer)
}
