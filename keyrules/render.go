package keyrules

// What each kind of hole can render, as SPEC §3 tabulates it. An Unknown
// hole renders nothing here on purpose: a string of unknown value is
// assumed clean, so it never causes a finding.
var kindRenders = func() (r [kindCount]byteSet) {
	var digits byteSet
	digits.addRange('0', '9')
	r[Int] = digits
	r[Int].add('-')
	r[Uint] = digits
	r[Hex] = digits
	r[Hex].addRange('a', 'f')
	r[Hex].addRange('A', 'F')
	r[Bool] = setOf("truefals")
	r[Float] = digits
	r[Float].addString(".-+eEInfNa")
	r[Quoted] = setOf(`"`)
	// 2009-11-10 23:00:00.5 +0000 UTC m=+0.000000001
	r[Time] = digits
	r[Time].addString("-: +.=")
	r[Time].addRange('a', 'z')
	r[Time].addRange('A', 'Z')
	// [1 2], map[a:1], {1 2}: the content itself is unknown and assumed
	// clean, the brackets and spaces are not.
	r[Composite] = setOf("[] {}")
	r[List] = setOf("[] ")
	r[Struct] = setOf("{} ")
	r[Map] = setOf("map[]: ")
	// Raw bytes can be anything; JSON text any printable byte (it
	// escapes control characters), quotes and braces included.
	r[Bytes].addRange(0, 0xff)
	r[JSON].addRange(' ', '~')
	return r
}()

// kindAlways holds what a kind renders every time, not only sometimes; it
// picks "renders" over "can render" in messages.
var kindAlways = func() (r [kindCount]byteSet) {
	r[Quoted] = setOf(`"`)
	r[Time] = setOf(" :")
	r[List] = setOf("[]")
	r[Struct] = setOf("{}")
	r[Map] = setOf("map[]")
	return r
}()

// kindDefaults holds the length bounds NewHole gives each kind.
var kindDefaults = func() (d [kindCount]Hole) {
	for k := range d {
		d[k] = *NewHole(HoleKind(k))
	}
	return d
}()

// canRender reports whether the hole's rendering can hold byte b.
func (h *Hole) canRender(b byte) bool {
	if h.Layout != "" {
		return layoutOf(h.Layout).renders.has(b)
	}
	return int(h.Kind) < len(kindRenders) && kindRenders[h.Kind].has(b)
}

// alwaysRenders reports whether every rendering of the hole holds byte b.
func (h *Hole) alwaysRenders(b byte) bool {
	if h.Layout != "" {
		return layoutOf(h.Layout).always.has(b)
	}
	return int(h.Kind) < len(kindAlways) && kindAlways[h.Kind].has(b)
}

// bounds returns the shortest and longest rendering of the hole in bytes;
// max < 0 means unbounded. A hole built as a struct literal with both
// bounds zero gets the bounds of its kind.
func (h *Hole) bounds() (min, max int) {
	if h.MinLen == 0 && h.MaxLen == 0 && int(h.Kind) < len(kindDefaults) {
		d := &kindDefaults[h.Kind]
		return d.MinLen, d.MaxLen
	}
	return h.MinLen, h.MaxLen
}
