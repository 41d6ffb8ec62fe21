package keyflow

import (
	"fmt"
	"go/constant"
)

// IsIntConst reports whether v, a constant's value, is the integer want,
// or a string that spells it (a command argument "0").
func IsIntConst(v constant.Value, want int64) bool {
	if v == nil {
		return false
	}
	if v.Kind() == constant.String {
		return constant.StringVal(v) == fmt.Sprint(want)
	}
	n, exact := constant.Int64Val(constant.ToInt(v))
	return exact && n == want
}
