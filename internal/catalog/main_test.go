package catalog

import (
	"testing"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/internal/clitest"
	"github.com/rediskeylint/rediskeylint/internal/driver"
)

// testTool is the analyzer the command runs, as the program's dispatcher
// gives it.
var testTool = driver.Tool{Analyzer: analyzer.Analyzer, Library: analyzer.ClientLibrary}

// TestMain gives the tests a result cache of their own.
func TestMain(m *testing.M) { clitest.Main(m) }
