package initcmd

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/clitest"
	"github.com/rediskeylint/rediskeylint/internal/driver"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// TestMain gives the tests a result cache of their own.
func TestMain(m *testing.M) { clitest.Main(m) }

// testTool is the analyzer the command runs, as the program's dispatcher
// gives it.
var testTool = driver.Tool{
	Analyzer: analyzer.Analyzer,
	New:      func() (*analysis.Analyzer, error) { return analyzer.New(keyrules.Default()) },
	Library:  analyzer.ClientLibrary,
}
