package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/baseline"
)

// Exit codes of the standalone command, the same in every output format;
// under go vet, go reports findings with its own exit code.
const (
	ExitClean    = 0
	ExitError    = 1
	ExitFindings = 3
)

// A Command is a subcommand, `rediskeylint NAME args...`.
type Command struct {
	Name    string
	Summary string // one line for -help
	Run     func(args []string, stdout, stderr io.Writer) int
}

// A Tool is what the command runs: the analyzer, in the forms each mode
// needs, and the libraries whose importers it must see.
type Tool struct {
	// Analyzer is the analyzer of the standalone check; its flags are the
	// command's.
	Analyzer *analysis.Analyzer
	// Vet is the analyzer go vet runs, whose messages name their rule.
	Vet *analysis.Analyzer
	// New returns another analyzer like Analyzer, with the same flags:
	// the vet protocol checks flag values on it without setting the real
	// ones, init runs it under the configuration it writes.
	New func() (*analysis.Analyzer, error)
	// Library reports whether a package path is a library whose
	// importers matter to the analyzer (LoadOptions.Library).
	Library func(pkgPath string) bool
}

// options are the standalone command's own flags.
type options struct {
	format        string
	json          bool
	fix           bool
	baseline      string
	writeBaseline string
	listRules     bool
	tags          string
	verbose       bool
}

// Main runs the command with args (without the program name) and returns
// its exit code: a subcommand of commands, the vet protocol, or the
// standalone check of tool.
func Main(args []string, tool Tool, commands []Command, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		for _, c := range commands {
			if args[0] == c.Name {
				return c.Run(args[1:], stdout, stderr)
			}
		}
	}
	if IsVetInvocation(args) {
		return RunVet(args, tool, stdout, stderr)
	}
	return run(args, tool, commands, stdout, stderr)
}

func run(args []string, tool Tool, commands []Command, stdout, stderr io.Writer) int {
	a := tool.Analyzer
	fs := newFlagSet(stderr)
	var o options
	fs.StringVar(&o.format, "format", "text", "report `name`: text, json, sarif (SARIF 2.1.0) or codequality (GitLab Code Quality)")
	fs.BoolVar(&o.json, "json", false, "same as -format json")
	fs.BoolVar(&o.fix, "fix", false, "apply the fixes, then report what is left")
	fs.StringVar(&o.baseline, "baseline", "", "report only findings not recorded in `file`")
	fs.StringVar(&o.writeBaseline, "write-baseline", "", "record every finding in `file` and exit 0")
	fs.BoolVar(&o.listRules, "list-rules", false, "list the rules and exit")
	fs.StringVar(&o.tags, "tags", "", "comma-separated build `tags`")
	fs.BoolVar(&o.verbose, "v", false, "say how many packages were analysed and how many the result cache answered ($"+CacheEnv+")")
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	if err := Parse(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(stderr, fs, commands)
			return ExitClean
		}
		fmt.Fprintln(stderr, FlagError("", err))
		return ExitError
	}
	if o.json {
		o.format = "json"
	}
	out, ok := writerFor(o.format)
	if !ok {
		fmt.Fprintf(stderr, "rediskeylint: -format: %q is not one of %s\n", o.format, formatNames())
		return ExitError
	}
	if o.listRules {
		if err := listRules(stdout); err != nil {
			fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
			return ExitError
		}
		return ExitClean
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "rediskeylint: no packages to check; give patterns such as ./... (rediskeylint -help for more)")
		return ExitError
	}
	stopProfiles, err := startProfiles()
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return ExitError
	}
	setStandaloneGC()
	code, err := check(a, tool.Library, fs.Args(), o, out, stdout, stderr)
	if perr := stopProfiles(); err == nil {
		err = perr
	}
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return ExitError
	}
	return code
}

// check loads and analyses the packages, then reports as o says. A
// matched package that does not load is left out and named on stderr
// after the report, which the others' findings make: exit 1.
func check(a *analysis.Analyzer, library func(string) bool, patterns []string, o options, out writer, stdout, stderr io.Writer) (int, error) {
	cwd, _ := os.Getwd()
	// A report that CI uploads is a valid document even when the run fails.
	fail := func(err error) (int, error) {
		if out.documentOnError {
			_ = out.write(stdout, report{problems: []string{err.Error()}, base: cwd, analyzer: a.Name}) // the error itself is what is reported
		}
		return 0, err
	}
	var base *baseline.Baseline
	if o.baseline != "" {
		var err error
		if base, err = readBaseline(o.baseline); err != nil {
			return fail(err)
		}
	}
	res, findings, err := analyse(a, library, patterns, o, cwd, stderr)
	if err != nil {
		return fail(err)
	}
	// done ends a run that printed its report: the packages that did not
	// load are named last, and make it fail.
	done := func(code int) (int, error) {
		for _, p := range res.Problems {
			fmt.Fprintf(stderr, "rediskeylint: %s\n", p)
		}
		if len(res.Problems) > 0 {
			return ExitError, nil
		}
		return code, nil
	}

	if o.writeBaseline != "" {
		if err := writeBaseline(o.writeBaseline, findings); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stderr, "rediskeylint: recorded %d findings in %s\n", len(findings), o.writeBaseline)
		return done(ExitClean)
	}
	if o.fix {
		applied, err := applyFixes(findings)
		if err != nil {
			return fail(err)
		}
		for _, f := range applied {
			fmt.Fprintf(stderr, "rediskeylint: fixed %s:%d:%d: %s\n", relPath(cwd, f.Pos.Filename), f.Pos.Line, f.Pos.Column, f.Fixes[0].Message)
		}
		// A fix can settle other findings too (the other uses of a
		// renamed key): what is left is what a new run reports.
		if len(applied) > 0 {
			if res, findings, err = analyse(a, library, patterns, o, cwd, stderr); err != nil {
				return fail(err)
			}
		}
	}
	if o.baseline != "" {
		var accepted, stale int
		if findings, accepted, stale, err = subtract(base, o.baseline, findings); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stderr, "rediskeylint: %d new findings, %d in the baseline, %d stale baseline entries\n", len(findings), accepted, stale)
	}

	if err := out.write(stdout, report{findings: findings, problems: problemTexts(res.Problems), base: cwd, analyzer: a.Name}); err != nil {
		return 0, err
	}
	if len(findings) > 0 {
		return done(ExitFindings)
	}
	return done(ExitClean)
}

// analyse loads and analyses the packages and collects their findings.
func analyse(a *analysis.Analyzer, library func(string) bool, patterns []string, o options, cwd string, stderr io.Writer) (*Analysis, []Finding, error) {
	// Only the findings are wanted: the analysis keeps no package's syntax.
	res, err := analyze(a, patterns, LoadOptions{Tests: true, Tags: o.tags, Library: library}, true, false)
	if err != nil {
		return nil, nil, err
	}
	if res.CacheErr != nil {
		fmt.Fprintf(stderr, "rediskeylint: warning: %v\n", res.CacheErr)
	}
	if o.verbose {
		if c := res.Cache; c != nil {
			analysed, read := c.Stats()
			fmt.Fprintf(stderr, "rediskeylint: packages: %d analysed, %d answered by the result cache in %s\n", analysed, read, c.dir)
		} else {
			fmt.Fprintf(stderr, "rediskeylint: the result cache is off (%s=off)\n", CacheEnv)
		}
	}
	findings, err := collect(res.Graph, res.Answered, cwd)
	if err != nil {
		return nil, nil, err
	}
	return res, findings, nil
}

func newFlagSet(output io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("rediskeylint", flag.ContinueOnError)
	fs.SetOutput(output)
	return fs
}
