// Package auditcmd is the audit subcommand: it takes the key templates
// from a catalog (built from the packages, or read from a catalog file),
// connects to the server the -redis URL names, and has internal/audit scan
// the keyspace against them, with a progress bar on a terminal. Passwords
// of the URL never reach the output.
package auditcmd
