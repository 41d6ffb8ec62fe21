package scriptfields

import (
	"fmt"
	"testing"
)

// The tests fill a sampler of their own: nothing of the keys the worker
// sends.
func TestSampler(t *testing.T) {
	var s sampler
	for i := 0; i < 3; i++ {
		s.add("lock."+fmt.Sprint(i), "lockinfo."+fmt.Sprint(i))
	}
	s.shuffle(0, 2)
}
