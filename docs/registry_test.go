package docs

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestRegistryDocIsTheDocumentSummary: -list-rules prints the registry's
// Doc and SARIF the document's summary; they are one sentence.
func TestRegistryDocIsTheDocumentSummary(t *testing.T) {
	for _, r := range keyrules.Registry {
		d, err := Rule(string(r.ID))
		require.NoError(t, err, "docs/rules/%s.md", r.ID)
		assert.Equal(t, d.Summary, r.Doc, "docs/rules/%s.md", r.ID)
	}
}
