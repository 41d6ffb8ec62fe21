// Package catalog is the keyspace of a set of packages and the catalog
// subcommand. A Catalog lists every key site the analyzer found (position,
// client, command, template or why it is unresolved, data type, slot) with
// what the whole program says of its templates (the commands that give
// them a TTL). It is built once from the analyzer's results (Build) and
// then only rendered: as JSON (the stable form, read back by Read), as a
// Markdown keyspace document, or compared with an older catalog (diff.go:
// templates added, removed or changed; review.go: -diff, -diff-rev against
// a git revision, -check of a committed document).
package catalog
