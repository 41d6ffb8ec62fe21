// Package settings holds how an operator configures a queue: names a
// queue's keys end in, with defaults, and a method that fills what the
// operator left empty.
package settings

// Queue is one queue's configuration.
type Queue struct {
	// ListSuffix ends the name of the queue's list.
	ListSuffix string // want ListSuffix:`value\("_list"\)`
	// SetSuffix ends the name of the set of a queue that keeps each item
	// once; empty means the package's own.
	SetSuffix string // want SetSuffix:`value\("_members"\)`
	// Namespace starts every key of the queue, with ':' after it.
	Namespace string // want Namespace:`value\("jobs:"\)`
}

// Default is the configuration of a queue the operator says nothing of.
func Default() Queue {
	return Queue{ListSuffix: "_list", SetSuffix: "_members", Namespace: "jobs"}
}

// Normalised returns q with the names the operator left empty filled,
// and its namespace ended by ':'.
func (q Queue) Normalised() Queue {
	if q.ListSuffix == "" {
		q.ListSuffix = "_list"
	}
	if q.Namespace != "" {
		q.Namespace += ":"
	}
	return q
}
