package main

import (
	"fmt"
	"strings"

	"github.com/rediskeylint/rediskeylint/analyzer"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// boolFlag is the interface of flag values that need no argument.
type boolFlag interface{ IsBoolFlag() bool }

// checkFlags validates the values of the analyzer's own flags before the
// driver parses them, so that a bad value is one line and exit code 1
// rather than the flag package's usage dump and exit code 2. The values
// are set on a separate analyzer, leaving the real one to the driver.
func checkFlags(args []string) error {
	probe, err := analyzer.New(keyrules.Default())
	if err != nil {
		return err
	}
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			break
		}
		if !strings.HasPrefix(arg, "-") {
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		f := probe.Flags.Lookup(name)
		if f == nil {
			continue // a flag of the driver
		}
		if !hasValue {
			if b, ok := f.Value.(boolFlag); ok && b.IsBoolFlag() {
				value = "true"
			} else if i+1 < len(args) {
				i++
				value = args[i]
			} else {
				return fmt.Errorf("flag -%s needs a value", name)
			}
		}
		if err := probe.Flags.Set(name, value); err != nil {
			return fmt.Errorf("-%s: %v", name, firstLine(err))
		}
	}
	return nil
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
