package driver

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/rediskeylint/rediskeylint/docs"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// ExplainCommand is `rediskeylint explain RULE`.
var ExplainCommand = Command{
	Name:    "explain",
	Summary: "print what a rule checks, why, a bad and a good example, its options",
	Run:     runExplain,
}

func runExplain(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintf(stderr, "usage: rediskeylint explain RULE\nrules: %s\n", strings.Join(keyrules.Rules, ", "))
		if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
			return 0
		}
		return 1
	}
	d, err := docs.Rule(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint explain: %q is not a rule; rules are %s\n", args[0], strings.Join(keyrules.Rules, ", "))
		return 1
	}
	fmt.Fprint(stdout, d.Text)
	fmt.Fprintf(stdout, "\nMore: %s\n", d.URL())
	return 0
}

// listRules prints one line per rule of the registry: its id and what it
// checks.
func listRules(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, r := range keyrules.Registry {
		fmt.Fprintf(tw, "%s\t%s\n", r.ID, r.Doc)
	}
	fmt.Fprintln(tw, "\nrediskeylint explain RULE tells more.")
	return tw.Flush()
}
