package keyrules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A Checker checks key templates against the per-key rules of one
// configuration: separator, case, length, charset, depth, namespace and
// hashtag. It is built once per configuration and is safe for concurrent
// use.
type Checker struct {
	cfg Config
	sep byte
	// sepQuoted is the separator as messages quote it.
	sepQuoted string
	style     caseStyle

	separator, cases, length, charset, depth, namespace, hashtag, times bool

	// foreign holds the foreign separators.
	foreign byteSet
	// word holds the bytes that count as word characters around a
	// foreign separator.
	word byteSet
	// breaks holds the bytes that end a word for the case rule: the
	// separators and whatever charset reports (hash-tag braces are not
	// text of a word, and do not end one either).
	breaks byteSet
	// bad holds the ASCII bytes charset reports in literal text (and every
	// byte from 0x80 under ascii-only).
	bad byteSet

	// holeSep is, for each hole kind, the separator it can render, else
	// the first foreign separator it can render, else 0.
	holeSep [kindCount]byte
	// holeSpace and holeBad are, for each hole kind, the whitespace and
	// the other reported characters it can render.
	holeSpace, holeBad [kindCount]string

	// levelSeps holds the bytes that split levels: the separator, and
	// under several allowed separators all of them, so that a key mixing
	// them has its levels counted right while the separator rule reports
	// the mix once.
	levelSeps byteSet

	// alts holds one Checker per separator when the configuration allows
	// several: a key is checked by the one of the separator it uses first.
	alts []*Checker
}

// NewChecker returns a Checker for cfg, or the error of cfg.Validate. A
// Consistent case or separator that the caller did not Resolve against its
// templates is resolved against none, which gives the defaults' choice.
func NewChecker(cfg Config) (*Checker, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.Resolve(nil)
	c := newChecker(cfg)
	if len(cfg.Separators) > 1 {
		for _, s := range cfg.Separators {
			// Under one separator, the other allowed ones are foreign: a
			// key keeps to the separator it starts with.
			alt := cfg
			alt.Separator = s
			alt.ForeignSeparators = cfg.ForeignSeparators + strings.ReplaceAll(strings.Join(cfg.Separators, ""), s, "")
			c.alts = append(c.alts, newChecker(alt))
		}
	}
	return c, nil
}

// newChecker builds the Checker of one separator of a valid cfg.
func newChecker(cfg Config) *Checker {
	style, _ := parseStyle(cfg.Case)
	c := &Checker{
		cfg:       cfg,
		sep:       cfg.Separator[0],
		sepQuoted: quoteByte(cfg.Separator[0]),
		style:     style,
		separator: cfg.Enabled(RuleSeparator),
		cases:     cfg.Enabled(RuleCase) && (style != styleAny || levelsRuleCase(cfg)),
		length:    cfg.Enabled(RuleLength),
		charset:   cfg.Enabled(RuleCharset),
		depth:     cfg.Enabled(RuleDepth),
		namespace: cfg.Enabled(RuleNamespace),
		hashtag:   cfg.Enabled(RuleHashtag),
		times:     cfg.Enabled(RuleTime),
	}
	c.foreign = setOf(cfg.ForeignSeparators)
	c.levelSeps.add(c.sep)
	c.levelSeps.addString(strings.Join(cfg.Separators, ""))
	c.bad = reportedBytes(cfg)
	c.breaks = c.bad
	c.breaks.add(c.sep)
	c.breaks.addString(cfg.ForeignSeparators)
	c.word.addRange('a', 'z')
	c.word.addRange('A', 'Z')
	c.word.addRange('0', '9')
	c.word.addRange(0x80, 0xff)
	c.word.addString("_-")
	c.word.remove(&c.breaks)
	c.tabulateHoles(cfg.ForeignSeparators)
	return c
}

// reportedBytes returns the bytes the charset rule reports in literal
// text: whitespace, control characters, the forbidden characters, and
// under ascii-only every byte from 0x80.
func reportedBytes(cfg Config) byteSet {
	var s byteSet
	s.addRange(0, ' '-1)
	s.add(0x7f)
	s.addString(" \t\n\v\f\r")
	if cfg.ASCIIOnly {
		s.addRange(0x80, 0xff)
	}
	s.addString(cfg.ForbiddenChars)
	return s
}

