package keyrules

import (
	"fmt"
	"strings"
)

// Config holds every option of every rule. The same struct is filled from
// a .rediskeylint.yml file, from command-line flags and from golangci-lint
// settings; its keys are the kebab-case tags.
type Config struct {
	// Preset names a set of defaults (snake, camel, upper, dotted); options
	// given next to it override the preset.
	Preset string `json:"preset,omitempty" yaml:"preset,omitempty"`

	// Separator separates the levels of a key.
	Separator string `json:"separator" yaml:"separator"`
	// ForeignSeparators are characters reported when they stand between two
	// words, where the separator was probably meant.
	ForeignSeparators string `json:"foreign-separators" yaml:"foreign-separators"`

	// Case is the style of every literal word: snake, kebab, camel, pascal,
	// lower, upper or any.
	Case string `json:"case" yaml:"case"`

	// MaxLength is the longest key allowed, in bytes; 0 turns it off.
	MaxLength int `json:"max-length" yaml:"max-length"`
	// MinLength is the shortest key allowed; 0 turns it off.
	MinLength int `json:"min-length" yaml:"min-length"`
	// MaxSegmentLength bounds every segment; 0 turns it off.
	MaxSegmentLength int `json:"max-segment-length" yaml:"max-segment-length"`
	// SegmentMaxLengths bounds the first segments one by one; 0 entries are
	// unbounded.
	SegmentMaxLengths []int `json:"segment-max-lengths,omitempty" yaml:"segment-max-lengths,omitempty"`
	// LastSegmentMaxLength bounds the last segment; 0 turns it off.
	LastSegmentMaxLength int `json:"last-segment-max-length" yaml:"last-segment-max-length"`

	// MinDepth and MaxDepth bound the number of segments; 0 turns a bound off.
	MinDepth int `json:"min-depth" yaml:"min-depth"`
	MaxDepth int `json:"max-depth" yaml:"max-depth"`

	// Namespaces, when set, are the allowed first segments.
	Namespaces []string `json:"namespaces,omitempty" yaml:"namespaces,omitempty"`
	// Prefix, when set, starts every key.
	Prefix string `json:"prefix,omitempty" yaml:"prefix,omitempty"`

	// ForbiddenChars are characters no key may hold, besides whitespace and
	// control characters, which are always forbidden.
	ForbiddenChars string `json:"forbidden-chars" yaml:"forbidden-chars"`
	// ASCIIOnly forbids bytes outside ASCII.
	ASCIIOnly bool `json:"ascii-only" yaml:"ascii-only"`

	// Cluster turns on the crossslot rule.
	Cluster bool `json:"cluster" yaml:"cluster"`
	// ClientVersion overrides the go-redis version read from go.mod, as in
	// "v9.7.0".
	ClientVersion string `json:"client-version,omitempty" yaml:"client-version,omitempty"`
	// Strict turns on the unresolved rule.
	Strict bool `json:"strict" yaml:"strict"`

	// ForbiddenCommands are reported wherever they are called.
	ForbiddenCommands []string `json:"forbidden-commands" yaml:"forbidden-commands"`
	// SlowCommands are reported with a hint at the SCAN family; empty by
	// default.
	SlowCommands []string `json:"slow-commands,omitempty" yaml:"slow-commands,omitempty"`

	// TTL turns on the ttl rule.
	TTL bool `json:"ttl" yaml:"ttl"`

	// The options below carry what the key standards ask beyond one
	// separator and one case: role-based levels, big keys and values,
	// batches and structure advice (see standards.go).

	// Separators, when set, are the level separators a key may use, the
	// separator among them; each key uses one of them throughout.
	Separators []string `json:"separators,omitempty" yaml:"separators,omitempty"`
	// Levels rule the segments before the last one by one; a key's last
	// segment follows LastSegment instead.
	Levels []LevelRule `json:"levels,omitempty" yaml:"levels,omitempty"`
	// LastSegment rules the last segment of a key of two or more segments,
	// in place of levels, case and max-segment-length.
	LastSegment *LevelRule `json:"last-segment,omitempty" yaml:"last-segment,omitempty"`
	// MaxBatch bounds the keys of one batch (MGET, MSET, a pipeline filled
	// in a loop); 0 turns the batch rule off.
	MaxBatch int `json:"max-batch" yaml:"max-batch"`
	// MaxValueBytes bounds a string value written with a size visible in
	// the code; 0 turns it off.
	MaxValueBytes int `json:"max-value-bytes" yaml:"max-value-bytes"`
	// MaxElements bounds the elements a loop adds to one collection; 0
	// turns it off.
	MaxElements int `json:"max-elements" yaml:"max-elements"`
	// HashSiblings turns on the structure rule: three or more string keys
	// that differ only in their last segment are better one hash.
	HashSiblings bool `json:"hash-siblings" yaml:"hash-siblings"`
	// TimeSegments turns on the time rule: a "date" segment holds a
	// formatted date, a "ts" segment a Unix number.
	TimeSegments bool `json:"time-segments" yaml:"time-segments"`

	// Disable turns rules off by name.
	Disable []string `json:"disable,omitempty" yaml:"disable,omitempty"`

	// Tests reports findings in _test.go files too; by default their keys
	// count for the rules that look at the whole package (type, ttl) but
	// their findings stay quiet.
	Tests bool `json:"tests" yaml:"tests"`

	// Overrides apply other options to the packages under some paths.
	Overrides []Override `json:"overrides,omitempty" yaml:"overrides,omitempty"`

	// Root, in a .rediskeylint.yml file, stops the search for the files of
	// parent directories, which that file would otherwise extend.
	Root bool `json:"root,omitempty" yaml:"root,omitempty"`
}

