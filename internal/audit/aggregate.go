package audit

import (
	"container/heap"
	"sort"
)

// An observation is what the audit learnt of one key. Only the keys of
// the sample are looked up; the others are counted.
type observation struct {
	key      string
	template int    // index into the templates, -1 for an orphan
	shape    string // the inferred shape of an orphan
	audited  bool
	typ      string // TYPE; "" when the key vanished
	pttl     int64  // PTTL in ms: -1 no TTL
	expiry   int64  // Unix second the key expires at, when pttl >= 0
	size     int64  // bytes of a string, elements of a collection; -1 unknown
	memory   int64  // MEMORY USAGE in bytes; -1 not measured
}

// ttlBucketBounds are the upper bounds, in ms, of the TTL distribution's
// buckets after "no TTL"; the last bucket is open.
var ttlBucketBounds = []int64{60_000, 3_600_000, 86_400_000, 7 * 86_400_000}

// ttlBucketNames name the buckets of a TTL distribution, "none" first.
var ttlBucketNames = []string{"none", "<1m", "<1h", "<1d", "<7d", ">=7d"}

// keyStats aggregates the keys of one template or orphan shape in memory
// that does not grow with the number of keys.
type keyStats struct {
	keys    int64
	audited int64
	types   map[string]int64
	ttl     [6]int64 // by ttlBucketNames
	expiry  expiryPeak
	minExp  int64
	maxExp  int64
	ttlSum  int64 // ms, of the keys with a TTL
	memSum  int64
	memKeys int64
	big     int64
	worst   exampleHeap // the biggest keys over the thresholds
	// wrongType and noTTL keep the first examples of those findings.
	wrongType []Example
	noTTL     []Example
	orphanEx  []Example
}

// An Example is one key of a finding.
type Example struct {
	Key  string `json:"key"`
	Type string `json:"type,omitempty"`
	// Size is the string length in bytes or the number of elements.
	Size int64 `json:"size,omitempty"`
	// TTLMillis is the remaining time to live; -1 when there is none.
	TTLMillis int64 `json:"ttl_ms"`
}

// aggregator folds observations into per-template and per-shape stats.
type aggregator struct {
	opts      *Options
	templates []Template
	stats     []keyStats
	shapes    map[string]*keyStats
	// otherShapes takes the orphans once the shape table is full.
	otherShapes keyStats
	scanned     int64
}

func newAggregator(templates []Template, opts *Options) *aggregator {
	return &aggregator{
		opts:      opts,
		templates: templates,
		stats:     make([]keyStats, len(templates)),
		shapes:    make(map[string]*keyStats),
	}
}

func (a *aggregator) add(o *observation) {
	a.scanned++
	if o.template >= 0 {
		a.addTemplate(&a.stats[o.template], &a.templates[o.template], o)
		return
	}
	s := a.shapes[o.shape]
	if s == nil {
		if len(a.shapes) >= a.opts.MaxShapes {
			s = &a.otherShapes
		} else {
			s = &keyStats{}
			a.shapes[o.shape] = s
		}
	}
	a.addCommon(s, o)
	if len(s.orphanEx) < a.opts.Examples {
		s.orphanEx = append(s.orphanEx, example(o))
	}
}

// addCommon counts what every key has: its type, TTL, memory and size.
func (a *aggregator) addCommon(s *keyStats, o *observation) {
	s.keys++
	if !o.audited || o.typ == "" {
		return
	}
	s.audited++
	if s.types == nil {
		s.types = make(map[string]int64)
	}
	s.types[o.typ]++
	if o.pttl < 0 {
		s.ttl[0]++
	} else {
		b := len(ttlBucketBounds)
		for i, bound := range ttlBucketBounds {
			if o.pttl < bound {
				b = i
				break
			}
		}
		s.ttl[b+1]++
		s.ttlSum += o.pttl
		s.expiry.add(o.expiry)
		if s.minExp == 0 || o.expiry < s.minExp {
			s.minExp = o.expiry
		}
		if o.expiry > s.maxExp {
			s.maxExp = o.expiry
		}
	}
	if o.memory >= 0 {
		s.memSum += o.memory
		s.memKeys++
	}
	if a.isBig(o) {
		s.big++
		s.worst.offer(example(o), a.opts.Examples)
	}
}

func (a *aggregator) addTemplate(s *keyStats, t *Template, o *observation) {
	a.addCommon(s, o)
	if !o.audited || o.typ == "" {
		return
	}
	if len(t.Types) > 0 && !contains(t.Types, o.typ) && len(s.wrongType) < a.opts.Examples {
		s.wrongType = append(s.wrongType, example(o))
	}
	if t.ExpectTTL && o.pttl < 0 && len(s.noTTL) < a.opts.Examples {
		s.noTTL = append(s.noTTL, example(o))
	}
}

// isBig reports whether the key is over the thresholds of its type.
func (a *aggregator) isBig(o *observation) bool {
	if o.size < 0 {
		return false
	}
	if o.typ == "string" {
		return a.opts.MaxValueBytes > 0 && o.size > a.opts.MaxValueBytes
	}
	return a.opts.MaxElements > 0 && o.size > a.opts.MaxElements
}

func example(o *observation) Example {
	e := Example{Key: o.key, Type: o.typ, TTLMillis: o.pttl}
	if o.size > 0 {
		e.Size = o.size
	}
	return e
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// exampleHeap keeps the k biggest examples: a min-heap on size, so the
// smallest of the kept ones is the one to drop.
type exampleHeap []Example

func (h exampleHeap) Len() int           { return len(h) }
func (h exampleHeap) Less(i, j int) bool { return h[i].Size < h[j].Size }
func (h exampleHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *exampleHeap) Push(x any)        { *h = append(*h, x.(Example)) }
func (h *exampleHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// offer adds e when fewer than k are kept or e is bigger than the
// smallest kept.
func (h *exampleHeap) offer(e Example, k int) {
	switch {
	case k <= 0:
	case h.Len() < k:
		heap.Push(h, e)
	case e.Size > (*h)[0].Size:
		(*h)[0] = e
		heap.Fix(h, 0)
	}
}

// sorted returns the examples, biggest first.
func (h exampleHeap) sorted() []Example {
	out := append([]Example(nil), h...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Size != out[j].Size {
			return out[i].Size > out[j].Size
		}
		return out[i].Key < out[j].Key
	})
	return out
}
