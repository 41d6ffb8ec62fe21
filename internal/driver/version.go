package driver

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

// BuildVersion describes the running binary in one line, as in
// "v0.1.0 go1.26.0" or "(devel) go1.26.0 vcs 1a2b3c4d5e6f+modified".
// The version subcommand prints it, and go vet's -V=full question gets it
// in its comments (see vet.go).
func BuildVersion() string {
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

// VersionCommand is the version subcommand.
var VersionCommand = Command{
	Name:    "version",
	Summary: "print the version",
	Run: func(_ []string, stdout, _ io.Writer) int {
		fmt.Fprintf(stdout, "rediskeylint %s\n", BuildVersion())
		return ExitClean
	},
}

// moduleVersion is the module version the binary was built from, as SARIF
// names the tool's version.
func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

// executableDigest returns the SHA-256 of this executable, which names
// the build: the analyzer, its defaults and the Go it was built with.
func executableDigest() ([sha256.Size]byte, error) {
	exe, err := os.Executable()
	if err != nil {
		return [sha256.Size]byte{}, err
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		return [sha256.Size]byte{}, err
	}
	return sha256.Sum256(data), nil
}
