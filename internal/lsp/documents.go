package lsp

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// documents are the files open in the editor, by absolute file name, with
// the contents the editor has, saved or not.
type documents struct {
	mu   sync.Mutex
	open map[string]text
}

func newDocuments() *documents {
	return &documents{open: map[string]text{}}
}

func (d *documents) set(file string, content string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.open[file] = text(content)
}

func (d *documents) close(file string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.open, file)
}

// names returns the names of the open files.
func (d *documents) names() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return sortedKeys(d.open)
}

// overlay returns the contents of the open Go files, which replace the
// files on disk in an analysis.
func (d *documents) overlay() map[string][]byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := map[string][]byte{}
	for name, t := range d.open {
		if strings.HasSuffix(name, ".go") {
			out[name] = []byte(t)
		}
	}
	return out
}

// within reports whether file lies in dir or below it.
func within(file, dir string) bool {
	rel, err := filepath.Rel(dir, file)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}
