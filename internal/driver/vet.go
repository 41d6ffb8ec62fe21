package driver

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// go vet runs the tool three ways: `-V=full` once per go command, for an
// identity that keys its cache of results; `-flags`, for the flags it may
// pass on; and once per package with a *.cfg file describing the unit.
//
// go vet replays cached results while the tool's identity, the flags and
// the package sources are unchanged, so the identity includes a digest of
// every configuration file that can apply: those of the module (or
// workspace) of the directory go vet runs in, and the -config file. The
// -V=full run is also where a configuration error is reported, once,
// rather than once per package.

// IsVetInvocation reports whether args (without the program name) are go
// vet's.
func IsVetInvocation(args []string) bool {
	for _, a := range args {
		if a == "-V=full" || a == "--V=full" || a == "-flags" || a == "--flags" {
			return true
		}
	}
	return len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg")
}

// RunVet speaks the vet protocol for tool; it returns only for -V=full.
func RunVet(args []string, tool Tool, stdout, stderr io.Writer) int {
	if err := checkFlagValues(tool, args); err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return 1
	}
	for _, a := range args {
		if a == "-V=full" || a == "--V=full" {
			return printVersion(stdout, stderr, goCommandArgs())
		}
	}
	// The go command asks the tool for JSON and prints the text itself,
	// without the category: the message carries the rule.
	singlechecker.Main(tool.Vet) // exits
	return 0
}

// printVersion answers -V=full in the form the go command parses:
// "NAME version devel ... buildID=ID", ID changing with the executable
// and with the configuration files; vetArgs are the arguments of the go
// command, where -config is.
func printVersion(stdout, stderr io.Writer, vetArgs []string) int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return 1
	}
	sum, err := executableDigest()
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return 1
	}
	h := sha256.New()
	h.Write(sum[:])

	cwd, _ := os.Getwd()
	files, err := config.Files(cwd)
	if err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return 1
	}
	// The resolver with the go command's flags checks the files as the
	// packages will read them, and names the -config file.
	resolver := config.NewResolver(keyrules.Default())
	fs := newFlagSet(io.Discard)
	resolver.RegisterFlags(fs)
	if err := setKnownFlags(fs, vetArgs); err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return 1
	}
	if f := resolver.ConfigFile(); f != "" {
		files = append(files, f)
	}
	if err := resolver.Check(files); err != nil {
		fmt.Fprintf(stderr, "rediskeylint: %v\n", err)
		return 1
	}
	fmt.Fprintf(h, "%s", config.Digest(files))
	// go vet reads the build ID only when the third field says devel, so
	// devel stays even for a tagged build; the comments carry the version
	// for people.
	fmt.Fprintf(stdout, "%s version devel %s buildID=%02x\n", exe, strings.ReplaceAll(BuildVersion(), " ", "-"), h.Sum(nil))
	return 0
}

// goCommandArgs returns the arguments of the go command that started this
// process (go vet's own, which hold the tool's flags), or nil where the
// system does not tell (only Linux's /proc does).
func goCommandArgs() []string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", os.Getppid()))
	if err != nil {
		return nil
	}
	args := strings.Split(strings.TrimRight(string(data), "\x00"), "\x00")
	if len(args) > 0 {
		args = args[1:]
	}
	return args
}

// checkFlagValues validates the analyzer's flags among args before the
// vet driver parses them, so that a bad value is one line and exit code 1
// rather than the flag package's usage and exit code 2. The values are set
// on a separate analyzer, leaving the real one to the driver.
func checkFlagValues(tool Tool, args []string) error {
	// go vet runs the tool once per package, with -json and the user's
	// flags: the probe (a configuration, checked against the command
	// table) is built only when one of the analyzer's flags is given.
	if !givesFlagOf(&tool.Vet.Flags, args) {
		return nil
	}
	probe, err := tool.New()
	if err != nil {
		return err
	}
	return setKnownFlags(&probe.Flags, args)
}

// givesFlagOf reports whether args give a flag of fs before "--".
func givesFlagOf(fs *flag.FlagSet, args []string) bool {
	for _, arg := range args {
		if arg == "--" {
			return false
		}
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if strings.HasPrefix(arg, "-") && fs.Lookup(name) != nil {
			return true
		}
	}
	return false
}

// setKnownFlags sets the flags of fs that args give, skipping the others
// (the go command's or the driver's) and everything after "--".
func setKnownFlags(fs *flag.FlagSet, args []string) error {
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			break
		}
		if !strings.HasPrefix(arg, "-") {
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		if !hasValue {
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
				value = "true"
			} else if i+1 < len(args) {
				i++
				value = args[i]
			} else {
				return fmt.Errorf("flag -%s needs a value", name)
			}
		}
		if err := fs.Set(name, value); err != nil {
			msg, _, _ := strings.Cut(err.Error(), "\n")
			return fmt.Errorf("-%s: %s", name, msg)
		}
	}
	return nil
}
