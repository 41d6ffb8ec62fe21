package driver

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// flagGroups sort the flags of -help by purpose; configuration flags are
// the rest.
var flagGroups = []struct {
	title string
	names []string
}{
	{"Output", []string{"format", "json", "fix", "fix-renames", "list-rules"}},
	{"Baseline (report only new findings; matched by rule, file and key, not line)", []string{"baseline", "write-baseline"}},
	{"Packages (test files are always analysed; -tests reports their findings)", []string{"tests", "tags"}},
}

const usageHead = `usage: rediskeylint [flags] packages...
       rediskeylint COMMAND [arguments]
       go vet -vettool=$(which rediskeylint) [configuration flags] packages...
Checks the Redis keys of Go programs. Exit code: 0 nothing to report, 3 findings, 1 an error.
`

// printUsage prints the short help: commands, then flags by purpose.
func printUsage(w io.Writer, fs *flag.FlagSet, commands []Command) {
	fmt.Fprint(w, usageHead)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nCommands:")
	for _, c := range commands {
		fmt.Fprintf(tw, "  %s\t%s\n", c.Name, c.Summary)
	}
	grouped := map[string]bool{}
	for _, g := range flagGroups {
		fmt.Fprintf(tw, "\n%s:\n", g.title)
		for _, name := range g.names {
			grouped[name] = true
			if f := fs.Lookup(name); f != nil {
				printFlag(tw, f)
			}
		}
	}
	fmt.Fprintln(tw, "\nConfiguration (each is a .rediskeylint.yml key; flags win over files):")
	fs.VisitAll(func(f *flag.Flag) {
		if !grouped[f.Name] {
			printFlag(tw, f)
		}
	})
	_ = tw.Flush() // the help goes to stderr; a failed write there has nowhere to be reported
}

func printFlag(w io.Writer, f *flag.Flag) {
	arg, usage := flag.UnquoteUsage(f)
	if arg != "" {
		arg = " " + arg
	}
	if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && !strings.Contains(usage, "default") {
		usage += " (default " + f.DefValue + ")"
	}
	fmt.Fprintf(w, "  -%s%s\t%s\n", f.Name, arg, usage)
}
