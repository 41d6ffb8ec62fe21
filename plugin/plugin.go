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
// configuration, on top of which .rediskeylint.yml files still apply. One
// more setting, fix-renames: true, offers the fixes that rename keys, which
// golangci-lint --fix then applies (stored data is not migrated).
//
// Under golangci-lint, //nolint comments are golangci-lint's: the analyzer
// reports the findings under them and golangci-lint drops them, so that
// nolintlint knows which comments are used. Per-rule suppression is
// //rediskeylint:ignore RULE reason, which the analyzer honours itself.
package plugin

import (
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/config"
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
	l := &linter{}
	if v, ok := opts[fixRenamesKey]; ok {
		b, isBool := v.(bool)
		if !isBool {
			return nil, fmt.Errorf("rediskeylint: settings: %s: %v is not true or false", fixRenamesKey, v)
		}
		l.fixRenames = b
		rest := make(map[string]any, len(opts))
		for k, v := range opts {
			if k != fixRenamesKey {
				rest[k] = v
			}
		}
		opts = rest
	}
	cfg, err := config.WithOptions(keyrules.Default(), opts)
	if err != nil {
		return nil, fmt.Errorf("rediskeylint: settings: %w", err)
	}
	l.cfg = cfg
	return l, nil
}

// fixRenamesKey is the setting that offers the fixes that rename keys.
const fixRenamesKey = "fix-renames"

// linter is the plugin: one analyzer over a fixed base configuration.
type linter struct {
	cfg        keyrules.Config
	fixRenames bool
}

// BuildAnalyzers returns the rediskey analyzer configured by the settings.
func (l *linter) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	opts := []analyzer.Option{analyzer.LeaveNolintToDriver()}
	if l.fixRenames {
		opts = append(opts, analyzer.OfferRenames())
	}
	a, err := analyzer.New(l.cfg, opts...)
	if err != nil {
		return nil, fmt.Errorf("rediskeylint: settings: %w", err)
	}
	// golangci-lint prints "analyzer: message (linter)" and no category:
	// named as the linter, the analyzer's name is left out, and the
	// message starts with the rule, shown once as "case: key ...".
	a = foldRelated(analyzer.WithRuleInMessages(a))
	a.Name = Name
	return []*analysis.Analyzer{a}, nil
}

// GetLoadMode asks for type information: keys are rebuilt from constants
// and calls are resolved to their callees.
func (l *linter) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
