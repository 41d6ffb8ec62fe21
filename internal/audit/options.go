package audit

import "fmt"

// A Template is one key template of the code with what the code says of
// its keys.
type Template struct {
	// Template is the rendered template, as in "user:<int>:profile".
	Template string `json:"template"`
	// Types are the data types the code's commands imply ("hash", …); a
	// key of another type is a finding. Empty: any type.
	Types []string `json:"types,omitempty"`
	// ExpectTTL is set when the code gives the keys a TTL, or the
	// configuration asks every key for one.
	ExpectTTL bool `json:"expect_ttl,omitempty"`
	// TTLCommands are the commands the code gives the keys a TTL with.
	TTLCommands []string `json:"ttl_commands,omitempty"`
	// Sites are the positions in the code that use the template.
	Sites []string `json:"sites,omitempty"`
}

// Options tune the scan. Start from Defaults; Run validates them.
type Options struct {
	// Match is the SCAN MATCH pattern; empty scans every key.
	Match string
	// ScanCount is the COUNT hint of each SCAN call.
	ScanCount int
	// Sample limits the keys looked up (TYPE, PTTL, lengths, memory) to
	// the first Sample keys SCAN returns; the others are matched and
	// counted, and their figures estimated. 0 looks up every key.
	Sample int64
	// MaxOps bounds the commands sent per second; 0 is no bound.
	MaxOps int
	// MemoryKeys is how many keys of each template and orphan shape get
	// a MEMORY USAGE; the memory of the others is estimated from them.
	MemoryKeys int
	// MemorySamples is the SAMPLES argument of MEMORY USAGE: how many
	// elements of a collection Redis measures.
	MemorySamples int
	// MaxValueBytes and MaxElements are the big-key thresholds of strings
	// and of collections; 0 turns a check off.
	MaxValueBytes int64
	MaxElements   int64
	// Examples is how many keys each finding shows.
	Examples int
	// MaxShapes bounds the table of orphan shapes; orphans of further
	// shapes are counted together.
	MaxShapes int
	// Separator cuts orphan keys into segments to infer their shape.
	Separator byte
	// Workers is the number of concurrent lookup pipelines per node.
	Workers int
	// AvalancheShare is the share of a template's keys with a TTL that,
	// expiring in the same second, makes an avalanche finding, once at
	// least AvalancheMinKeys keys have a TTL.
	AvalancheShare   float64
	AvalancheMinKeys int64
	// AvalancheSpread is the other avalanche finding: every key with a TTL
	// expires within a window shorter than this fraction of their mean
	// remaining TTL, as keys loaded together with one fixed TTL do.
	AvalancheSpread float64
	// Progress, when set, is called with the number of keys scanned so
	// far, from one goroutine.
	Progress func(scanned int64)
}

// Defaults returns the default options: big keys over 10 KB or 5,000
// elements, as the key standards set them.
func Defaults() Options {
	return Options{
		ScanCount:        1000,
		MemoryKeys:       100,
		MemorySamples:    5,
		MaxValueBytes:    10 * 1024,
		MaxElements:      5000,
		Examples:         5,
		MaxShapes:        1000,
		Separator:        ':',
		Workers:          4,
		AvalancheShare:   0.5,
		AvalancheMinKeys: 10,
		AvalancheSpread:  1.0 / 60, // a minute per hour
	}
}

// Validate reports the first option out of range, naming it.
func (o *Options) Validate() error {
	switch {
	case o.ScanCount < 1:
		return fmt.Errorf("scan-count: %d is not a positive number of keys", o.ScanCount)
	case o.Sample < 0:
		return fmt.Errorf("sample: %d is negative (0 looks up every key)", o.Sample)
	case o.MaxOps < 0:
		return fmt.Errorf("max-ops: %d is negative (0 is no limit)", o.MaxOps)
	case o.MemoryKeys < 0:
		return fmt.Errorf("memory-keys: %d is negative", o.MemoryKeys)
	case o.MemorySamples < 0:
		return fmt.Errorf("memory-samples: %d is negative (0 measures every element)", o.MemorySamples)
	case o.MaxValueBytes < 0:
		return fmt.Errorf("max-value-bytes: %d is negative (0 turns the check off)", o.MaxValueBytes)
	case o.MaxElements < 0:
		return fmt.Errorf("max-elements: %d is negative (0 turns the check off)", o.MaxElements)
	case o.Examples < 0:
		return fmt.Errorf("examples: %d is negative", o.Examples)
	case o.MaxShapes < 1:
		return fmt.Errorf("max-shapes: %d is not a positive number", o.MaxShapes)
	case o.Workers < 1:
		return fmt.Errorf("workers: %d is not a positive number", o.Workers)
	case o.AvalancheShare <= 0 || o.AvalancheShare > 1:
		return fmt.Errorf("avalanche-share: %g is not in (0, 1]", o.AvalancheShare)
	case o.AvalancheSpread < 0 || o.AvalancheSpread >= 1:
		return fmt.Errorf("avalanche-spread: %g is not in [0, 1)", o.AvalancheSpread)
	}
	return nil
}
