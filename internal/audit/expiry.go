package audit

// expiryPeak finds the second at which most keys of a template expire,
// in bounded memory: the Misra–Gries frequent-items summary. Any second
// that more than n/(k+1) of n keys share stays in the summary, and its
// count falls short of the truth by at most n/(k+1), so a share of half
// the keys or more is found however many keys there are.
type expiryPeak struct {
	counts map[int64]int64
	n      int64
}

// expiryPeakCounters is k: with 32 counters the count of a peak is off by
// at most 3% of the keys.
const expiryPeakCounters = 32

func (e *expiryPeak) add(second int64) {
	e.n++
	if e.counts == nil {
		e.counts = make(map[int64]int64, expiryPeakCounters)
	}
	if _, ok := e.counts[second]; ok || len(e.counts) < expiryPeakCounters {
		e.counts[second]++
		return
	}
	for s := range e.counts {
		if e.counts[s]--; e.counts[s] == 0 {
			delete(e.counts, s)
		}
	}
}

// peak returns the most common second and a lower bound of its count.
func (e *expiryPeak) peak() (second, count int64) {
	for s, c := range e.counts {
		if c > count || (c == count && s < second) {
			second, count = s, c
		}
	}
	return second, count
}
