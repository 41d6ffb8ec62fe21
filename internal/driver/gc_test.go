package driver

import (
	"os"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestStandaloneGCUnlessGOGCIsSet(t *testing.T) {
	t.Setenv("GOGC", "100")
	previous := debug.SetGCPercent(100)
	defer debug.SetGCPercent(previous)

	setStandaloneGC()
	assert.Equal(t, 100, debug.SetGCPercent(100), "$GOGC decides when it is set")

	assert.NoError(t, os.Unsetenv("GOGC")) // t.Setenv restores it
	setStandaloneGC()
	assert.Equal(t, standaloneGCPercent, debug.SetGCPercent(100))
}
