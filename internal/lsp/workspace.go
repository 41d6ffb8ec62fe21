package lsp

import (
	"context"
	"sync"
	"time"

	"go.lsp.dev/protocol"
)

// editPause is how long the editor must stay quiet after an edit before
// the edit is analysed.
const editPause = 300 * time.Millisecond

// A workspace runs the analyses of its folders, one at a time, and keeps
// the snapshot of the last one.
type workspace struct {
	folders  []*folder
	settings settings
	docs     *documents
	// published is called with each new snapshot, on the worker.
	published func(*snapshot)

	mu sync.Mutex
	// wanted counts the changes asked to be analysed, done the changes
	// the latest snapshot covers.
	wanted, done int
	updated      chan struct{} // closed and replaced when done grows
	latest       *snapshot
	pause        *time.Timer
	kick         chan struct{}
	stop         chan struct{}
	closing      sync.Once
}

func newWorkspace(dirs []string, s settings, docs *documents, published func(*snapshot)) *workspace {
	w := &workspace{
		settings:  s,
		docs:      docs,
		published: published,
		updated:   make(chan struct{}),
		latest:    &snapshot{},
		kick:      make(chan struct{}, 1),
		stop:      make(chan struct{}),
	}
	for _, d := range dirs {
		w.folders = append(w.folders, newFolder(d))
	}
	go w.work()
	return w
}

// changed asks for an analysis of the current documents, at once or,
// after an edit, once the editor has paused.
func (w *workspace) changed(now bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.wanted++
	if w.pause != nil {
		w.pause.Stop()
	}
	if now {
		w.signal()
		return
	}
	w.pause = time.AfterFunc(editPause, w.signal)
}

func (w *workspace) signal() {
	select {
	case w.kick <- struct{}{}:
	default: // an analysis is already due; it will see this change
	}
}

// work runs an analysis each time one is asked for, until close.
func (w *workspace) work() {
	for {
		select {
		case <-w.stop:
			return
		case <-w.kick:
		}
		w.mu.Lock()
		target := w.wanted
		w.mu.Unlock()
		snap := analyse(w.folders, w.settings, w.docs.overlay())
		w.mu.Lock()
		w.latest = snap
		w.done = target
		close(w.updated)
		w.updated = make(chan struct{})
		w.mu.Unlock()
		select {
		case <-w.stop:
			return // shut down: nobody reads diagnostics any more
		default:
			w.published(snap)
		}
	}
}

// current returns the snapshot that covers every change asked for before
// the call, waiting for it unless the request is cancelled first.
func (w *workspace) current(ctx context.Context) (*snapshot, error) {
	w.mu.Lock()
	target := w.wanted
	for w.done < target {
		updated := w.updated
		w.mu.Unlock()
		select {
		case <-ctx.Done():
			return nil, protocol.ErrRequestCancelled
		case <-updated:
		}
		w.mu.Lock()
	}
	defer w.mu.Unlock()
	return w.latest, nil
}

// close stops the worker once the analysis it runs, if any, ends; it does
// not wait for it, so that shutdown and exit answer at once.
func (w *workspace) close() {
	w.closing.Do(func() {
		w.mu.Lock()
		if w.pause != nil {
			w.pause.Stop()
		}
		w.mu.Unlock()
		close(w.stop)
	})
}
