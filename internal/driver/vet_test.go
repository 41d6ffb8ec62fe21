package driver

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
)

// TestFlagValuesProbedOnlyWithFlags: go vet runs the tool once per
// package, with -json; an invocation that gives none of the analyzer's
// flags builds no probe analyzer, one that gives one does and reports its
// bad value.
func TestFlagValuesProbedOnlyWithFlags(t *testing.T) {
	withDepth := func() *analysis.Analyzer {
		a := &analysis.Analyzer{Name: "probe"}
		a.Flags.Int("depth", 1, "a number")
		return a
	}
	built := 0
	tool := Tool{Vet: withDepth(), New: func() (*analysis.Analyzer, error) {
		built++
		return withDepth(), nil
	}}
	assert.NoError(t, checkFlagValues(tool, []string{"-json", "/tmp/b001/vet.cfg"}))
	assert.NoError(t, checkFlagValues(tool, []string{"-V=full"}))
	assert.NoError(t, checkFlagValues(tool, []string{"-json", "--", "-depth=x"}))
	assert.Zero(t, built, "none of the analyzer's flags, no probe")

	assert.NoError(t, checkFlagValues(tool, []string{"-json", "-depth=2", "/tmp/b001/vet.cfg"}))
	assert.Equal(t, 1, built)
	assert.EqualError(t, checkFlagValues(tool, []string{"--depth", "x", "/tmp/b001/vet.cfg"}), `-depth: parse error`)

	failing := Tool{Vet: withDepth(), New: func() (*analysis.Analyzer, error) { return nil, errors.New("bad base configuration") }}
	assert.NoError(t, checkFlagValues(failing, []string{"-json", "/tmp/b001/vet.cfg"}))
	assert.EqualError(t, checkFlagValues(failing, []string{"-depth=2", "/tmp/b001/vet.cfg"}), "bad base configuration")
}
