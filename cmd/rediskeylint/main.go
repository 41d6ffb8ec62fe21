// Command rediskeylint checks the Redis keys of Go programs.
//
//	rediskeylint [flags] ./...
//	go vet -vettool=$(which rediskeylint) [flags] ./...
//	rediskeylint catalog [-format json|markdown] [flags] ./...
//	rediskeylint init [-force] [-baseline FILE] ./...
//	rediskeylint lsp
//	rediskeylint explain RULE
//	rediskeylint version
//
// It exits 0 when there is nothing to report, 3 when it reports findings,
// and 1 on a tool error such as a bad flag or configuration file, in every
// output format (see internal/driver).
package main

import (
	"io"
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/auditcmd"
	"github.com/rediskeylint/rediskeylint/internal/catalog"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/internal/initcmd"
	"github.com/rediskeylint/rediskeylint/internal/lsp"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// tool is the analyzer the driver and the subcommands run, the one place
// that names it.
var tool = driver.Tool{
	Analyzer: analyzer.Standalone,
	Vet:      analyzer.WithRuleInMessages(analyzer.Analyzer),
	New: func() (*analysis.Analyzer, error) {
		return analyzer.New(keyrules.Default(), analyzer.ReportAtHelperLiterals())
	},
	Library: analyzer.ClientLibrary,
}

// commands are the subcommands, one line each.
var commands = []driver.Command{
	{Name: "catalog", Summary: "list every key site and its template (JSON or Markdown)", Run: withTool(catalog.Run)},
	{Name: "audit", Summary: "hold the code's key templates against a live Redis keyspace", Run: withTool(auditcmd.Run)},
	{Name: "init", Summary: "infer the convention, write .rediskeylint.yml and a baseline", Run: withTool(initcmd.Run)},
	{Name: "lsp", Summary: "serve diagnostics, hover, references and fixes to editors (Language Server Protocol on stdio)", Run: lsp.Run},
	driver.ExplainCommand,
	driver.VersionCommand,
}

// withTool gives a subcommand the analyzer it runs.
func withTool(run func(driver.Tool, []string, io.Writer, io.Writer) int) func([]string, io.Writer, io.Writer) int {
	return func(args []string, stdout, stderr io.Writer) int { return run(tool, args, stdout, stderr) }
}

func main() {
	os.Exit(driver.Main(os.Args[1:], tool, commands, os.Stdout, os.Stderr))
}
