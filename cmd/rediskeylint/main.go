// Command rediskeylint checks the Redis keys of Go programs.
//
//	rediskeylint [flags] ./...
//	go vet -vettool=$(which rediskeylint) [flags] ./...
//	rediskeylint catalog [-format json|markdown] [flags] ./...
//	rediskeylint init [-force] [-baseline FILE] ./...
//	rediskeylint explain RULE
//	rediskeylint version
//
// It exits 0 when there is nothing to report, 3 when it reports findings,
// and 1 on a tool error such as a bad flag or configuration file, in every
// output format (see internal/driver).
package main

import (
	"os"

	"github.com/rediskeylint/rediskeylint/internal/auditcmd"
	"github.com/rediskeylint/rediskeylint/internal/catalog"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/initcmd"
)

// commands are the subcommands, one line each.
var commands = []driver.Command{
	{Name: "catalog", Summary: "list every key site and its template (JSON or Markdown)", Run: catalog.Run},
	{Name: "audit", Summary: "hold the code's key templates against a live Redis keyspace", Run: auditcmd.Run},
	{Name: "init", Summary: "infer the convention, write .rediskeylint.yml and a baseline", Run: initcmd.Run},
	driver.ExplainCommand,
	driver.VersionCommand,
}

func main() {
	os.Exit(driver.Main(os.Args[1:], commands, os.Stdout, os.Stderr))
}
