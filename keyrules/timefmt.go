package keyrules

import (
	"sync"
	"time"
)

// Times formatted with a layout (time.Time.Format) are holes that carry the
// layout: what they render is known from it, so they are checked like the
// text they make. time.RFC3339 renders ':' and '+' (a separator and more
// levels under ":"), "2006-01-02" renders '-' (not snake_case), "20060102"
// only digits.

// LayoutHole returns the hole of a time formatted with layout; it renders
// in messages as the layout, as in "order:date:<2006-01-02>".
func LayoutHole(layout string) *Hole {
	l := layoutOf(layout)
	return &Hole{Kind: Time, Name: layout, Layout: layout, MinLen: l.min, MaxLen: l.max}
}

// A layoutRendering is what one layout renders, from sample times that
// differ in every element (one- and two-digit days and hours, short and
// long month names, UTC and other zones, fractions of a second).
type layoutRendering struct {
	renders, always byteSet
	min, max        int
	// sample is the layout's rendering of its reference time in UTC.
	sample string
}

var layoutSamples = []time.Time{
	time.Date(2006, 1, 2, 15, 4, 5, 0, time.UTC),
	time.Date(2024, 11, 22, 9, 30, 0, 123456789, time.FixedZone("CST", 8*3600)),
	time.Date(1999, 9, 9, 23, 59, 59, 5e8, time.FixedZone("", -(3*3600+1800))),
	time.Date(2000, 5, 10, 0, 0, 0, 0, time.FixedZone("EST", -5*3600)),
}

var layouts sync.Map // layout string → *layoutRendering

func layoutOf(layout string) *layoutRendering {
	if l, ok := layouts.Load(layout); ok {
		return l.(*layoutRendering)
	}
	l := &layoutRendering{min: -1, sample: layoutSamples[0].Format(layout)}
	for i, t := range layoutSamples {
		s := t.Format(layout)
		set := setOf(s)
		for w := range set {
			l.renders[w] |= set[w]
			if i == 0 {
				l.always[w] = set[w]
			} else {
				l.always[w] &= set[w]
			}
		}
		if l.min < 0 || len(s) < l.min {
			l.min = len(s)
		}
		if len(s) > l.max {
			l.max = len(s)
		}
	}
	// Digits vary with the time: any digit can stand where one does.
	if l.renders.has('0') || l.renders.has('1') {
		l.renders.addRange('0', '9')
	}
	got, _ := layouts.LoadOrStore(layout, l)
	return got.(*layoutRendering)
}

// isDigitsLayout reports whether a layout renders digits only, as
// "20060102" does.
func isDigitsLayout(layout string) bool {
	return allDigits(layoutOf(layout).sample)
}
