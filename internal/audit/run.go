package audit

import (
	"context"
	"errors"
	"time"
)

// Run scans the target, matches every key to the templates and returns
// the report. It sends only SCAN, TYPE, PTTL, MEMORY USAGE, the length
// commands, DBSIZE and INFO. Memory does not grow with the number of keys:
// keys stream through per-template aggregates.
func Run(ctx context.Context, t *Target, templates []Template, opts Options) (*Report, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	names := make([]string, len(templates))
	for i, tm := range templates {
		names[i] = tm.Template
	}
	m := NewMatcher(names)
	agg := newAggregator(templates, &opts)
	start := time.Now()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(chan []observation, 4*opts.Workers)
	s := newScanner(m, templates, &opts, out)
	done := make(chan error, 1)
	go func() {
		done <- t.forEachNode(ctx, s.node)
		close(out)
	}()
	for batch := range out {
		for i := range batch {
			agg.add(&batch[i])
		}
		if opts.Progress != nil {
			opts.Progress(agg.scanned)
		}
	}
	if err := <-done; err != nil {
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, err
	}
	r := buildReport(agg, time.Since(start))
	r.Server = t.Name
	if note, ok := s.memoryNote.Load().(string); ok {
		r.Notes = append(r.Notes, note)
	}
	return r, nil
}
