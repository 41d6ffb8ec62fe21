package config

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Files returns every configuration file that can apply to the packages
// of the module (or workspace) that dir belongs to: each one below its
// root, and those above it that a package without go.mod could read.
// Directories whose names start with "." (.git) or that are named
// testdata (outside ./..., and where the search upward stops), vendor or
// node_modules are not searched.
func Files(dir string) ([]string, error) {
	root := workspaceRoot(dir)
	var files []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable directories hold no file we could read either
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if slices.Contains(FileNames, name) {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if moduleRoot(dir) == "" {
		for d := range ancestors(filepath.Dir(root)) {
			for _, name := range FileNames {
				if _, err := os.Lstat(filepath.Join(d, name)); err == nil {
					files = append(files, filepath.Join(d, name))
				}
			}
		}
	}
	slices.Sort(files)
	return files, nil
}

// workspaceRoot is the directory holding go.work, else go.mod, at or
// above dir, else dir.
func workspaceRoot(dir string) string {
	for d := range ancestors(dir) {
		if isFile(filepath.Join(d, "go.work")) {
			return d
		}
	}
	if root := moduleRoot(dir); root != "" {
		return root
	}
	return dir
}

// Digest hashes the names and contents of files (and whether each can be
// read), so that it changes with every edit, addition and removal.
func Digest(files []string) string {
	h := sha256.New()
	for _, f := range files {
		h.Write([]byte(f))
		h.Write([]byte{0})
		data, err := os.ReadFile(f)
		if err != nil {
			h.Write([]byte("unreadable: " + err.Error()))
		}
		h.Write(data)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Check resolves the configuration of the directory of each file, as the
// packages there would, and returns the first error: under go vet this
// reports a configuration error once, before any package runs.
func (r *Resolver) Check(files []string) error {
	for _, f := range files {
		if _, err := r.For(filepath.Dir(f)); err != nil {
			return err
		}
	}
	return nil
}
