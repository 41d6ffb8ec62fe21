// Package keyshape turns the keys a program really sends to Redis into
// shapes that can be compared with the linter's templates: the runtime
// truth the linter's reach is measured against.
//
// The model:
//
//   - A recording is the output of Redis's MONITOR while a module's own
//     tests run. Each line is one command; its keys are found with the
//     command key-spec table (internal/commands), as the server would.
//   - A key is cut into words (runs of letters, digits, '_' and '-') and the
//     separators between them. A word that occurs in a string literal of the
//     production code (the non-test .go files) of the module's Redis
//     packages is a literal part of the shape (literals with white space are
//     messages or scripts and do not count; a word of one character counts
//     where its literal sets it off with a separator, as "t" in "t:"); a
//     run of digits is <int>; any other word is a value chosen at run
//     time, <string>. So "rmq::queue::[things]::ready" becomes
//     "rmq::queue::[<string>]::ready" when "things" is a test's queue name.
//   - A shape is production when at least one of its words of two or more
//     characters is such a literal: production code contributed text to
//     the key. A shape made only of values ("foo", "<string>:<int>") is a
//     fixture a test chose; so is a shape whose every key a test file
//     spells whole and which holds a value ("ns:unique:<md5>" written out
//     in a test), though its other words are production's.
//   - A template matches a shape when its literal text appears in the shape
//     in order, with each hole standing for any text (placeholders
//     included; a time's hole is its layout, "<2006-01-02>"). Templates
//     without a letter in their literal text (a bare "<string>") say
//     nothing about a key and match nothing.
package keyshape
