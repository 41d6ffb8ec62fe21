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
// Letting the heap grow one and a half times its live size between
// collections makes it run less often, for a peak near the one of a check
// that holds every package; twice (GOGC=200) saved no more time on gitea
// and put go-zero's peak at 1.3× a no-op's (BENCHMARKS.md).

// standaloneGCPercent is the standalone check's GOGC unless the
// environment sets one.
const standaloneGCPercent = 150

// setStandaloneGC sets the collector's target for the standalone check,
// unless $GOGC says otherwise.
func setStandaloneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(standaloneGCPercent)
	}
}
