// Package config resolves the keyrules.Config that applies to the packages
// of one directory. A Resolver is made per analyzer, over a base
// configuration (keyrules.Default, or golangci-lint settings), and binds
// one flag per configuration key plus -config.
//
// The configuration of a directory is built in this order, each step on top
// of the previous one:
//
//  1. the base;
//  2. the -preset flag;
//  3. the -config file when one is given; otherwise every .rediskeylint.yml
//     (or .yaml) from the module root (the directory holding go.mod) down to
//     the package's directory, outermost first: a nearer file extends its
//     parent, its keys replacing the parent's (lists replace, they are not
//     appended; a preset key restarts from that preset). A file with
//     `root: true` stops the search: the files above it are not read;
//  4. after each file, that file's overrides whose paths match the package
//     directory, relative to the module root;
//  5. every other flag given on the command line.
//
// Flags come last because they are what the user typed for this run. Only
// the file system is read, never Pass.ReadFile or Pass.Module, so that the
// analyzer works under Bazel nogo, where neither is available.
//
// Options reach a configuration as a document (Parse), a generic map
// (WithOptions: golangci-lint settings, overrides, flags) or an override
// of a directory (ForDir), all through one YAML decoder (load.go), so that
// the keys, the precedence of preset and the errors are the same
// everywhere. Validate is keyrules' validation with the command names
// held against the Redis command table (internal/commands), which
// keyrules does not know.
//
// Digest covers the same files for the go vet cache: go vet keys its cache
// on the tool's -V=full answer, so that answer must change whenever a
// configuration file that can apply changes.
package config
