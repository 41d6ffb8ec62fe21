package infer

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestInferSplitSeparators: when half the keys join with "." and half
// with ":", no separator is the code's convention; both are allowed, one
// per key, so that neither half is reported, and the depth of each key is
// counted with its own separator.
func TestInferSplitSeparators(t *testing.T) {
	c := Infer(parseAll(
		"shop:cart:<string>", "shop:order:<int>",
		"shop.stream.<string>", "shop.stream.meta.<string>",
	))
	assert.Equal(t, keyrules.Choice{Value: ":", Agree: 2, Voters: 4}, c.Separator)
	assert.Equal(t, []string{":", "."}, c.Separators)
	assert.Equal(t, []SeparatorCount{{":", 2}, {".", 2}}, c.SeparatorCounts)
	assert.Equal(t, []string{":", "."}, c.Config.Separators)
	assert.Equal(t, ":", c.Config.Separator, "fixes write the vote's winner")
	assert.NotContains(t, c.Config.ForeignSeparators, ".")
	assert.Empty(t, c.Outliers, "neither half is reported")
	assert.Equal(t, 4, c.Agree)
	assert.Equal(t, 3, c.MinDepth)
	assert.Equal(t, 4, c.MaxDepth)
	assert.Empty(t, c.Preset, "no preset allows both")
}

// TestInferMajoritySeparator: a separator of more than half the keys is
// the convention; the few others are outliers.
func TestInferMajoritySeparator(t *testing.T) {
	c := Infer(parseAll(
		"shop:cart:<string>", "shop:order:<int>", "shop:user:<int>",
		"shop.stream.<string>",
	))
	assert.Equal(t, keyrules.Choice{Value: ":", Agree: 3, Voters: 4}, c.Separator)
	assert.Nil(t, c.Separators)
	assert.Nil(t, c.Config.Separators)
	assert.Len(t, c.Outliers, 1)
}

// TestInferSplitWithAMajority: a separator of more than half the keys
// does not make the other a mistake when it joins a third of them or
// more: the code has two conventions, both allowed.
func TestInferSplitWithAMajority(t *testing.T) {
	c := Infer(parseAll(
		"a.b.<int>", "a.c.<int>", "a.d.<int>",
		"a:b:<int>", "a:c:<int>",
	))
	assert.Equal(t, keyrules.Choice{Value: ".", Agree: 3, Voters: 5}, c.Separator)
	assert.Equal(t, []string{".", ":"}, c.Separators)
	assert.Empty(t, c.Outliers)
}

// TestInferSplitLeavesRareSeparators: a separator of fewer than a third
// of the keys is not allowed.
func TestInferSplitLeavesRareSeparators(t *testing.T) {
	c := Infer(parseAll(
		"a:b:<int>", "a:c:<int>", "a:d:<int>",
		"a.b.<int>", "a.c.<int>", "a.d.<int>",
		"a/b/<int>",
	))
	assert.Equal(t, []string{":", "."}, c.Separators)
	assert.Len(t, c.Outliers, 1)
}

// TestInferOneKeyIsNoConvention: one key against another has no majority
// either, but a single key is no convention: nothing is split.
func TestInferOneKeyIsNoConvention(t *testing.T) {
	c := Infer(parseAll("shop:cart:<string>", "shop_order_<int>"))
	assert.Nil(t, c.Separators)
	assert.Equal(t, ":", c.Config.Separator)
}

// TestInferSplitDepth: under several separators a key's segments are
// split at each of them, as the checker splits them: the key that mixes
// them has 4.
func TestInferSplitDepth(t *testing.T) {
	c := Infer(parseAll(
		"shop:cart:<string>", "shop:order:<int>",
		"shop.stream.<string>", "shop.stream.<int>:<string>",
	))
	assert.Equal(t, []string{":", "."}, c.Separators)
	assert.Equal(t, map[int]int{3: 3, 4: 1}, c.Depths)
}
