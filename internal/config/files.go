package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"go.yaml.in/yaml/v3"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// FileNames are looked for in each directory, in this order; the first
// one present is that directory's file.
var FileNames = []string{".rediskeylint.yml", ".rediskeylint.yaml"}

// configFiles returns the configuration files that apply to dir, outermost
// first: one per directory from dir up to root (or up to the file system
// root when root is ""), stopping after a file that says root: true. A
// path that is there but cannot be read as a file is an error, not skipped.
func configFiles(dir, root string) ([]string, error) {
	var nearestFirst []string
	for d := range ancestors(dir) {
		file, err := dirFile(d)
		if err != nil {
			return nil, err
		}
		if file != "" {
			nearestFirst = append(nearestFirst, file)
			if declaresRoot(file) {
				break
			}
		}
		if d == root {
			break
		}
	}
	files := make([]string, len(nearestFirst))
	for i, f := range nearestFirst {
		files[len(files)-1-i] = f
	}
	return files, nil
}

// dirFile returns the configuration file of directory d, or "".
func dirFile(d string) (string, error) {
	for _, name := range FileNames {
		p := filepath.Join(d, name)
		if _, err := os.Lstat(p); err != nil {
			continue // not there
		}
		if err := CheckFile(p); err != nil {
			return "", err
		}
		return p, nil
	}
	return "", nil
}

// CheckFile reports why path cannot be read as a configuration file: a
// directory, a dangling symbolic link, a loop of links, no permission.
func CheckFile(path string) error {
	info, err := os.Stat(path)
	switch {
	case err == nil && info.IsDir():
		return fmt.Errorf("%s is a directory; a configuration file is a YAML file of option keys", path)
	case err == nil && !info.Mode().IsRegular():
		return fmt.Errorf("%s is not a regular file; a configuration file is a YAML file of option keys", path)
	case err == nil:
		return nil
	case errors.Is(err, syscall.ELOOP):
		return fmt.Errorf("%s is a loop of symbolic links; point it at a YAML file", path)
	case errors.Is(err, fs.ErrNotExist):
		if target, lerr := os.Readlink(path); lerr == nil {
			return fmt.Errorf("%s is a symbolic link to %s, which does not exist", path, target)
		}
		return fmt.Errorf("%s does not exist", path)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", path, pe.Err)
	}
	return err
}

// declaresRoot reports whether file says root: true. A file that does not
// parse is not a root: reading it in full reports the error.
func declaresRoot(file string) bool {
	data, err := os.ReadFile(file)
	if err != nil {
		return false
	}
	var doc struct {
		Root bool `yaml:"root"`
	}
	return yaml.Unmarshal(data, &doc) == nil && doc.Root
}

// loadFile reads file on top of cfg. When the -preset flag is set and the
// file names another preset, the flag's preset stands and the file's other
// keys apply on top of it. Errors do not name the file: the caller does.
func loadFile(file string, cfg keyrules.Config, preset *optionFlag) (keyrules.Config, error) {
	data, err := os.ReadFile(file)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return keyrules.Config{}, pe.Err
	} else if err != nil {
		return keyrules.Config{}, err
	}
	fileCfg, err := Parse(data, cfg)
	if err != nil || !preset.set || fileCfg.Preset == preset.value {
		return fileCfg, err
	}
	var opts map[string]any
	if err := yaml.Unmarshal(data, &opts); err != nil {
		return keyrules.Config{}, err
	}
	delete(opts, "preset")
	return WithOptions(cfg, opts)
}

// moduleRoot returns the nearest directory at or above dir that holds a
// go.mod file, or "".
func moduleRoot(dir string) string {
	for d := range ancestors(dir) {
		if isFile(filepath.Join(d, "go.mod")) {
			return d
		}
	}
	return ""
}

// ancestors yields dir and its parents up to the file system root. It
// does not leave a testdata directory: the go command treats what is
// inside one as separate from the enclosing module, and analysistest
// keeps its packages there.
func ancestors(dir string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		if dir == "" {
			return
		}
		for d := filepath.Clean(dir); ; {
			if !yield(d) || filepath.Base(d) == "testdata" {
				return
			}
			parent := filepath.Dir(d)
			if parent == d {
				return
			}
			d = parent
		}
	}
}

func isFile(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.Mode().IsRegular()
}
