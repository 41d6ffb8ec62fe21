package main

// Reading the reach sheets (testdata/reach/<module>.tsv); their format is
// in the comment of reach.go.

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"unicode"
)

// A rowKind is what the reader judged a position to be.
type rowKind string

const (
	keyRow    rowKind = "key"
	passRow   rowKind = "pass"
	scriptRow rowKind = "script"
	otherRow  rowKind = "other"
)

// A position is a file of the module and a line in it; for a row, either
// a column too, where it names one entry of several on its line, or a last
// line, where one key is listed on either of two lines (a lock made on one
// and taken on the next). Col and Last are 0 when not given.
type position struct {
	File            string
	Line, Col, Last int
}

func (p position) String() string {
	switch {
	case p.Col > 0:
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	case p.Last > 0:
		return fmt.Sprintf("%s:%d-%d", p.File, p.Line, p.Last)
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// lines are the lines p names.
func (p position) lines() []position {
	last := max(p.Line, p.Last)
	var out []position
	for l := p.Line; l <= last; l++ {
		out = append(out, position{File: p.File, Line: l})
	}
	return out
}

// names reports whether p names the catalog position q.
func (p position) names(q position) bool {
	return p.File == q.File && q.Line >= p.Line && q.Line <= max(p.Line, p.Last) && (p.Col == 0 || p.Col == q.Col)
}

// A judgement is one row of a sheet.
type judgement struct {
	Kind    rowKind
	Pos     position
	Command string
	// Shape is the key as the reader sees it (key rows): literal text, and
	// holes in angle brackets where the reader sees a value.
	Shape string
	// Class is the class of what is missed (key rows) or a note.
	Class string
	// Row is the line of the sheet, for messages.
	Row int
}

// A sheet is a module's judgements.
type sheet struct {
	// Sample lists the files and directories ("dir/") read; empty when
	// every file was.
	Sample []string
	Rows   []judgement
}

// readSheet reads the sheet at path.
func readSheet(path string) (*sheet, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close() //nolint:errcheck // read only: a close error loses nothing
	sh := &sheet{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), " \r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if fields[0] == "sample" {
			if len(fields) == 1 {
				return nil, fmt.Errorf("%s:%d: a sample row names no file or directory", path, n)
			}
			sh.Sample = append(sh.Sample, fields[1:]...)
			continue
		}
		j, err := parseRow(fields)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		j.Row = n
		sh.Rows = append(sh.Rows, j)
	}
	return sh, sc.Err()
}

func parseRow(fields []string) (judgement, error) {
	kind := rowKind(fields[0])
	switch kind {
	case keyRow, passRow, scriptRow, otherRow:
	default:
		return judgement{}, fmt.Errorf("row kind %q is not one of sample, key, pass, script, other", fields[0])
	}
	if len(fields) < 3 {
		return judgement{}, fmt.Errorf("a %s row has %d fields, want at least POS and COMMAND", kind, len(fields)-1)
	}
	pos, err := parsePosition(fields[1])
	if err != nil {
		return judgement{}, err
	}
	j := judgement{Kind: kind, Pos: pos, Command: fields[2]}
	rest := fields[3:]
	if kind == keyRow {
		if len(rest) == 0 || rest[0] == "" {
			return judgement{}, fmt.Errorf("a key row has no SHAPE after its command")
		}
		j.Shape, rest = rest[0], rest[1:]
		if !holesClosed(j.Shape) {
			return judgement{}, fmt.Errorf("the shape %q opens a hole with '<' it does not close with '>'", j.Shape)
		}
		if !hasLiteralLetter(j.Shape) {
			return judgement{}, fmt.Errorf("the shape %q has no letter outside its holes: no template matches it (write the module's text, or judge the site pass-through)", j.Shape)
		}
	}
	if len(rest) > 1 {
		want := "POS, COMMAND and a NOTE"
		if kind == keyRow {
			want = "POS, COMMAND, SHAPE and a CLASS"
		}
		return judgement{}, fmt.Errorf("a %s row has %d fields after its kind, want at most %s", kind, len(fields)-1, want)
	}
	if len(rest) == 1 {
		j.Class = rest[0]
	}
	if kind == otherRow && j.Class == "" {
		return judgement{}, fmt.Errorf("an other row needs a NOTE saying what the entry is")
	}
	return j, nil
}

// hasLiteralLetter reports whether shape has a letter outside its holes
// ("<...>"): keyshape's matcher leaves out templates without one, and a
// template with one matches such a shape only by accident, its text
// falling inside a hole's name.
func hasLiteralLetter(shape string) bool {
	depth := 0
	for _, c := range shape {
		switch {
		case c == '<':
			depth++
		case c == '>' && depth > 0:
			depth--
		case depth == 0 && unicode.IsLetter(c):
			return true
		}
	}
	return false
}

// holesClosed reports whether every '<' of shape is closed by a '>'
// before the next one opens.
func holesClosed(shape string) bool {
	open := false
	for _, c := range shape {
		switch c {
		case '<':
			if open {
				return false
			}
			open = true
		case '>':
			open = false
		}
	}
	return !open
}

// parsePosition reads FILE:LINE, FILE:LINE:COL or FILE:LINE-LAST.
func parsePosition(s string) (position, error) {
	bad := fmt.Errorf("position %q is not FILE:LINE, FILE:LINE:COL or FILE:LINE-LAST with positive numbers, LAST after LINE", s)
	var nums []int
	rest := s
	for len(nums) < 2 {
		i := strings.LastIndexByte(rest, ':')
		if i <= 0 {
			break
		}
		n, err := strconv.Atoi(rest[i+1:])
		if err != nil || n <= 0 {
			if len(nums) > 0 {
				break
			}
			first, last, ok := strings.Cut(rest[i+1:], "-")
			f, err1 := strconv.Atoi(first)
			l, err2 := strconv.Atoi(last)
			if !ok || err1 != nil || err2 != nil || f <= 0 || l <= f {
				break
			}
			return position{File: rest[:i], Line: f, Last: l}, nil
		}
		nums = append([]int{n}, nums...)
		rest = rest[:i]
	}
	if strings.Contains(rest, ":") {
		return position{}, bad
	}
	switch len(nums) {
	case 1:
		return position{File: rest, Line: nums[0]}, nil
	case 2:
		return position{File: rest, Line: nums[0], Col: nums[1]}, nil
	}
	return position{}, bad
}

// sitePosition reads a catalog position, FILE:LINE:COL.
func sitePosition(s string) (position, bool) {
	p, err := parsePosition(s)
	return p, err == nil && p.Col > 0
}

// anyCommand in a row names every command at its position.
const anyCommand = "*"

// names reports whether j names the catalog entry s at position p.
func (j judgement) names(s site, p position) bool {
	return j.Pos.names(p) && (j.Command == anyCommand || j.Command == s.Command)
}

// samples reports whether file is in the sample read.
func (sh *sheet) samples(file string) bool {
	if len(sh.Sample) == 0 {
		return true
	}
	dir := "./"
	if i := strings.LastIndexByte(file, '/'); i >= 0 {
		dir = file[:i+1]
	}
	for _, p := range sh.Sample {
		if p == file || p == dir {
			return true
		}
	}
	return false
}
