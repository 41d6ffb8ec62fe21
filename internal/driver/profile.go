package driver

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// The environment variables that make the standalone command write
// profiles of its run, for `go tool pprof`: CPU time, and the heap's
// allocations (every allocation of the run, sampled, and what is live at
// its end). They are environment variables, not flags, so that the
// command's flags stay those of the check.
const (
	CPUProfileEnv = "REDISKEYLINT_CPUPROFILE"
	MemProfileEnv = "REDISKEYLINT_MEMPROFILE"
)

// startProfiles starts what the environment asks for and returns the
// function that writes the profiles at the end of the run.
func startProfiles() (stop func() error, err error) {
	cpu, mem := os.Getenv(CPUProfileEnv), os.Getenv(MemProfileEnv)
	var cpuFile *os.File
	if cpu != "" {
		if cpuFile, err = os.Create(cpu); err != nil {
			return nil, fmt.Errorf("$%s: %v", CPUProfileEnv, err)
		}
		if err := pprof.StartCPUProfile(cpuFile); err != nil {
			_ = cpuFile.Close() // the start's error is the one to report
			return nil, fmt.Errorf("$%s: %v", CPUProfileEnv, err)
		}
	}
	return func() error {
		if cpuFile != nil {
			pprof.StopCPUProfile()
			if err := cpuFile.Close(); err != nil {
				return fmt.Errorf("$%s: %v", CPUProfileEnv, err)
			}
		}
		if mem == "" {
			return nil
		}
		f, err := os.Create(mem)
		if err != nil {
			return fmt.Errorf("$%s: %v", MemProfileEnv, err)
		}
		runtime.GC() // the live heap as of the end of the run
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			_ = f.Close() // the write's error is the one to report
			return fmt.Errorf("$%s: %v", MemProfileEnv, err)
		}
		return f.Close()
	}, nil
}
