// Package tags builds keys under a hash tag its callers give.
package tags

// Key is the key of a field of an entity, under ns.
func Key(ns, field string) string { return ns + ":" + field } // want Key:`producer\("<string>:<string>"\)`
