// Package errgroup is a stub of golang.org/x/sync/errgroup with its real
// signatures.
package errgroup

import "context"

type Group struct{ err error }

func WithContext(ctx context.Context) (*Group, context.Context) { return &Group{}, ctx }

func (g *Group) Go(f func() error) {
	if err := f(); err != nil && g.err == nil {
		g.err = err
	}
}

func (g *Group) TryGo(f func() error) bool { g.Go(f); return true }

func (g *Group) Wait() error { return g.err }

func (g *Group) SetLimit(n int) {}
