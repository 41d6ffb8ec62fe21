// Command rediskeylint checks the Redis keys of Go programs.
//
//	rediskeylint [flags] ./...
//	go vet -vettool=$(which rediskeylint) [flags] ./...
//
// It exits 0 when there is nothing to report, 3 when it reports findings
// (as every go/analysis driver does), and 1 on a tool error such as a bad
// flag or configuration file.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/rediskeylint/rediskeylint/analyzer"
)

func main() { singlechecker.Main(analyzer.Analyzer) }
