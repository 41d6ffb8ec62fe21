package keyflow

import (
	"go/constant"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOtherConstant: the constant a wrapper is rebuilt under for the
// values its branches do not list equals none of them.
func TestOtherConstant(t *testing.T) {
	ints := []constant.Value{constant.MakeInt64(3), constant.MakeInt64(0), constant.MakeInt64(7)}
	assert.Equal(t, "8", OtherConstant(ints).ExactString())

	strs := []constant.Value{constant.MakeString("js"), constant.MakeString("corp")}
	other := OtherConstant(strs)
	for _, s := range strs {
		assert.NotEqual(t, s.ExactString(), other.ExactString())
	}

	assert.Equal(t, "false", OtherConstant([]constant.Value{constant.MakeBool(true)}).ExactString())
	assert.Nil(t, OtherConstant([]constant.Value{constant.MakeBool(true), constant.MakeBool(false)}))
	assert.Nil(t, OtherConstant(nil))
}
