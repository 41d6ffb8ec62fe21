package driver

import (
	"bytes"
	"cmp"
	"fmt"
	"go/format"
	"os"
	"slices"
)

// applyFixes applies the first fix of each finding that has one, file by
// file, and returns the findings it left: those without a fix, and those
// whose fix overlaps one applied before it (both edit the same text). A
// file that would not be valid Go afterwards is left as it was, and its
// findings stay.
func applyFixes(findings []Finding) (left []Finding, err error) {
	type planned struct {
		finding int
		edits   []Edit
	}
	byFile := map[string][]planned{}
	var files []string
	for i, f := range findings {
		if len(f.Fixes) == 0 {
			left = append(left, f)
			continue
		}
		for _, e := range f.Fixes[0].Edits {
			if _, ok := byFile[e.File]; !ok {
				files = append(files, e.File)
			}
			byFile[e.File] = append(byFile[e.File], planned{i, []Edit{e}})
		}
	}
	unfixed := map[int]bool{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("-fix: %w", err)
		}
		var edits []Edit
		var owners []int
		for _, p := range byFile[file] {
			edits = append(edits, p.edits...)
			owners = append(owners, p.finding)
		}
		order := make([]int, len(edits))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int {
			return cmp.Or(cmp.Compare(edits[a].Start, edits[b].Start), cmp.Compare(edits[a].End, edits[b].End))
		})
		var out bytes.Buffer
		last := 0
		var prev *Edit
		for _, i := range order {
			e := edits[i]
			switch {
			case prev != nil && *prev == e:
				continue // two findings share the fix
			case e.Start < last || e.End > len(src) || e.Start > e.End:
				unfixed[owners[i]] = true
				continue
			}
			out.Write(src[last:e.Start])
			out.WriteString(e.New)
			last = e.End
			prev = &edits[i]
		}
		out.Write(src[last:])
		if _, err := format.Source(out.Bytes()); err != nil {
			for _, p := range byFile[file] {
				unfixed[p.finding] = true
			}
			continue
		}
		if err := os.WriteFile(file, out.Bytes(), 0o644); err != nil {
			return nil, fmt.Errorf("-fix: %w", err)
		}
	}
	for i, f := range findings {
		if len(f.Fixes) > 0 && unfixed[i] {
			left = append(left, f)
		}
	}
	slices.SortStableFunc(left, comparePositions)
	return left, nil
}
