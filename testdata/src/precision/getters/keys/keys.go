// Package keys names the index's keys.
package keys

// Doc is the key of a document of a collection.
func Doc(coll, id string) string { return coll + ":" + id } // want Doc:`producer\("<string>:<string>"\)`
