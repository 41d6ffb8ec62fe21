package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// config returns the configuration for the package of pass (see
// internal/config for the order of files, overrides and flags).
func (r *runner) config(pass *analysis.Pass) (keyrules.Config, error) {
	return r.resolver.For(packageDir(pass))
}

// packageDir returns the directory whose configuration applies to the
// package of pass (config.PackageDir).
func packageDir(pass *analysis.Pass) string {
	var names []string
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.FileStart); tf != nil {
			names = append(names, tf.Name())
		}
	}
	return config.PackageDir(names)
}