// An Override applies Options to the packages whose directory matches one
// of Paths (a directory prefix or a path.Match pattern, relative to the
// module root).
type Override struct {
	Paths []string `json:"paths" yaml:"paths"`
	// Options holds the overriding keys exactly as written.
	Options map[string]any `json:"-" yaml:",inline"`
}

// The case styles.
const (
	CaseSnake  = "snake"
	CaseKebab  = "kebab"
	CaseCamel  = "camel"
	CasePascal = "pascal"
	CaseLower  = "lower"
	CaseUpper  = "upper"
	CaseAny    = "any"
)

// CaseStyles lists the allowed values of Config.Case.
var CaseStyles = []string{CaseSnake, CaseKebab, CaseCamel, CasePascal, CaseLower, CaseUpper, CaseAny}

// Presets lists the allowed values of Config.Preset.
var Presets = []string{"snake", "camel", "upper", "dotted", "short"}

// DefaultSlowCommands are the commands key standards warn about; the
// slow-commands option takes them one by one.
var DefaultSlowCommands = []string{"HGETALL", "SMEMBERS", "LRANGE", "ZRANGE", "SINTER", "SUNION", "SDIFF"}

// Default returns the built-in configuration (the snake preset).
func Default() Config {
	return Config{
		Separator:         ":",
		ForeignSeparators: "./|;,",
		Case:              CaseSnake,
		MaxLength:         128,
		MinDepth:          2,
		MaxDepth:          6,
		ForbiddenChars:    "'\"`\\*?[]",
		ForbiddenCommands: []string{"KEYS", "FLUSHALL", "FLUSHDB"},
		MaxValueBytes:     10 * 1024,
		MaxElements:       5000,
		TimeSegments:      true,
	}
}

// PresetConfig returns the configuration of a preset: the defaults with the
// preset's options applied. Each preset follows one key standard (see
// docs/standards.md).
func PresetConfig(name string) (Config, error) {
	c := Default()
	c.Preset = name
	switch name {
	case "", "snake":
		// 003: module:submodule:description:identifier, snake_case,
		// date:YYYYMMDD and ts:<n>, at most 128 characters.
	case "camel":
		// 000: one style per project, camelCase suggested, PRO:USER:UID:18;
		// strings under 10 KB.
		c.Case = CaseCamel
		c.TimeSegments = false
	case "upper":
		// 004: all upper case, PRO:USER:LOGINNAME:373166324.
		c.Case = CaseUpper
		c.TimeSegments = false
	case "dotted":
		// 001: team.project.func.key with "." "_" or ":" between levels;
		// team, project and func (project and func may take two levels)
		// lower-case letters, at most 3 each; the key part at most 18, in
		// its own case; collections of at most 50,000 elements; batches of
		// at most 500.
		c.Separator = "."
		c.Separators = []string{".", "_", ":"}
		c.ForeignSeparators = "/|;,"
		c.Case = CaseLower
		c.MinDepth, c.MaxDepth = 4, 6
		short := LevelRule{MaxLength: 3, Case: CaseLower, LettersOnly: true}
		c.Levels = []LevelRule{short, short, short, short, short}
		c.LastSegment = &LevelRule{MaxLength: 18, Case: CaseAny}
		c.MaxElements = 50000
		c.MaxBatch = 500
		c.TimeSegments = false
	case "short":
		// 002: business:table:id (trade:order:1), short words
		// (u:<uid>:fr:m:<mid>), strings under 10 KB, at most 5,000
		// elements, related fields in one hash.
		c.MaxSegmentLength = 6
		c.HashSiblings = true
		c.TimeSegments = false
	default:
		return Config{}, fmt.Errorf("preset: %q is not one of %s", name, strings.Join(Presets, ", "))
	}
	return c, nil
}

// Validate reports the first invalid option, naming the key and the allowed
// values. Command names are checked for their form only: whether Redis has
// such a command is for a command table to say (ValidateWith).
func (c *Config) Validate() error { return c.ValidateWith(nil) }

