package audit

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// A Report is the result of an audit.
type Report struct {
	Server  string `json:"server"`
	Version string `json:"redis_version,omitempty"`
	// Scanned is the number of keys SCAN returned; Audited the number
	// looked up (all of them unless a sample was asked for).
	Scanned       int64      `json:"scanned"`
	Audited       int64      `json:"audited"`
	Seconds       float64    `json:"seconds"`
	KeysPerSecond float64    `json:"keys_per_second"`
	Thresholds    Thresholds `json:"thresholds"`
	// Templates are the templates with at least one key, most keys first.
	Templates []TemplateReport `json:"templates"`
	Orphans   OrphanReport     `json:"orphans"`
	// Unused are the templates with no key on the server.
	Unused   []Template `json:"unused"`
	Findings []Finding  `json:"findings"`
	Summary  Summary    `json:"summary"`
	Notes    []string   `json:"notes,omitempty"`
}

// Thresholds are the limits the audit held the keys to.
type Thresholds struct {
	MaxValueBytes int64 `json:"max_value_bytes"`
	MaxElements   int64 `json:"max_elements"`
}

// A TemplateReport is what the server holds of one template.
type TemplateReport struct {
	Template
	Keys    int64 `json:"keys"`
	Audited int64 `json:"audited"`
	// MemoryBytes estimates the memory of all the keys from the
	// MemoryMeasured keys MEMORY USAGE was asked about.
	MemoryBytes    int64            `json:"memory_bytes"`
	MemoryMeasured int64            `json:"memory_measured"`
	TypesSeen      map[string]int64 `json:"types_seen"`
	TTL            []Bucket         `json:"ttl"`
	// ExpiryPeak is the second most keys expire at.
	ExpiryPeak *ExpiryPeak `json:"expiry_peak,omitempty"`
	BigKeys    int64       `json:"big_keys"`
	Worst      []Example   `json:"worst,omitempty"`
}

// A Bucket is one range of a TTL distribution.
type Bucket struct {
	TTL  string `json:"ttl"`
	Keys int64  `json:"keys"`
}

// An ExpiryPeak is the most common expiry second of a template's keys.
type ExpiryPeak struct {
	At time.Time `json:"at"`
	// Keys is a lower bound of the keys expiring in that second.
	Keys int64 `json:"keys"`
	// WindowSeconds is the time between the first and last expiry.
	WindowSeconds int64 `json:"window_seconds"`
}

// An OrphanReport groups the keys no template matches by inferred shape.
type OrphanReport struct {
	Keys        int64         `json:"keys"`
	MemoryBytes int64         `json:"memory_bytes"`
	Shapes      []ShapeReport `json:"shapes"`
	// OtherKeys counts the orphans of shapes past the table's bound.
	OtherKeys int64 `json:"other_keys,omitempty"`
}

// A ShapeReport is one inferred shape of orphan keys.
type ShapeReport struct {
	Shape       string           `json:"shape"`
	Keys        int64            `json:"keys"`
	MemoryBytes int64            `json:"memory_bytes"`
	TypesSeen   map[string]int64 `json:"types_seen"`
	NoTTL       int64            `json:"no_ttl"`
	Examples    []Example        `json:"examples"`
}

// A Finding is one problem of the keyspace.
type Finding struct {
	// Rule is wrong-type, missing-ttl, ttl-avalanche, big-key or orphan.
	Rule string `json:"rule"`
	// Template is the template, or the shape of orphans.
	Template string `json:"template"`
	Message  string `json:"message"`
	// Keys is the number of keys concerned (among those looked up).
	Keys     int64     `json:"keys"`
	Examples []Example `json:"examples,omitempty"`
}

// The rules of findings.
const (
	RuleWrongType    = "wrong-type"
	RuleMissingTTL   = "missing-ttl"
	RuleTTLAvalanche = "ttl-avalanche"
	RuleBigKey       = "big-key"
	RuleOrphan       = "orphan"
)

// Summary totals the report.
type Summary struct {
	Templates      int            `json:"templates"`
	UsedTemplates  int            `json:"used_templates"`
	MatchedKeys    int64          `json:"matched_keys"`
	MatchedMemory  int64          `json:"matched_memory_bytes"`
	OrphanKeys     int64          `json:"orphan_keys"`
	OrphanShapes   int            `json:"orphan_shapes"`
	OrphanMemory   int64          `json:"orphan_memory_bytes"`
	Findings       int            `json:"findings"`
	FindingsByRule map[string]int `json:"findings_by_rule"`
}

