// Package plugin registers rediskeylint as a golangci-lint v2 module
// plugin. It lives apart from the analyzer so that the analyzer does not
// depend on golangci-lint's plugin-register module.
//
// Build a golangci-lint binary with it through `golangci-lint custom` and a
// .custom-gcl.yml naming github.com/rediskeylint/rediskeylint with import
// path github.com/rediskeylint/rediskeylint/plugin, then enable it:
//
//	linters:
//	  enable: [rediskeylint]
//	  settings:
//	    custom:
//	      rediskeylint:
//	        type: module
//	        settings:
//	          case: camel
//	          cluster: true
//
// The settings are the keys of a .rediskeylint.yml file; they are the base
// configuration, on top of which .rediskeylint.yml files still apply.
package plugin

import (
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// Name is the linter name in golangci-lint's configuration and output.
const Name = "rediskeylint"

func init() {
	register.Plugin(Name, New)
}

// New decodes golangci-lint settings (nil, or a mapping of option keys)
// into the plugin's configuration.
func New(settings any) (register.LinterPlugin, error) {
	opts, ok := settings.(map[string]any)
	if settings != nil && !ok {
		return nil, fmt.Errorf("rediskeylint: settings: a %T is not a mapping of option keys to values", settings)
	}
	cfg, err := keyrules.Default().WithOptions(opts)
	if err != nil {
		return nil, fmt.Errorf("rediskeylint: settings: %w", err)
	}
	return &linter{cfg: cfg}, nil
}

// linter is the plugin: one analyzer over a fixed base configuration.
type linter struct {
	cfg keyrules.Config
}

// BuildAnalyzers returns the rediskey analyzer configured by the settings.
func (l *linter) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	a, err := analyzer.New(l.cfg)
	if err != nil {
		return nil, fmt.Errorf("rediskeylint: settings: %w", err)
	}
	return []*analysis.Analyzer{a}, nil
}

// GetLoadMode asks for type information: keys are rebuilt from constants
// and calls are resolved to their callees.
func (l *linter) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
