package analyzer

import (
	"path/filepath"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/config"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// clientVersion returns the go-redis version the analysed package builds
// with (see config.ClientVersion).
func clientVersion(pass *analysis.Pass, cfg keyrules.Config) string {
	dir := ""
	if len(pass.Files) > 0 {
		dir = filepath.Dir(pass.Fset.Position(pass.Files[0].Pos()).Filename)
	}
	return config.ClientVersion(cfg, dir)
}
