// Package bench measures what the rediskey analyzer costs on a large
// program.
//
// The model: a generated module of P packages, each with S Redis call
// sites (a site is one call that sends a command: a go-redis method, a
// pipelined command, a generic Do, a redigo Conn.Do), written in the
// shapes real code uses — literals, constants of another package, +,
// fmt.Sprintf, strconv, locals with several reaching assignments,
// pipelines, Do, MSet and Eval. About one site in seven has a key with a
// PascalCase segment, so the reporting path runs too.
//
// Two measures come out of it:
//   - wall time of `go vet -vettool` with the analyzer against the same
//     driver with the no-op analyzer [Noop] (scripts/bench.sh), and
//   - allocations per call site of the analyzer run in process over the
//     loaded packages (BenchmarkAnalyzer in bench_test.go).
//
// gen/ is the generator command, noop/ the no-op vet tool.
package bench
