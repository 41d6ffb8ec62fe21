package driver

import (
	"bytes"
	"testing"
)

// TestWritersRegistry: -format accepts exactly the registered writers, in
// the order its error lists them, and each renders a report.
func TestWritersRegistry(t *testing.T) {
	if got, want := formatNames(), "text, json, sarif, codequality"; got != want {
		t.Fatalf("formats %q, want %q", got, want)
	}
	for _, w := range writers {
		got, ok := writerFor(w.name)
		if !ok || got.name != w.name {
			t.Fatalf("writerFor(%q) = %q, %v", w.name, got.name, ok)
		}
		var out bytes.Buffer
		if err := got.write(&out, report{base: t.TempDir(), analyzer: "rediskey"}); err != nil {
			t.Errorf("%s: %v", w.name, err)
		}
	}
	if _, ok := writerFor("yaml"); ok {
		t.Error("writerFor(yaml) found a writer")
	}
}
