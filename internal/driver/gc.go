package driver

import (
	"os"
	"runtime/debug"
)

// The standalone check's heap. It holds one package's syntax and
// types.Info per processor and the types of the packages done
// (deferred.go), so what it keeps is small beside what the type-checking
// and the analysis allocate; at the runtime's default (GOGC=100) the
// collector then runs often, for about a fifth of the check's CPU time.
// Letting the heap grow twice its live size between collections halves
// that for a peak near the one of a check that holds every package.

// standaloneGCPercent is the standalone check's GOGC unless the
// environment sets one.
const standaloneGCPercent = 200

// setStandaloneGC sets the collector's target for the standalone check,
// unless $GOGC says otherwise.
func setStandaloneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(standaloneGCPercent)
	}
}
