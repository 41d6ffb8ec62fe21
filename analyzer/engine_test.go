package analyzer

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// TestWrappers finds wrappers however deep their chain and in whatever
// order they are declared, a wrapper's second key found through another
// wrapper, and calls through an interface whose implementation, in a
// dependency, is a wrapper.
func TestWrappers(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "sessions/...")
}

// TestGuards drops the empty variants of a value that a condition checked
// before the key is built (a return, log.Fatal, or the branch taken).
func TestGuards(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "inventory")
}

// TestObjects reads a field from the object that holds it: a package
// variable of another package, or a local literal; other literals of the
// same struct type never mix in.
func TestObjects(t *testing.T) {
	t.Parallel()
	runCases(t, newTestAnalyzer(t, nil), "objects/...")
}

// TestConstructors checks each object a constructor makes with the
// prefix its caller chose: a generic cache made with a literal, kept in
// a service's fields or in a local variable, a limiter configured by a
// struct and shared through a package variable, a queue whose namespace
// is a functional option; the methods that build keys from the
// receiver's field are wrappers of it, also when the constructor is the
// package's own and its callers are all known.
func TestConstructors(t *testing.T) {
	t.Parallel()
	results := runCases(t, newTestAnalyzer(t, nil), "constructors/...")
	// Each object keeps the values it was made with: the templates of the
	// service's calls never mix one cache's prefix with another's.
	var templates []string
	for _, r := range results {
		res, ok := r.Result.(*keysite.Result)
		if !ok || r.Package.PkgPath != "constructors/accounts" {
			continue
		}
		for _, s := range res.Sites {
			templates = append(templates, s.Command+" "+strings.Join(s.Templates, " | "))
		}
	}
	sort.Strings(templates)
	assert.Equal(t, []string{
		"DEL session:<string>",
		"EXPIRE login.attempts:<string>",
		"EXPIRE rate_limit:api:<string>",
		"GET UserProfile:<string>",
		"GET session:<string>",
		"INCR count:Download:<string>",
		"INCR count:page_view:<string>",
		// counter.hit's own site, forwarded to its calls: every kind.
		"INCR count:page_view:<string> | count:Download:<string>",
		"INCR login.attempts:<string>",
		"INCR rate_limit:api:<string>",
		"LPUSH Accounts:welcome_mail:pending",
		"LPUSH jobs:audit:pending",
		"SET FeatureFlag:<string>",
	}, templates)
}
