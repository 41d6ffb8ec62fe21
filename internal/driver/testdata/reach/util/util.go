// Package util is a module of someone else's that knows nothing of Redis.
package util

import (
	"fmt"
	"strconv"
)

// Twice formats 2n.
func Twice(n int) string { return strconv.Itoa(2 * n) }

func init() { fmt.Sprint() }

// Max is the larger of a and b.
func Max[T int | string](a, b T) T {
	if a > b {
		return a
	}
	return b
}
