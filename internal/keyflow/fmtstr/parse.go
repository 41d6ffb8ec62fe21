// Package fmtstr parses fmt format strings into directives with their byte
// ranges, following fmt's grammar, so that a key rebuilt from a Sprintf
// call can point into the literal it came from.
package fmtstr

import "strconv"

// A Directive is one piece of a parsed fmt format string: literal text or a
// verb that consumes an operand.
type Directive struct {
	// Start and End are the byte range of the piece in the format string.
	Start, End int
	// Text is the literal text the piece renders (for "%%", "%"); empty
	// for a verb.
	Text string
	// Verb is the verb rune; 0 for literal text.
	Verb rune
	// Arg is the index of the operand the verb formats.
	Arg int
}

// Parse splits a format string into literal text and verbs, following
// fmt's grammar: flags, width and precision (either may be '*', which
// consumes an operand), explicit argument indexes "[n]", and "%%".
// It reports false for a string fmt would render with %!(…) errors.
func Parse(format string) ([]Directive, bool) {
	var ops []Directive
	arg := 0
	lit := 0
	for i := 0; i < len(format); {
		if format[i] != '%' {
			i++
			continue
		}
		if i > lit {
			ops = append(ops, Directive{Start: lit, End: i, Text: format[lit:i]})
		}
		start := i
		i++
		if i < len(format) && format[i] == '%' {
			ops = append(ops, Directive{Start: start, End: i + 1, Text: "%"})
			i++
			lit = i
			continue
		}
		// Flags.
		for i < len(format) && isFlag(format[i]) {
			i++
		}
		i, arg = skipIndex(format, i, arg)
		i, arg = skipSize(format, i, arg) // width
		if i < len(format) && format[i] == '.' {
			i, arg = skipIndex(format, i+1, arg)
			i, arg = skipSize(format, i, arg) // precision
		}
		i, arg = skipIndex(format, i, arg)
		if i >= len(format) || arg < 0 {
			return nil, false
		}
		verb := rune(format[i])
		if verb == 0 {
			return nil, false // fmt prints %!(NOVERB)-like text for it
		}
		i++
		ops = append(ops, Directive{Start: start, End: i, Verb: verb, Arg: arg})
		arg++
		lit = i
	}
	if lit < len(format) {
		ops = append(ops, Directive{Start: lit, End: len(format), Text: format[lit:]})
	}
	return ops, true
}

func isFlag(c byte) bool {
	return c == '+' || c == '-' || c == '#' || c == ' ' || c == '0'
}

// skipSize skips a width or precision: digits, or '*', which consumes an
// operand.
func skipSize(format string, i, arg int) (int, int) {
	if i < len(format) && format[i] == '*' {
		return i + 1, arg + 1
	}
	for i < len(format) && '0' <= format[i] && format[i] <= '9' {
		i++
	}
	return i, arg
}

// skipIndex parses an explicit argument index "[n]" at format[i:], returning
// the position after it and the operand index it selects (n-1), or arg
// unchanged when there is none; -1 when it is malformed.
func skipIndex(format string, i, arg int) (int, int) {
	if i >= len(format) || format[i] != '[' {
		return i, arg
	}
	j := i + 1
	for j < len(format) && format[j] != ']' {
		j++
	}
	if j >= len(format) {
		return j, -1
	}
	n, err := strconv.Atoi(format[i+1 : j])
	if err != nil || n < 1 {
		return j + 1, -1
	}
	return j + 1, n - 1
}