// tabulateHoles fills holeSep, holeSpace and holeBad, so that Check reads
// what a hole means for the rules in one lookup.
func (c *Checker) tabulateHoles(foreign string) {
	for k := range kindRenders {
		r := &kindRenders[k]
		if r.has(c.sep) {
			c.holeSep[k] = c.sep
		} else {
			for i := 0; i < len(foreign); i++ {
				if r.has(foreign[i]) {
					c.holeSep[k] = foreign[i]
					break
				}
			}
		}
		for b := byte(0); b < utf8.RuneSelf; b++ {
			if !r.has(b) || !c.bad.has(b) {
				continue
			}
			if isSpaceByte(b) {
				c.holeSpace[k] += string(rune(b))
			} else {
				c.holeBad[k] += string(rune(b))
			}
		}
	}
}

// holeSeparator returns the separator a hole can render, else the first
// foreign separator it can render, else 0.
func (c *Checker) holeSeparator(h *Hole) byte {
	if h.Layout == "" {
		if int(h.Kind) < len(c.holeSep) {
			return c.holeSep[h.Kind]
		}
		return 0
	}
	if h.canRender(c.sep) {
		return c.sep
	}
	for i := 0; i < len(c.cfg.ForeignSeparators); i++ {
		if h.canRender(c.cfg.ForeignSeparators[i]) {
			return c.cfg.ForeignSeparators[i]
		}
	}
	return 0
}

// holeChars returns the whitespace and the other reported characters a
// hole can render.
func (c *Checker) holeChars(h *Hole) (space, bad string) {
	if h.Layout == "" {
		if int(h.Kind) < len(c.holeBad) {
			return c.holeSpace[h.Kind], c.holeBad[h.Kind]
		}
		return "", ""
	}
	for b := byte(0); b < utf8.RuneSelf; b++ {
		if !h.canRender(b) || !c.bad.has(b) {
			continue
		}
		if isSpaceByte(b) {
			space += string(rune(b))
		} else {
			bad += string(rune(b))
		}
	}
	return space, bad
}

// Config returns the configuration the Checker was built from.
func (c *Checker) Config() Config { return c.cfg }

// Check returns the findings of the per-key rules for t, in rule order. A
// template of which nothing is known has none.
func (c *Checker) Check(t Template) []Finding {
	if t.IsUnknown() {
		return nil
	}
	if len(c.alts) > 0 {
		c = c.altFor(t)
	}
	if t.IsEmpty() {
		if c.length {
			r := run{c: c, t: t}
			r.report(RuleLength, Problem{Check: CheckEmpty}, -1, 0, 0, nil, "is empty")
			return r.out
		}
		return nil
	}
	// The segments stay out of run, whose content escapes with the
	// messages, so that buf can live on the stack.
	var buf [8]segment
	segs := splitSegments(t, &c.levelSeps, buf[:0])
	r := run{c: c, t: t}
	if c.separator {
		r.checkSeparator()
	}
	if c.cases {
		r.checkCase(len(segs))
	}
	if c.length {
		r.checkLength(segs)
	}
	if c.charset {
		r.checkCharset()
	}
	if c.charset || c.hashtag || c.separator {
		r.checkHoleRenders()
	}
	if c.depth {
		r.checkDepth(segs)
	}
	if c.namespace {
		r.checkNamespace(segs[0])
	}
	if c.hashtag {
		r.checkHashtag()
	}
	if c.times {
		r.checkTime(segs)
	}
	return r.out
}

// A run is one Check of one template.
type run struct {
	c *Checker
	t Template
	// key is t.String(), rendered for the first finding.
	key string
	out []Finding

	// The first hash tag, found when a fix first needs it (fixsafety.go).
	tagKnown, hasTag  bool
	tagOpen, tagClose pos
}

// report records finding p of rule whose message is the template quoted
// and the formatted predicate. part is -1 when the problem is not in
// literal text.
func (r *run) report(rule RuleID, p Problem, part, start, end int, fix *Fix, format string, args ...any) {
	if r.key == "" {
		r.key = strconv.Quote(shorten(r.t.String()))
	}
	predicate := fmt.Sprintf(format, args...)
	if part < 0 {
		start, end = 0, 0
	}
	if fix != nil && r.inHashTag(part, start, end) {
		fix = nil
	}
	r.out = append(r.out, Finding{Rule: rule, Message: "key " + r.key + " " + predicate, Key: r.key, Predicate: predicate, Problem: p, Part: part, Start: start, End: end, Fix: fix})
}

// maxQuoted is the longest key, segment or hash tag a message quotes
// whole, so that a message stays short whatever the key.
const maxQuoted = 80

// shorten cuts a long text for a message, at a rune boundary, marking the cut.
func shorten(s string) string {
	if len(s) <= maxQuoted {
		return s
	}
	cut := maxQuoted - 3
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

// isSpaceByte reports whether b is ASCII whitespace.
func isSpaceByte(b byte) bool {
	switch b {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}
