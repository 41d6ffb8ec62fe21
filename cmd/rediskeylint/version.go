package main

import (
	"fmt"
	"io"
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
