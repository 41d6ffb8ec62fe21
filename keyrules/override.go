package keyrules

import (
	"fmt"
	"path"
	"strings"
)

// Matches reports whether relDir (relative to the module root) is one of
// o's paths or lies below one: a path is a directory prefix such as
// "internal/legacy" or a path.Match pattern such as "cmd/*", which then
// covers the subdirectories of every directory it matches.
func (o Override) Matches(relDir string) bool {
	dir := path.Clean(strings.ReplaceAll(relDir, `\`, "/"))
	for _, p := range o.Paths {
		p = cleanOverridePath(p)
		if p == "." {
			return true
		}
		// Try the pattern against dir and each of its ancestors.
		for prefix := dir; prefix != "." && prefix != "/"; prefix = path.Dir(prefix) {
			if ok, _ := path.Match(p, prefix); ok {
				return true
			}
		}
	}
	return false
}

// CheckPaths reports the first of o's paths that is not a directory or
// pattern relative to the module root.
func (o Override) CheckPaths() error {
	if len(o.Paths) == 0 {
		return fmt.Errorf("is empty; give at least one directory or pattern")
	}
	for _, p := range o.Paths {
		if p == "" || path.IsAbs(p) || strings.HasPrefix(cleanOverridePath(p), "..") {
			return fmt.Errorf("%q is not a directory or pattern relative to the module root", p)
		}
		if _, err := path.Match(p, ""); err != nil {
			return fmt.Errorf("%q is not a valid path.Match pattern", p)
		}
	}
	return nil
}

func cleanOverridePath(p string) string {
	return path.Clean(strings.TrimPrefix(strings.ReplaceAll(p, `\`, "/"), "./"))
}
