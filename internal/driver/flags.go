package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// ParseFlags parses the arguments of a subcommand into fs the way every
// command of the binary does: -help prints usage, then the flags, to
// stderr (exit 0); a bad flag or value is one line naming the command, the
// error and where the flags are listed (exit 1), as the lint run does.
// done says the command stops with code.
func ParseFlags(fs *flag.FlagSet, args []string, usage string, stderr io.Writer) (code int, done bool) {
	err := Parse(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stderr, usage)
		fs.SetOutput(stderr)
		fs.PrintDefaults()
		return ExitClean, true
	case err != nil:
		fmt.Fprintln(stderr, FlagError(fs.Name(), err))
		return ExitError, true
	}
	return 0, false
}

// Parse parses args into fs without printing anything: the flag package
// prints the usage with every error, which buries the one line that
// matters.
func Parse(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs.Parse(args)
}

// FlagError is the line that reports a bad flag of the command (the lint
// run when command is "").
func FlagError(command string, err error) string {
	prog := "rediskeylint"
	if command != "" {
		prog += " " + command
	}
	return fmt.Sprintf("%s: %v; %s -help lists the flags", prog, err, prog)
}
