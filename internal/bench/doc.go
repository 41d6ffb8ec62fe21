// Package bench measures what the rediskey analyzer costs on a large
// program.
//
// The model: a generated module of P packages, each with S Redis call
// sites, in one of two shapes:
//   - direct: a site is one call that sends a command (a go-redis method,
//     a pipelined command, a generic Do, a redigo Conn.Do), with its key
//     written in the shapes real code uses — literals, constants of
//     another package, +, fmt.Sprintf, strconv, locals with several
//     reaching assignments, pipelines, Do, MSet and Eval;
//   - wrapped: a site is one call of a method of the module's cache
//     package, which wraps go-redis and prefixes the keys, with a key made
//     by the module's keys package — producers, producers built on
//     producers, methods of key types, String methods — so that every key
//     reaches the analyzer through facts of two other packages.
//
// About one site in seven has a key with a PascalCase segment, so the
// reporting path runs too.
//
// Two measures come out of it, per shape:
//   - CPU and wall time of `go vet -vettool` with the analyzer against the
//     same driver with the no-op analyzer [Noop] (scripts/bench.sh), and
//   - allocations per call site of the analyzer run in process over the
//     loaded packages (BenchmarkAnalyzer in bench_test.go).
//
// gen/ is the generator command, noop/ the no-op vet tool.
package bench
