// Package initcmd is the init subcommand: it builds the catalog of the
// packages, infers the convention their key templates share
// (internal/infer), prints it with the templates that agree and the
// outliers, writes it as a commented .rediskeylint.yml that must parse
// back to the inferred configuration, and optionally records the findings
// that remain under it as a baseline.
package initcmd
