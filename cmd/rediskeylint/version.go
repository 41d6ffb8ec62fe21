package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// The version comes from the build information the go command embeds:
// the module version for "go install …@vX.Y.Z", "(devel)" with the VCS
// revision for a build from a checkout.

// buildVersion describes the running binary in one line, as in
// "v0.1.0 go1.26.0" or "(devel) go1.26.0 vcs 1a2b3c4d5e6f+modified".
func buildVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	parts := []string{info.Main.Version, info.GoVersion}
	if parts[0] == "" {
		parts[0] = "(devel)"
	}
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	if rev := settings["vcs.revision"]; rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if settings["vcs.modified"] == "true" {
			rev += "+modified"
		}
		parts = append(parts, "vcs "+rev)
	}
	return strings.Join(parts, " ")
}

// runVersion implements the version subcommand.
func runVersion(stdout io.Writer) int {
	fmt.Fprintf(stdout, "rediskeylint %s\n", buildVersion())
	return 0
}

// printFullVersion answers -V=full, which go vet asks of a vet tool to key
// its cache: "NAME version devel COMMENTS buildID=ID". go vet reads the
// build ID only when the third field says devel, so devel stays even for
// a tagged build; the ID is the executable's SHA-256, so that any change to
// the binary invalidates cached vet results. The comments carry the
// version for people.
func printFullVersion(stdout io.Writer) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	f, err := os.Open(exe)
	if err != nil {
		return err
	}
	defer f.Close() //nolint:errcheck // read only: a failed close loses nothing
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "%s version devel %s buildID=%x\n", exe, strings.ReplaceAll(buildVersion(), " ", "-"), h.Sum(nil))
	return err
}

// runVersionArg answers "version" or "-V=full" and returns the exit code.
func runVersionArg(arg string, stdout, stderr io.Writer) int {
	if arg == "version" {
		return runVersion(stdout)
	}
	if err := printFullVersion(stdout); err != nil {
		fmt.Fprintf(stderr, "rediskeylint: -V=full: %v\n", err)
		return 1
	}
	return 0
}
