package initcmd

import (
	"testing"

	"github.com/rediskeylint/rediskeylint/internal/clitest"
)

// TestMain gives the tests a result cache of their own.
func TestMain(m *testing.M) { clitest.Main(m) }
