package analyzer

import (
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/mod/modfile"
)

// goredisModule is the module whose version decides the client behaviour.
const goredisModule = "github.com/redis/go-redis/v9"

// versionCache maps a directory to the go-redis version its module requires.
var versionCache sync.Map

// clientVersion returns the go-redis version the analysed package builds
// with: the client-version option, else the require of its go.mod (found
// upward from the package's directory), else "".
func (c *checker) clientVersion() string {
	if c.cfg.ClientVersion != "" {
		return c.cfg.ClientVersion
	}
	if len(c.pass.Files) == 0 {
		return ""
	}
	dir := filepath.Dir(c.pass.Fset.Position(c.pass.Files[0].Pos()).Filename)
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
	for d := dir; ; d = filepath.Dir(d) {
		data, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
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
		if parent := filepath.Dir(d); parent == d {
			return ""
		}
	}
}
