// Package audit holds the key templates of the code against the keys of a
// live Redis server, read-only.
//
// The model: a scanner walks every node's keyspace with SCAN and looks each
// batch up in pipelines (TYPE, PTTL, MEMORY USAGE on a bounded sample per
// template, then STRLEN/HLEN/LLEN/SCARD/ZCARD/XLEN by type). A Matcher maps
// each key to the most specific template that renders it: literal parts
// exactly, holes by class (an <int> is digits with an optional minus, a
// <string> any text), indexed on the templates' literal prefixes. The
// aggregates fold keys into per-template and per-orphan-shape statistics
// whose size does not depend on the number of keys: counts, a TTL
// histogram, a frequent-items summary of expiry seconds, and bounded heaps
// of the worst examples. The report then compares each template's keys
// with what the code implies (data type, TTL) and the big-key thresholds,
// groups the keys no template matches by their inferred Shape, and lists
// the templates with no key.
//
// Only read commands are sent: the connection's HELLO and PING (and SELECT
// for a database other than 0), SCAN, TYPE, PTTL, MEMORY USAGE, the length
// commands, DBSIZE, INFO and, on a cluster, the CLUSTER reads go-redis
// makes to find the masters.
package audit
