package lsp

import (
	"bytes"
	"go/token"
	"unicode/utf16"
	"unicode/utf8"

	"go.lsp.dev/protocol"
)

// A text is a file's contents, for converting positions between byte
// offsets or columns (go/token) and the protocol's UTF-16 positions.
type text []byte

// lineStart returns the byte offset of the 0-based line, clamped to the
// end of the text.
func (t text) lineStart(line int) int {
	off := 0
	for ; line > 0; line-- {
		i := bytes.IndexByte(t[off:], '\n')
		if i < 0 {
			return len(t)
		}
		off += i + 1
	}
	return off
}

// lineEnd returns the offset of the newline that ends the line starting at
// start, or the end of the text.
func (t text) lineEnd(start int) int {
	if i := bytes.IndexByte(t[start:], '\n'); i >= 0 {
		return start + i
	}
	return len(t)
}

// position converts a go/token position (1-based line, 1-based byte
// column) of the text to a protocol position.
func (t text) position(p token.Position) protocol.Position {
	if p.Line < 1 {
		return protocol.Position{}
	}
	start := t.lineStart(p.Line - 1)
	end := min(start+max(p.Column-1, 0), t.lineEnd(start))
	return protocol.Position{Line: uint32(p.Line - 1), Character: utf16Len(t[start:end])}
}

// offsetPosition converts a byte offset of the text to a protocol position.
func (t text) offsetPosition(off int) protocol.Position {
	off = min(max(off, 0), len(t))
	line := bytes.Count(t[:off], []byte("\n"))
	start := bytes.LastIndexByte(t[:off], '\n') + 1
	return protocol.Position{Line: uint32(line), Character: utf16Len(t[start:off])}
}

// offset converts a protocol position to a byte offset of the text; a
// character past the end of its line is the end of the line.
func (t text) offset(p protocol.Position) int {
	start := t.lineStart(int(p.Line))
	end := t.lineEnd(start)
	units := 0
	for i := start; i < end; {
		if units >= int(p.Character) {
			return i
		}
		r, size := utf8.DecodeRune(t[i:end])
		units += utf16.RuneLen(r) // an invalid byte decodes to U+FFFD, one unit
		i += size
	}
	return end
}

// column converts a protocol position to a go/token line and byte column.
func (t text) column(p protocol.Position) (line, col int) {
	off := t.offset(p)
	return int(p.Line) + 1, off - t.lineStart(int(p.Line)) + 1
}

// utf16Len returns the number of UTF-16 code units of b; an invalid byte
// counts as one, as editors show it.
func utf16Len(b []byte) uint32 {
	var n uint32
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b) // an invalid byte decodes to U+FFFD
		n += uint32(utf16.RuneLen(r))
		b = b[size:]
	}
	return n
}
