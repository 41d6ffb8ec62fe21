// Package keys names the keys of a metrics store: Key joins the parts it
// is given with a slash, leaving out the empty ones, in a loop.
package keys

import "strings"

// The parts of keys.
const (
	GlobalMeta = "global_meta"
	NumUsers   = "num_users"
	Users      = "users"
	// Unset is a part some callers leave empty.
	Unset = ""
)

// Key joins the non-empty parts with "/".
func Key(parts ...string) string { // want Key:`join\("", "/", "", skip empty true\)`
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('/')
		}
		b.WriteString(p)
	}
	return b.String()
}

// Tagged joins every part with "/" after a prefix, with +=.
func Tagged(parts ...string) string { // want Tagged:`join\("metrics/", "/", "", skip empty false\)` Tagged:`producer`
	key := "metrics"
	for i := 0; i < len(parts); i++ {
		key += "/" + parts[i]
	}
	return key
}

// Sorted is not a join: it depends on the parts' order.
func Sorted(parts ...string) string { // want Sorted:`producer\("<string>"`
	first := parts[0]
	for _, p := range parts {
		if p < first {
			first = p
		}
	}
	return first
}
