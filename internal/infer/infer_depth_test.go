package infer

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestInferDepthLeavesOutliersOut: a key that breaks the convention
// anyway ("Legacy Key" holds a space) is listed as an outlier and does not
// set min-depth.
func TestInferDepthLeavesOutliersOut(t *testing.T) {
	c := Infer(parseAll("app:user:<int>", "app:order:<int>:lines", "app:cart:<int>", "Legacy Key"))
	assert.Equal(t, 3, c.MinDepth)
	assert.Equal(t, 4, c.MaxDepth)
	assert.Equal(t, 3, c.Config.MinDepth)
	if assert.Len(t, c.Outliers, 1) {
		assert.Equal(t, 3, c.Outliers[0].Index)
	}
	assert.Equal(t, map[int]int{1: 1, 3: 2, 4: 1}, c.Depths, "every template is counted")
}
