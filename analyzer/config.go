package analyzer

import (
	"flag"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// registerFlags binds the flags of SPEC §2 to the runner.
func (r *runner) registerFlags(fs *flag.FlagSet) {
	// TODO(config): bind every config key.
}

// config returns the configuration for the package of pass.
func (r *runner) config(pass *analysis.Pass) (keyrules.Config, error) {
	return r.base, nil
}

// configState holds the flags and the per-directory configuration cache.
type configState struct{}