func buildReport(a *aggregator, elapsed time.Duration) *Report {
	r := &Report{
		Scanned:    a.scanned,
		Seconds:    elapsed.Seconds(),
		Thresholds: Thresholds{MaxValueBytes: a.opts.MaxValueBytes, MaxElements: a.opts.MaxElements},
		Templates:  []TemplateReport{},
		Unused:     []Template{},
		Findings:   []Finding{},
		Summary:    Summary{Templates: len(a.templates), FindingsByRule: map[string]int{}},
	}
	if elapsed > 0 {
		r.KeysPerSecond = float64(a.scanned) / elapsed.Seconds()
	}
	for i := range a.templates {
		s, t := &a.stats[i], &a.templates[i]
		r.Audited += s.audited
		if s.keys == 0 {
			r.Unused = append(r.Unused, *t)
			continue
		}
		tr := templateReport(t, s)
		r.Templates = append(r.Templates, tr)
		r.Summary.MatchedKeys += s.keys
		r.Summary.MatchedMemory += tr.MemoryBytes
		r.Findings = append(r.Findings, templateFindings(a.opts, &tr, s)...)
	}
	slices.SortStableFunc(r.Templates, func(x, y TemplateReport) int {
		return cmp.Or(cmp.Compare(y.Keys, x.Keys), cmp.Compare(x.Template.Template, y.Template.Template))
	})
	r.Summary.UsedTemplates = len(r.Templates)

	r.Orphans.Shapes = []ShapeReport{}
	for shape, s := range a.shapes {
		r.Audited += s.audited
		sr := ShapeReport{Shape: shape, Keys: s.keys, MemoryBytes: estimateMemory(s), TypesSeen: nonNil(s.types), NoTTL: s.ttl[0], Examples: s.orphanEx}
		r.Orphans.Shapes = append(r.Orphans.Shapes, sr)
		r.Orphans.Keys += s.keys
		r.Orphans.MemoryBytes += sr.MemoryBytes
	}
	r.Audited += a.otherShapes.audited
	r.Orphans.OtherKeys = a.otherShapes.keys
	r.Orphans.Keys += a.otherShapes.keys
	r.Orphans.MemoryBytes += estimateMemory(&a.otherShapes)
	slices.SortFunc(r.Orphans.Shapes, func(x, y ShapeReport) int {
		return cmp.Or(cmp.Compare(y.Keys, x.Keys), cmp.Compare(x.Shape, y.Shape))
	})
	for _, sr := range r.Orphans.Shapes {
		r.Findings = append(r.Findings, Finding{
			Rule: RuleOrphan, Template: sr.Shape, Keys: sr.Keys, Examples: sr.Examples,
			Message: fmt.Sprintf("%s of shape %q %s no template of the code (%s)", plural(sr.Keys, "key"), sr.Shape, verb(sr.Keys, "matches", "match"), Bytes(sr.MemoryBytes)),
		})
	}
	if a.otherShapes.keys > 0 {
		r.Findings = append(r.Findings, Finding{
			Rule: RuleOrphan, Template: "<other shapes>", Keys: a.otherShapes.keys, Examples: a.otherShapes.orphanEx,
			Message: fmt.Sprintf("%s of more shapes than the table holds (%d) match no template of the code", plural(a.otherShapes.keys, "key"), a.opts.MaxShapes),
		})
	}
	r.Summary.OrphanKeys = r.Orphans.Keys
	r.Summary.OrphanShapes = len(r.Orphans.Shapes)
	r.Summary.OrphanMemory = r.Orphans.MemoryBytes
	r.Summary.Findings = len(r.Findings)
	for _, f := range r.Findings {
		r.Summary.FindingsByRule[f.Rule]++
	}
	return r
}

func templateReport(t *Template, s *keyStats) TemplateReport {
	tr := TemplateReport{
		Template: *t, Keys: s.keys, Audited: s.audited,
		MemoryBytes: estimateMemory(s), MemoryMeasured: s.memKeys,
		TypesSeen: nonNil(s.types), BigKeys: s.big, Worst: s.worst.sorted(),
	}
	for i, name := range ttlBucketNames {
		tr.TTL = append(tr.TTL, Bucket{TTL: name, Keys: s.ttl[i]})
	}
	if second, n := s.expiry.peak(); n > 0 {
		tr.ExpiryPeak = &ExpiryPeak{At: time.Unix(second, 0).UTC(), Keys: n, WindowSeconds: s.maxExp - s.minExp}
	}
	return tr
}

