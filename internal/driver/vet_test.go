package driver

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
)

// TestFlagValuesProbedOnlyWithFlags: go vet runs the tool once per
// package; an invocation without flags builds no probe analyzer, one with
// a flag does and reports its bad value.
func TestFlagValuesProbedOnlyWithFlags(t *testing.T) {
	built := 0
	tool := Tool{New: func() (*analysis.Analyzer, error) {
		built++
		a := &analysis.Analyzer{Name: "probe"}
		a.Flags.Int("depth", 1, "a number")
		return a, nil
	}}
	assert.NoError(t, checkFlagValues(tool, []string{"/tmp/b001/vet.cfg"}))
	assert.NoError(t, checkFlagValues(tool, []string{"--", "-depth=x"}))
	assert.Zero(t, built, "no flag, no probe")

	assert.NoError(t, checkFlagValues(tool, []string{"-depth=2", "/tmp/b001/vet.cfg"}))
	assert.Equal(t, 1, built)
	assert.EqualError(t, checkFlagValues(tool, []string{"-depth", "x", "/tmp/b001/vet.cfg"}), `-depth: parse error`)

	failing := Tool{New: func() (*analysis.Analyzer, error) { return nil, errors.New("bad base configuration") }}
	assert.NoError(t, checkFlagValues(failing, []string{"/tmp/b001/vet.cfg"}))
	assert.EqualError(t, checkFlagValues(failing, []string{"-V=full"}), "bad base configuration")
}
