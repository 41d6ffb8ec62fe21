package analyzer

import (
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"
)

// txCheckVersion is the first go-redis version whose ClusterClient refuses
// a TxPipeline with keys in several slots (ErrCrossSlot); older versions
// split it into one MULTI/EXEC per slot, silently losing atomicity. A
// multi-key command is sent whole, so Redis answers CROSSSLOT, in every
// version unless the program opts into routing policies (a dynamic command
// info resolver), which this analysis cannot see.
var txCheckVersion = "v9.11.0"

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

// atLeast reports whether version v is known and not older than min.
func atLeast(v, min string) bool {
	return semver.IsValid(v) && semver.Compare(v, min) >= 0
}
