// Command noop is a vet tool whose analyzer does nothing: the baseline
// that scripts/bench.sh times rediskeylint against, under the same driver.
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/rediskeylint/rediskeylint/internal/bench"
)

func main() { singlechecker.Main(bench.Noop) }
