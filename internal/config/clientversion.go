package config

import (
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/mod/modfile"

	"github.com/rediskeylint/rediskeylint/keyrules"
)

// goredisModule is the module whose version decides the client behaviour.
const goredisModule = "github.com/redis/go-redis/v9"

// versionCache maps a directory to the go-redis version its module requires.
var versionCache sync.Map

// ClientVersion returns the go-redis version the packages in dir build
// with: cfg's client-version option, else the require of the go.mod that
// governs dir, else "".
func ClientVersion(cfg keyrules.Config, dir string) string {
	if cfg.ClientVersion != "" {
		return cfg.ClientVersion
	}
	if dir == "" {
		return ""
	}
	if v, ok := versionCache.Load(dir); ok {
		return v.(string)
	}
	v := requiredVersion(dir)
	versionCache.Store(dir, v)
	return v
}

// requiredVersion reads the go-redis v9 requirement of the go.mod that
// governs dir.
func requiredVersion(dir string) string {
	mod := goModFor(dir)
	if mod == "" {
		return ""
	}
	data, err := os.ReadFile(mod)
	if err != nil {
		return ""
	}
	f, err := modfile.ParseLax("go.mod", data, nil)
	if err != nil {
		return ""
	}
	for _, r := range f.Require {
		if r.Mod.Path == goredisModule {
			return r.Mod.Version
		}
	}
	return ""
}

// goModFor returns the go.mod file that governs dir, or "". Unlike the
// configuration files, the search crosses testdata directories: their
// packages build with the enclosing module.
func goModFor(dir string) string {
	if dir == "" {
		return ""
	}
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if mod := filepath.Join(d, "go.mod"); isFile(mod) {
			return mod
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}
