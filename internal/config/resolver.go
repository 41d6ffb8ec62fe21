package config

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// A Resolver answers the configuration of a directory, from its base, its
// flags and the configuration files on disk. It is safe for concurrent use;
// each directory is resolved once (files are read once per run).
type Resolver struct {
	base keyrules.Config

	mu    sync.Mutex
	file  pathFlag      // -config
	flags []*optionFlag // one per config key, in keyrules.Config order
	byDir map[string]resolved
}

type resolved struct {
	cfg keyrules.Config
	err error
}

// NewResolver returns a resolver over base, with no flags bound yet.
func NewResolver(base keyrules.Config) *Resolver {
	return &Resolver{base: base}
}

// For returns the configuration of the packages in dir, an absolute
// directory ("" when the package has no files on disk: base and flags
// only). Errors start with the file or flag at fault; the driver that
// prints one names the program.
func (r *Resolver) For(dir string) (keyrules.Config, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if got, ok := r.byDir[dir]; ok {
		return got.cfg, got.err
	}
	cfg, err := r.resolve(dir)
	if r.byDir == nil {
		r.byDir = map[string]resolved{}
	}
	r.byDir[dir] = resolved{cfg, err}
	return cfg, err
}

// ConfigFile returns the -config file, or "".
func (r *Resolver) ConfigFile() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.file.path
}

// resolve computes the configuration of dir (see the package doc).
func (r *Resolver) resolve(dir string) (keyrules.Config, error) {
	cfg := r.base
	preset := r.flag("preset")
	if preset.set {
		var err error
		if cfg, err = WithOptions(cfg, map[string]any{"preset": preset.value}); err != nil {
			return keyrules.Config{}, fmt.Errorf("-preset: %w", err)
		}
	}

	root := moduleRoot(dir)
	var files []string
	if r.file.path != "" {
		files = []string{r.file.path}
	} else if dir != "" {
		var err error
		if files, err = configFiles(dir, root); err != nil {
			return keyrules.Config{}, err
		}
	}
	if root == "" && len(files) > 0 {
		root = filepath.Dir(files[0])
	}
	last := ""
	for _, file := range files {
		var err error
		if cfg, err = loadFile(file, cfg, preset); err != nil {
			return keyrules.Config{}, fmt.Errorf("%s: %w", file, err)
		}
		if cfg, err = forDir(cfg, root, dir); err != nil {
			return keyrules.Config{}, fmt.Errorf("%s: %w", file, err)
		}
		last = file
	}
	if len(files) == 0 {
		// Overrides from the base (golangci-lint settings).
		var err error
		if cfg, err = forDir(cfg, root, dir); err != nil {
			return keyrules.Config{}, fmt.Errorf("settings: %w", err)
		}
	}
	cfg.Root = false

	opts := map[string]any{}
	for _, f := range r.flags {
		if f.set && f.key != "preset" {
			opts[f.key] = f.value
		}
	}
	cfg, err := WithOptions(cfg, opts)
	if err != nil {
		if len(opts) == 0 {
			return keyrules.Config{}, fmt.Errorf("%s: %w", sourceName(last), err)
		}
		return keyrules.Config{}, fmt.Errorf("flags: %w", err)
	}
	return cfg, nil
}

// forDir applies the overrides of cfg that match dir, relative to root, and
// drops them; with no directory or root it only drops them.
func forDir(cfg keyrules.Config, root, dir string) (keyrules.Config, error) {
	rel := ""
	if dir != "" && root != "" {
		if r, err := filepath.Rel(root, dir); err == nil && !strings.HasPrefix(r, "..") {
			rel = filepath.ToSlash(r)
		}
	}
	if rel == "" {
		cfg.Overrides = nil
		return cfg, nil
	}
	return ForDir(cfg, rel)
}

func sourceName(file string) string {
	if file == "" {
		return "settings"
	}
	return file
}

// RegisterFlags binds -config and one flag per configuration key, named as
// the key, to fs.
func (r *Resolver) RegisterFlags(fs *flag.FlagSet) {
	r.file.resolver = r
	fs.Var(&r.file, "config", "configuration `file`, instead of the .rediskeylint.yml files")
	for _, f := range newOptionFlags(r) {
		r.flags = append(r.flags, f)
		fs.Var(f, f.key, flagUsage[f.key])
	}
}

// flag returns the option flag of key; it exists for every flagUsage key.
func (r *Resolver) flag(key string) *optionFlag {
	for _, f := range r.flags {
		if f.key == key {
			return f
		}
	}
	return &optionFlag{key: key} // flags not registered: never set
}

// forget drops the resolved configurations after a flag changes; the
// caller holds mu.
func (r *Resolver) forget() {
	r.byDir = nil
}
