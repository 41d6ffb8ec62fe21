package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/internal/keysite"
)

// reasons returns the reason of every unresolved site of the case, by
// command.
func reasons(t *testing.T, pkg string) map[string][]string {
	t.Helper()
	results := runCases(t, newTestAnalyzer(t, nil), pkg)
	require.Len(t, results, 1)
	out := map[string][]string{}
	for _, s := range results[0].Result.(*keysite.Result).Sites {
		if s.Status == keysite.Unresolved {
			out[s.Command] = append(out[s.Command], s.Reason)
		}
	}
	return out
}

// TestScanKeysRueidis checks keys read back with rueidis's builder: a
// SCAN … MATCH entry's elements and a KEYS reply have the pattern's shape;
// a SCAN with no pattern is unresolved with its reason; a hash's fields
// and a set's members are not keys of any pattern.
func TestScanKeysRueidis(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"EXPIRE": {"partial Cart:<string>:items"},
		"DEL":    {"partial session:<string>:Token"},
		"UNLINK": {"partial session:<string>:Token"},
		"TTL":    {"unresolved "},
		// The chains' own keys, then the fields and members.
		"HSCAN":    {"resolved user:1:settings"},
		"SMEMBERS": {"resolved online:users"},
		"GET":      {"unresolved "},
		"INCR":     {"unresolved "},
	}, siteTemplates(t, "scanrueidis"))
	assert.Equal(t, []string{"the analysis stopped at k: key read back from SCAN or KEYS with an unknown pattern"},
		reasons(t, "scanrueidis")["TTL"])
}

// TestScanKeysValkey checks the same read-backs with valkey-go's builder
// and reply types.
func TestScanKeysValkey(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"DEL":    {"partial token:<string>:Expired"},
		"LRANGE": {"partial queue:<string>"},
		"UNLINK": {"unresolved "},
	}, siteTemplates(t, "scanvalkey"))
}

// TestSearchKeysGeneric checks document ids read back from FT.SEARCH sent
// as a generic command (go-redis and redigo Do) and with rueidis's
// builder, on indexes the package creates with go-redis's FTCreate, with
// FT.CREATE sent through redigo's Do and with rueidis's builder.
func TestSearchKeysGeneric(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"UNLINK":  {"partial Order:<string>", "partial shipment:<string> Parcel:<string>"},
		"EXPIRE":  {"partial invoice:open:<string> invoice:Paid:<string>"},
		"HGETALL": {"partial Order:<string>"},
		"DEL":     {"unresolved "},
	}, siteTemplates(t, "searchdo"))
	assert.Equal(t, []string{"the analysis stopped at doc.Key: document id read back from FT.SEARCH on an index whose key prefixes are not known"},
		reasons(t, "searchdo")["DEL"])
}

// TestSearchIndexOtherPackage checks document ids of indexes another
// package creates: the prefixes come with the index's constant or helper.
func TestSearchIndexOtherPackage(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"HGETALL": {"partial shop:Product:<string>"},
		"DEL":     {"partial shop:review:<string>"},
	}, siteTemplates(t, "searchindex"))
}
