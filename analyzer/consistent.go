package analyzer

import "github.com/rediskeylint/rediskeylint/keyrules"

// With case or separator set to "consistent", the package's own dominant
// choice is the rule (keyrules.Config.Resolve). The vote is per package
// and counts each distinct template of the package's key sites once,
// leaving out sites in _test.go files, so that a package and its test
// variant vote alike. go vet, golangci-lint and the standalone driver all
// analyse one package at a time, so every driver gets the same choice for
// a package; holding the whole module to one style is what
// "rediskeylint init" is for: it votes over the whole module and writes
// the winner as a fixed style.

// applyConsistent resolves a consistent case or separator against the
// package's templates: it sets the resolved configuration on sites and
// returns the naming checker built from it (rules itself otherwise).
func applyConsistent(sites *siteSet, rules *keyrules.Checker) (*keyrules.Checker, error) {
	if !sites.cfg.IsConsistent() {
		return rules, nil
	}
	seen := map[string]bool{}
	var templates []keyrules.Template
	for _, s := range catalog(sites).Sites {
		if isTestFile(s.Pos.Filename) {
			continue
		}
		for _, t := range s.Templates {
			if !seen[t] {
				seen[t] = true
				templates = append(templates, keyrules.ParseTemplate(t))
			}
		}
	}
	cfg := sites.cfg.Resolve(templates)
	resolved, err := keyrules.NewChecker(cfg)
	if err != nil {
		return nil, err
	}
	sites.cfg = cfg
	return resolved, nil
}
