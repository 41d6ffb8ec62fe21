package lsp

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.lsp.dev/protocol"
)

// A request that waits for an analysis ends when the client cancels it.
func TestCurrentCancelled(t *testing.T) {
	w := &workspace{updated: make(chan struct{}), latest: &snapshot{}, wanted: 1}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := w.current(ctx)
	assert.Equal(t, protocol.ErrRequestCancelled, err)

	// Once the analysis is done, the snapshot is there.
	snap := &snapshot{}
	w.mu.Lock()
	w.latest, w.done = snap, 1
	w.mu.Unlock()
	got, err := w.current(context.Background())
	require.NoError(t, err)
	assert.Same(t, snap, got)
}

func TestErrorLine(t *testing.T) {
	data := []byte("separator: \":\"\n\ncase: shouty\n")
	assert.Equal(t, 3, errorLine(data, errorString(`case: "shouty" is not one of snake`)))
	assert.Equal(t, 7, errorLine(data, errorString("line 7: a second YAML document")))
	assert.Equal(t, 0, errorLine(data, errorString("something else")))
}

type errorString string

func (e errorString) Error() string { return string(e) }
