package keyflow

import (
	"fmt"
	"go/types"
	"strings"
	"testing"
)

// BenchmarkFieldUnion measures the union of a field that the package
// assigns in n places (a constant each): what exporting its fact costs.
func BenchmarkFieldUnion(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			var src strings.Builder
			src.WriteString("package p\n\ntype Job struct{ Queue string }\n\n")
			for i := range n {
				fmt.Fprintf(&src, "func new%d() Job { return Job{Queue: \"queue:%d\"} }\n", i, i)
			}
			p, _ := checkSource(b, src.String())
			job := p.Types.Scope().Lookup("Job").Type().Underlying().(*types.Struct)
			field := job.Field(0)
			ev := New(p, &sources{}, nil)
			want := n // alternatives, or one widened past K
			if n > K {
				want = 1
			}
			if got := ev.globals.templates(ev, field); len(got.Alts) != want || got.Widened != (n > K) {
				b.Fatalf("the union of %d constants is %v (widened %v)", n, got.Alts, got.Widened)
			}
			b.ReportAllocs()
			for b.Loop() {
				ev.globals.templates(ev, field)
			}
		})
	}
}
