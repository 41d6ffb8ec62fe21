package analyzer

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// configuredSites runs the analyzer on configured/... and returns, per
// package, the command and templates of each key site, sorted.
func configuredSites(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, r := range runCases(t, newTestAnalyzer(t, nil), "configured/...") {
		res, ok := r.Result.(*keysite.Result)
		if !ok || !strings.HasPrefix(r.Package.PkgPath, "configured/") {
			continue
		}
		pkg := strings.TrimPrefix(r.Package.PkgPath, "configured/")
		for _, s := range res.Sites {
			out[pkg] = append(out[pkg], s.Command+" "+strings.Join(s.Templates, " | "))
		}
		sort.Strings(out[pkg])
	}
	return out
}

// TestConfiguredObjects follows objects configured by their constructor's
// caller in another package: a default constructor that calls the
// package's other constructor with a literal prefix. A library's own
// catalog lists the templates its default constructors give, beside the
// open one of its exported constructor, also when the default is a field
// of an options struct. A constructor that returns an
// interface (NewDefaultAccessToken(...) AccessTokenHandle) configures the
// object a call of the interface's method reaches, also when it comes
// with an error (store, err := NewStore(c)). A field a normalising
// method fills when it is empty has the default it is filled with.
func TestConfiguredObjects(t *testing.T) {
	t.Parallel()
	sites := configuredSites(t)
	assert.Equal(t, []string{"GET session:<string> | <string><string>"}, sites["sessions"])
	assert.Equal(t, []string{"GET <string>_access_token_<string>"}, sites["tokens"])
	assert.Equal(t, []string{"INCR limiter:<string> | <string>:<string>"}, sites["ratestore"])
	assert.Equal(t, []string{"LPOP queue:<string> | queue:jobs"}, sites["worker"])
	assert.Equal(t, []string{"GET gowechat_access_token_app", "GET legacy:session:<string>", "GET session:<string>", "INCR limiter:<string>"}, sites["app"])
}

// TestNormalisedFields follows fields a normalising helper sets: a
// method of another package (through its facts) that fills an empty
// field and ends a non-empty one with ':' on a copy of the struct, a
// builder that names a set after a list and falls back to its own
// suffix when the two names are equal, and a pointer receiver that ends
// a prefix with ':'. An emptiness test splits the field's value: the
// body appends to the non-empty alternatives only. A field no code
// normalises, set from a parameter, stays the caller's.
func TestNormalisedFields(t *testing.T) {
	t.Parallel()
	var sites map[string][]string
	for _, r := range runCases(t, newTestAnalyzer(t, nil), "normalised/...") {
		if r.Package.PkgPath == "normalised/queue" {
			sites = actionSites(t, r)
		}
	}
	assert.Equal(t, map[string][]string{
		// The settings' facts: the list suffix filled, the namespace
		// ended by ':'.
		"RPUSH": {"partial jobs:<string>_list"},
		// The set suffix's default and the builder's own, when equal.
		"SADD": {"partial jobs:<string>_list_members"},
		// The non-empty prefix ends in ':'; the empty one is skipped.
		"INCR": {"resolved queue_stats:pushed"},
		// The owner is the caller's: no code gives it a value.
		"GET": {"unresolved "},
	}, sites)
}
