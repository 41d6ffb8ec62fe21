package keyflow

import (
	"fmt"
	"go/types"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// switchSource is a function switching on a package variable with n
// constant cases, each building a key.
func switchSource(n int) string {
	var b strings.Builder
	b.WriteString("package p\n\nvar mode int\n\nfunc key() string {\n\tswitch mode {\n")
	for i := range n {
		fmt.Fprintf(&b, "\tcase %d:\n\t\treturn \"k%d\"\n", i, i)
	}
	b.WriteString("\t}\n\treturn \"none\"\n}\n")
	return b.String()
}

// TestSwitchArmsGrowWithTheArms pins that a switch records the cases each
// arm fails only up to K arms: past it each arm records its own case, so
// the branches grow with the arms, not with their square.
func TestSwitchArmsGrowWithTheArms(t *testing.T) {
	never := func(*types.Var) bool { return false }
	for _, n := range []int{K, 4 * K} {
		pkg, _ := checkSource(t, switchSource(n))
		branches := configBranches(pkg.Info, newSyntax(nil, pkg.Files), never)
		if n <= K {
			// Each arm: its case taken and the other n-1 not taken;
			// after the switch, none of the n cases.
			assert.Equal(t, n*n+n, len(branches), "%d arms", n)
		} else {
			assert.Equal(t, n, len(branches), "%d arms: one case each", n)
		}
	}
}