// ValidateWith is Validate that also asks known, when it is not nil, about
// each well-formed name of forbidden-commands and slow-commands: known
// returns the error for that key and name, or nil for a command it knows.
func (c *Config) ValidateWith(known func(key, name string) error) error {
	if c.Preset != "" && !contains(Presets, c.Preset) {
		return fmt.Errorf("preset: %q is not one of %s", c.Preset, strings.Join(Presets, ", "))
	}
	if c.Separator != Consistent && (len(c.Separator) != 1 || !isSeparatorChar(c.Separator[0])) {
		return fmt.Errorf("separator: %q is not one punctuation character such as \":\" or \".\", or %s", c.Separator, Consistent)
	}
	if err := c.validateStandards(); err != nil {
		return err
	}
	for i := 0; i < len(c.ForeignSeparators); i++ {
		if !isSeparatorChar(c.ForeignSeparators[i]) {
			return fmt.Errorf("foreign-separators: %q is not a punctuation character", c.ForeignSeparators[i:i+1])
		}
	}
	if c.Separator != Consistent && strings.Contains(c.ForeignSeparators, c.Separator) {
		return fmt.Errorf("foreign-separators: %q holds the separator %q", c.ForeignSeparators, c.Separator)
	}
	if !contains(CaseStyles, c.Case) && c.Case != Consistent {
		return fmt.Errorf("case: %q is not one of %s, %s", c.Case, strings.Join(CaseStyles, ", "), Consistent)
	}
	for _, f := range []struct {
		key string
		v   int
	}{
		{"max-length", c.MaxLength},
		{"min-length", c.MinLength},
		{"max-segment-length", c.MaxSegmentLength},
		{"last-segment-max-length", c.LastSegmentMaxLength},
		{"min-depth", c.MinDepth},
		{"max-depth", c.MaxDepth},
	} {
		if f.v < 0 {
			return fmt.Errorf("%s: %d is negative; use 0 to turn the bound off or a positive number", f.key, f.v)
		}
	}
	for _, v := range c.SegmentMaxLengths {
		if v < 0 {
			return fmt.Errorf("segment-max-lengths: %d is negative; use 0 for no bound or a positive number", v)
		}
	}
	if c.MaxLength > 0 && c.MinLength > c.MaxLength {
		return fmt.Errorf("min-length: %d is greater than max-length %d", c.MinLength, c.MaxLength)
	}
	if c.MaxDepth > 0 && c.MinDepth > c.MaxDepth {
		return fmt.Errorf("min-depth: %d is greater than max-depth %d", c.MinDepth, c.MaxDepth)
	}
	for _, ns := range c.Namespaces {
		if ns == "" || c.Separator != Consistent && strings.Contains(ns, c.Separator) {
			return fmt.Errorf("namespaces: %q is not a single non-empty segment", ns)
		}
	}
	if c.ClientVersion != "" && !isVersion(c.ClientVersion) {
		return fmt.Errorf("client-version: %q is not a go-redis version such as v9.7.0", c.ClientVersion)
	}
	for _, cmd := range c.ForbiddenCommands {
		if !isCommandName(cmd) {
			return fmt.Errorf("forbidden-commands: %q is not a Redis command name such as KEYS", cmd)
		}
		if known != nil {
			if err := known("forbidden-commands", cmd); err != nil {
				return err
			}
		}
	}
	for _, cmd := range c.SlowCommands {
		if !isCommandName(cmd) {
			return fmt.Errorf("slow-commands: %q is not a Redis command name such as HGETALL", cmd)
		}
		if known != nil {
			if err := known("slow-commands", cmd); err != nil {
				return err
			}
		}
	}
	for _, r := range c.Disable {
		if _, ok := LookupRule(r); !ok {
			return fmt.Errorf("disable: %q is not one of %s", r, strings.Join(Rules, ", "))
		}
	}
	for i, o := range c.Overrides {
		if len(o.Paths) == 0 {
			return fmt.Errorf("overrides[%d].paths: is empty; give at least one directory or pattern", i)
		}
	}
	return nil
}

// Enabled reports whether a rule is on under this configuration.
func (c *Config) Enabled(rule RuleID) bool {
	if contains(c.Disable, string(rule)) {
		return false
	}
	switch rule {
	case RuleCrossslot:
		return c.Cluster
	case RuleUnresolved:
		return c.Strict
	case RuleTTL:
		return c.TTL
	case RuleNamespace:
		return len(c.Namespaces) > 0 || c.Prefix != ""
	case RuleBatch:
		return c.MaxBatch > 0
	case RuleBigkey:
		return c.MaxValueBytes > 0 || c.MaxElements > 0
	case RuleStructure:
		return c.HashSiblings
	case RuleTime:
		return c.TimeSegments
	}
	return true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func isSeparatorChar(b byte) bool {
	return b > ' ' && b < 0x7f && !('a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9') &&
		b != '{' && b != '}'
}

func isCommandName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		if !('a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '_' || b == '-' || b == '|' || b == '.') {
			return false
		}
	}
	return true
}

// isVersion reports whether s looks like a semantic version "vMAJOR.MINOR.PATCH".
func isVersion(s string) bool {
	if !strings.HasPrefix(s, "v") {
		return false
	}
	nums := strings.SplitN(strings.SplitN(s[1:], "-", 2)[0], ".", 3)
	for _, n := range nums {
		if n == "" {
			return false
		}
		for i := 0; i < len(n); i++ {
			if n[i] < '0' || n[i] > '9' {
				return false
			}
		}
	}
	return len(nums) >= 1
}