// templateFindings judges one template's keys against what the code says.
func templateFindings(o *Options, tr *TemplateReport, s *keyStats) []Finding {
	var out []Finding
	name := tr.Template.Template
	of := fmt.Sprintf("of %s looked up", plural(s.audited, "key"))
	if len(tr.Types) > 0 {
		var wrong int64
		var seen []string
		for typ, n := range s.types {
			if !contains(tr.Types, typ) {
				wrong += n
				seen = append(seen, typ)
			}
		}
		if wrong > 0 {
			sort.Strings(seen)
			out = append(out, Finding{
				Rule: RuleWrongType, Template: name, Keys: wrong, Examples: s.wrongType,
				Message: fmt.Sprintf("key %q has type %s on %d %s, the code uses it as %s",
					name, strings.Join(seen, ", "), wrong, of, strings.Join(tr.Types, " or ")),
			})
		}
	}
	if tr.ExpectTTL && s.ttl[0] > 0 {
		why := "the configuration asks every key for one"
		if len(tr.TTLCommands) > 0 {
			why = "the code sets one with " + strings.Join(tr.TTLCommands, ", ")
		}
		out = append(out, Finding{
			Rule: RuleMissingTTL, Template: name, Keys: s.ttl[0], Examples: s.noTTL,
			Message: fmt.Sprintf("key %q has no TTL on %d %s, %s", name, s.ttl[0], of, why),
		})
	}
	if f, ok := avalanche(o, name, s); ok {
		out = append(out, f)
	}
	if s.big > 0 {
		out = append(out, Finding{
			Rule: RuleBigKey, Template: name, Keys: s.big, Examples: tr.Worst,
			Message: fmt.Sprintf("key %q is over %s on %d %s",
				name, thresholdText(o, s.types), s.big, of),
		})
	}
	return out
}

// avalanche reports keys that expire together: most of them in the same
// second, or all within a window that is short against their TTL (loaded
// together with one fixed TTL). Either way their expiry hits the backend
// at once.
func avalanche(o *Options, name string, s *keyStats) (Finding, bool) {
	withTTL := s.audited - s.ttl[0]
	if withTTL < o.AvalancheMinKeys || withTTL == 0 {
		return Finding{}, false
	}
	if second, n := s.expiry.peak(); float64(n) >= o.AvalancheShare*float64(withTTL) {
		return Finding{
			Rule: RuleTTLAvalanche, Template: name, Keys: n,
			Message: fmt.Sprintf("key %q expires in the same second (%s) on %d of %d keys with a TTL; add jitter to the TTL",
				name, time.Unix(second, 0).UTC().Format(time.RFC3339), n, withTTL),
		}, true
	}
	window := s.maxExp - s.minExp
	meanTTL := float64(s.ttlSum) / 1000 / float64(withTTL)
	if float64(window) < o.AvalancheSpread*meanTTL {
		return Finding{
			Rule: RuleTTLAvalanche, Template: name, Keys: withTTL,
			Message: fmt.Sprintf("key %q expires within %d s on all %d keys with a TTL, a mean %s away; add jitter to the TTL",
				name, window+1, withTTL, time.Duration(meanTTL)*time.Second),
		}, true
	}
	return Finding{}, false
}

// thresholdText names the limits that apply to the types seen.
func thresholdText(o *Options, types map[string]int64) string {
	var parts []string
	if types["string"] > 0 {
		parts = append(parts, Bytes(o.MaxValueBytes))
	}
	if len(types) > 1 || types["string"] == 0 {
		parts = append(parts, fmt.Sprintf("%d elements", o.MaxElements))
	}
	return strings.Join(parts, " or ")
}

// estimateMemory scales the measured keys' mean to all the keys.
func estimateMemory(s *keyStats) int64 {
	if s.memKeys == 0 {
		return 0
	}
	return int64(float64(s.memSum) / float64(s.memKeys) * float64(s.keys))
}

func nonNil(m map[string]int64) map[string]int64 {
	if m == nil {
		return map[string]int64{}
	}
	return m
}

func verb(n int64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func plural(n int64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Bytes renders a size in bytes with a binary unit.
func Bytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}
