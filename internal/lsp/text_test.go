package lsp

import (
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"go.lsp.dev/protocol"
)

// The protocol counts UTF-16 code units; go/token counts bytes.
func TestTextPositions(t *testing.T) {
	// "é" is 2 bytes and 1 unit, "👣" 4 bytes and 2 units.
	src := text("package p\n\tx := \"é👣key\"\n")
	key := 1 + len("\tx := \"é👣") // 1-based byte column of "key"
	p := src.position(token.Position{Line: 2, Column: key})
	assert.Equal(t, protocol.Position{Line: 1, Character: uint32(len("\tx := \"")) + 1 + 2}, p)

	line, col := src.column(p)
	assert.Equal(t, 2, line)
	assert.Equal(t, key, col)

	off := len("package p\n") + key - 1
	assert.Equal(t, p, src.offsetPosition(off))
	assert.Equal(t, off, src.offset(p))

	// Past the end of a line is its end; past the last line, the text's.
	assert.Equal(t, len("package p"), src.offset(protocol.Position{Line: 0, Character: 99}))
	assert.Equal(t, len(src), src.offset(protocol.Position{Line: 9}))
	// A column past the line is clamped too.
	assert.Equal(t, protocol.Position{Line: 0, Character: 9}, src.position(token.Position{Line: 1, Column: 50}))
}

func TestTextInvalidUTF8(t *testing.T) {
	src := text("a\xffb")
	// The invalid byte is one unit, as U+FFFD.
	assert.Equal(t, protocol.Position{Character: 2}, src.offsetPosition(2))
	assert.Equal(t, 2, src.offset(protocol.Position{Character: 2}))
}
