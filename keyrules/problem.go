package keyrules

// A Problem is what a finding says of its key as a comparable value: the
// check that found it and the values the check names, before its
// predicate words them. Two keys' findings say the same when their
// Problems are equal, however their messages render.
type Problem struct {
	Check Check
	// Text is what the check names in the key, whole: the offending
	// segment, word, character or hash tag, or a hole's label.
	Text string
	// Detail is a second text some checks name: what a hole's value
	// renders or can render, the option that rules a segment.
	Detail string
	// N is the number the check states (segments, bytes, a character)
	// and M the one it compares it with (a limit, the separator, the
	// case style).
	N, M int
	// Bound is set when N is a bound, holes may make the key longer,
	// or when a value can render the text rather than always does.
	Bound bool
}

// A Check is one thing a rule checks: one wording of its findings.
type Check uint8

const (
	CheckEmpty              Check = iota // length: the key is empty
	CheckMaxLength                       // length: longer than max-length
	CheckMaybeMaxLength                  // length: can be longer than max-length
	CheckMinLength                       // length: shorter than min-length
	CheckSegmentLength                   // length: a segment longer than its limit
	CheckLettersOnly                     // case: a segment not letters only
	CheckCase                            // case: a segment not in the case style
	CheckHoleCase                        // case: a value's layout renders a word not in it
	CheckChar                            // charset: a forbidden ASCII character
	CheckNonASCII                        // charset: a byte outside ASCII under ascii-only
	CheckSpace                           // charset: a space character
	CheckControl                         // charset: a control character
	CheckHoleRenders                     // charset, hashtag or separator: what a value can render
	CheckMaxDepth                        // depth: more segments than max-depth
	CheckMinDepth                        // depth: fewer segments than min-depth
	CheckEmptyTag                        // hashtag: an empty first tag
	CheckIgnoredTag                      // hashtag: a tag after the first
	CheckUnclosedTag                     // hashtag: a "{" never closed
	CheckNamespace                       // namespace: a first segment that is none
	CheckPrefix                          // namespace: no prefix
	CheckForeignSeparator                // separator: another separator between words
	CheckLeadingSeparator                // separator: the key starts with it
	CheckEmptySegment                    // separator: an empty segment
	CheckTrailingSeparator               // separator: the key ends with it
	CheckUnixDate                        // time: a Unix timestamp after "date"
	CheckDateLayout                      // time: a date not YYYYMMDD
	CheckFormattedTimestamp              // time: a formatted time after "ts"
)
