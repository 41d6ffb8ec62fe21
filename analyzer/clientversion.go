package analyzer

import (
	"path/filepath"

	"github.com/rediskeylint/rediskeylint/internal/config"
)

// clientVersion returns the go-redis version the analysed package builds
// with (see config.ClientVersion).
func (c *checker) clientVersion() string {
	dir := ""
	if len(c.pass.Files) > 0 {
		dir = filepath.Dir(c.pass.Fset.Position(c.pass.Files[0].Pos()).Filename)
	}
	return config.ClientVersion(c.cfg, dir)
}
