package keyrules

import "strconv"

// A Finding is one problem of one key template.
type Finding struct {
	// Rule is the rule that found the problem.
	Rule RuleID
	// Message is lowercase, predicate form, and quotes the template:
	// "key " + Key + " " + Predicate.
	Message string
	// Key is the template as the message quotes it: quoted, shortened
	// when long.
	Key string
	// Predicate is what the message says of the key, as in
	// `segment "User" is not snake_case`.
	Predicate string
	// Problem is what the finding says of the key as a value: findings
	// are compared by it, the predicate words it.
	Problem Problem
	// Part is the index of the literal part that holds the offending text,
	// or -1 when the problem is not in literal text (a hole, the whole key).
	Part int
	// Start and End are the byte range of the offending text inside
	// Parts[Part].Lit; meaningful only when Part >= 0.
	Start, End int
	// Fix, when not nil, is a mechanical edit of that range.
	Fix *Fix
}

// MessageWith returns the message with context placed after "key", as in
// `key from cache.Key "User:<int>" is not snake_case`; "" gives Message.
func (f Finding) MessageWith(context string) string {
	if context == "" {
		return f.Message
	}
	return "key " + context + " " + f.Key + " " + f.Predicate
}

// MessageAbout returns the message about key, the rendering of another
// template that holds the offending text (a key helper's own template),
// quoted as the message quotes a key.
func (f Finding) MessageAbout(key string) string {
	return "key " + strconv.Quote(shorten(key)) + " " + f.Predicate
}

// A Fix replaces Parts[Part].Lit[Start:End] of a finding's template.
type Fix struct {
	// Message is a capitalised verb phrase, as in "Rename segment to user".
	Message string
	// Replacement is the new text of the range.
	Replacement string
}
