package driver

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"fmt"
	"go/format"
	"os"
	"slices"

	"github.com/rogpeppe/go-internal/cache"
)

// applyFixes applies the first fix of each finding that has one, whole or
// not at all: a fix that edits text another fix already edits differently
// is skipped, and so is every fix of a file that would no longer parse
// (left as it was). It returns the findings whose fix it applied.
func applyFixes(findings []Finding) (applied []Finding, err error) {
	accepted := map[string][]Edit{} // by file
	owners := map[string][]int{}    // findings with edits in each file
	unfixed := map[int]bool{}
	for i, f := range findings {
		if len(f.Fixes) == 0 {
			unfixed[i] = true
			continue
		}
		edits := f.Fixes[0].Edits
		if slices.ContainsFunc(edits, func(e Edit) bool { return conflicts(accepted[e.File], e) }) {
			unfixed[i] = true
			continue
		}
		for _, e := range edits {
			if !slices.Contains(accepted[e.File], e) {
				accepted[e.File] = append(accepted[e.File], e)
			}
			owners[e.File] = append(owners[e.File], i)
		}
	}
	for _, file := range slices.Sorted(mapKeys(accepted)) {
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("-fix: %w", err)
		}
		out, ok := applyEdits(src, accepted[file])
		if ok {
			_, err := format.Source(out)
			ok = err == nil
		}
		if !ok {
			for _, i := range owners[file] {
				unfixed[i] = true
			}
			continue
		}
		if err := os.WriteFile(file, out, 0o644); err != nil {
			return nil, fmt.Errorf("-fix: %w", err)
		}
		// The result cache hashes a file once per process: the run after
		// the fixes must see the new text.
		cache.SetFileHash(file, sha256.Sum256(out))
	}
	for i, f := range findings {
		if !unfixed[i] {
			applied = append(applied, f)
		}
	}
	return applied, nil
}

// conflicts reports whether e overlaps an edit of edits without being the
// same edit.
func conflicts(edits []Edit, e Edit) bool {
	for _, a := range edits {
		if a == e {
			continue
		}
		if a.Start < e.End && e.Start < a.End || a.Start == e.Start && a.End == e.End {
			return true
		}
	}
	return false
}

// applyEdits applies non-overlapping edits to src.
func applyEdits(src []byte, edits []Edit) ([]byte, bool) {
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(a, b Edit) int { return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End)) })
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		if e.Start < last || e.End > len(src) || e.Start > e.End {
			return nil, false
		}
		out.Write(src[last:e.Start])
		out.WriteString(e.New)
		last = e.End
	}
	out.Write(src[last:])
	return out.Bytes(), true
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}
