package commands

import (
	"encoding/json"
	"testing"
)

// BenchmarkDecodeTable is what the first use of the table costs a process
// (load): go vet starts one process per package, and each that looks a
// command up decodes the embedded table once.
func BenchmarkDecodeTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var t Table
		if err := json.Unmarshal(tableJSON, &t); err != nil {
			b.Fatal(err)
		}
	}
}
