package driver

import (
	"io"
	"strings"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A report is what an output format renders.
type report struct {
	findings []Finding
	problems []string // the run's tool errors, which SARIF carries as notifications of a failed invocation
	base     string   // the directory file names are made relative to
	analyzer string   // the analyzer's name, which JSON keys findings by
}

// A writer renders a report in one output format; each lives in a file of
// its own, named after the format.
type writer struct {
	name  string
	write func(w io.Writer, r report) error
	// documentOnError says that a run that fails still writes a valid
	// document (CI uploads it whatever the exit code).
	documentOnError bool
}

// writers are the values of -format, the default first.
var writers = []writer{
	{"text", func(w io.Writer, r report) error { return writeText(w, r.findings, r.base) }, false},
	{"json", func(w io.Writer, r report) error { return writeJSON(w, r.findings, r.analyzer) }, false},
	{"sarif", func(w io.Writer, r report) error {
		return writeSARIF(w, r.findings, r.problems, keyrules.Rules, r.base, moduleVersion())
	}, true},
	{"codequality", func(w io.Writer, r report) error { return writeCodeQuality(w, r.findings, r.base) }, true},
}

// writerFor returns the writer of format name.
func writerFor(name string) (writer, bool) {
	for _, w := range writers {
		if w.name == name {
			return w, true
		}
	}
	return writer{}, false
}

// formatNames lists the formats, as -format's error names them.
func formatNames() string {
	names := make([]string, len(writers))
	for i, w := range writers {
		names[i] = w.name
	}
	return strings.Join(names, ", ")
}
