package analyzer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnknownSliceOfAWrapper reads the keys of a call that passes a
// wrapper a slice it cannot follow (tags from the caller's options): the
// wrapper fixes each key's shape, so the call sends keys of that shape
// with a hole for the element, not keys at unknown positions. A slice
// known at the call gives its own elements.
func TestUnknownSliceOfAWrapper(t *testing.T) {
	t.Parallel()
	assert.Equal(t, map[string][]string{
		"SET":    {"partial entry:<string>"},
		"SADD":   {"forwarded tagset:<string>", "partial tagset:<string>"},
		"UNLINK": {"forwarded tagset:<string>", "resolved tagset:news", "resolved tagset:sports"},
	}, siteTemplates(t, "tagsets"))
}
