package analyzer

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/rediskeylint/rediskeylint/internal/commands"
	"github.com/rediskeylint/rediskeylint/keyrules"
)

// typeWords are segments that name a data type (the snake standard's type words, docs/standards.md).
var typeWords = map[string]bool{"string": true, "list": true, "hash": true, "set": true, "zset": true, "stream": true}

// A typedUse is one use of a key template with a command of a data type.
type typedUse struct {
	site     *callSite
	key      keyArg
	template keyrules.Template
	kind     string
}

// typeRule reports one key template used with commands of two data types,
// saying what each command does with the other type (most fail with
// WRONGTYPE, MGET reads nil, SET replaces the value), and a type word in the
// key that disagrees with the commands used on it.
type typeRule struct{}

func (typeRule) check(s *siteSet, r *reporter) {
	if !s.cfg.Enabled(keyrules.RuleType) {
		return
	}
	uses := make(map[keyrules.Shape][]typedUse)
	var order []keyrules.Shape
	for _, site := range s.list {
		cmd := commands.Lookup(site.desc.Command)
		if cmd == nil {
			continue
		}
		kind := cmd.DataType()
		if kind == "" {
			continue
		}
		for _, key := range site.keys {
			for _, t := range key.templates {
				if word := typeWord(t, s.cfg.Separator); word != "" && word != kind {
					r.at(site.call, key.expr, keyrules.RuleType, fmt.Sprintf(
						"key %q says %s but %s works on a %s", t.String(), word, site.desc.Command, kind))
				}
				if !comparableForType(t, s.cfg.Separator) {
					continue
				}
				k := t.Shape()
				if _, ok := uses[k]; !ok {
					order = append(order, k)
				}
				uses[k] = append(uses[k], typedUse{site, key, t, kind})
			}
		}
	}
	for _, k := range order {
		list := uses[k]
		first := list[0]
		for _, u := range list[1:] {
			if u.kind == first.kind {
				continue
			}
			r.at(u.site.call, u.key.expr, keyrules.RuleType, fmt.Sprintf(
				"key %q is used as a %s by %s here and as a %s by %s elsewhere: %s, and %s",
				u.template.String(), u.kind, u.site.desc.Command, first.kind, first.site.desc.Command,
				onOtherType(u.site.desc.Command, first.kind), onOtherType(first.site.desc.Command, u.kind)),
				analysis.RelatedInformation{Pos: first.key.expr.Pos(), End: first.key.expr.End(),
					Message: fmt.Sprintf("used as a %s by %s here", first.kind, first.site.desc.Command)})
		}
	}
}

// onOtherType says what the command does with a key of another data type,
// as Redis does it (see commands.Outcome).
func onOtherType(command, other string) string {
	var what string
	switch commands.Lookup(command).OnOtherType() {
	case commands.ReadsNil:
		what = "returns nil for a %s"
	case commands.Replaces:
		what = "replaces a %s"
	case commands.LeavesAlone:
		what = "does nothing to a %s"
	case commands.ReplacesDestination:
		what = "replaces a %s as its destination and fails with WRONGTYPE on one as a source"
	default:
		what = "fails with WRONGTYPE on a %s"
	}
	return command + " " + fmt.Sprintf(what, other)
}

// typeWord returns the word of a template that declares its data type: a
// whole segment that is exactly a type word ("user:<int>:set"). A
// separator that also joins the words of a name ("_", "-") makes every
// word of a compound a segment ("{ingress}_stream_key", "set_name_<int>"),
// so there a type word declares the type only when no other word is
// joined to it: each side is a value or an end of the key
// ("room_<string>_zset").
func typeWord(t keyrules.Template, separator string) string {
	if t.IsUnknown() {
		return ""
	}
	segs := keySegments(t, separator)
	joined := joinsWords(separator)
	apart := func(i int) bool { return i < 0 || i >= len(segs) || segs[i].isValue() }
	var words []string
	for i, seg := range segs {
		if seg.hasValue || !typeWords[seg.text] || (joined && !(apart(i-1) && apart(i+1))) {
			continue
		}
		words = append(words, seg.text)
	}
	if len(words) != 1 {
		return ""
	}
	return words[0]
}

// A keySegment is the text between two separators of a template.
type keySegment struct {
	text     string // its literal text
	hasValue bool   // a hole stands in it
}

// isValue reports whether the segment is a value alone, with no literal
// text.
func (s keySegment) isValue() bool { return s.hasValue && s.text == "" }

// keySegments splits t at the separator; a hole belongs to the segment it
// stands in.
func keySegments(t keyrules.Template, separator string) []keySegment {
	segs := []keySegment{{}}
	for _, p := range t.Parts {
		if p.Hole != nil {
			segs[len(segs)-1].hasValue = true
			continue
		}
		for i, f := range strings.Split(p.Lit, separator) {
			if i > 0 {
				segs = append(segs, keySegment{})
			}
			segs[len(segs)-1].text += f
		}
	}
	return segs
}

// joinsWords reports whether separator is one that names also join their
// words with (snake_case, kebab-case).
func joinsWords(separator string) bool { return separator == "_" || separator == "-" }

// comparableForType reports whether two uses of a template rendering the
// same surely name the same keys: it needs at least two segments with
// literal words, so that a bare "prefix:<string>" of a generic wrapper is
// not taken for one key family. A segment counts when it holds literal
// text, even joined to a hole: in "<string>user:<int>:profile", whose
// prefix comes from the program's options, "user" and "profile" name the
// family whatever the prefix.
func comparableForType(t keyrules.Template, separator string) bool {
	literal, current := 0, false
	for _, p := range t.Parts {
		if p.Hole != nil {
			continue
		}
		fields := []string{p.Lit}
		if separator != "" {
			fields = strings.Split(p.Lit, separator)
		}
		for i, f := range fields {
			if i > 0 {
				current = false
			}
			if f != "" && !current {
				current = true
				literal++
			}
		}
	}
	return literal >= 2
}
