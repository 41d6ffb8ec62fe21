#!/usr/bin/env bash
# bench.sh measures what rediskeylint costs under go vet, against a vet tool
# whose analyzer does nothing (internal/bench/noop), on a generated module
# of many packages that call Redis (internal/bench/gen), then reports the
# analyzer's allocations per call site (internal/bench BenchmarkAnalyzer).
#
#   scripts/bench.sh [-count N] [-packages N] [-sites N] [-keep]
#
# go vet caches its results by the tool's build ID, so every timed run uses
# a copy of the tool with a few unique bytes appended: a new ID (never seen
# by an earlier run of this script either), the same program.
# Compiled packages stay cached, so the runs time analysis, not compiling.
#
# Two scenarios are timed, each tool alternately, -count times:
#   cold  nothing vetted yet: an analyzer with facts (rediskeylint) also
#         type-checks and analyzes every dependency, the standard library
#         included, to compute their facts; the no-op analyzer skips them;
#   warm  the dependencies' facts are in go vet's cache (as after a first
#         run), and only the module's packages are analyzed.
# Wall time swings when other work shares the machine, so CPU time (user +
# system of go vet and every process it starts) is reported too.
set -euo pipefail

count=5
packages=200
sites=50
keep=false
target=1.15

usage() {
	sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	-count) count=$2; shift 2 ;;
	-count=*) count=${1#*=}; shift ;;
	-packages) packages=$2; shift 2 ;;
	-packages=*) packages=${1#*=}; shift ;;
	-sites) sites=$2; shift 2 ;;
	-sites=*) sites=${1#*=}; shift ;;
	-keep) keep=true; shift ;;
	-h | -help | --help) usage ;;
	*) echo "bench.sh: unknown argument $1" >&2; usage ;;
	esac
done
for n in "$count" "$packages" "$sites"; do
	case $n in '' | *[!0-9]* | 0) echo "bench.sh: $n is not a positive number" >&2; exit 2 ;; esac
done

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/rediskeylint-bench.XXXXXX")
if $keep; then
	echo "keeping $work"
else
	trap 'rm -rf "$work"' EXIT
fi
mod=$work/mod

# inmod runs a command in the generated module, which gets go.sum from the
# module proxy (-mod=mod); the repository's own module is never touched.
inmod() { (cd "$mod" && GOFLAGS=-mod=mod GOWORK=off "$@"); }

echo "== building rediskeylint and noop"
(cd "$root" && go build -o "$work/rediskeylint" ./cmd/rediskeylint)
(cd "$root" && go build -o "$work/noop" ./internal/bench/noop)

echo "== generating $packages packages × $sites call sites"
(cd "$root" && go run ./internal/bench/gen -dir "$mod" -packages "$packages" -sites "$sites")
bad=$(sed -n 's/.*"bad": *\([0-9]*\).*/\1/p' "$mod/bench.json")

echo "== warming the build cache"
inmod go mod download
inmod go build ./...
for tool in noop rediskeylint; do
	inmod go vet -vettool="$work/$tool" ./... >/dev/null 2>&1 || true
done

# vet_ms runs go vet over the module with a fresh copy of tool $1 in
# scenario $2 (cold or warm; run $3), checks that the tool did its job,
# and prints the wall time and the CPU time in milliseconds.
vet_ms() {
	local tool=$1 scenario=$2 run=$3 copy status=0 found real user sys
	copy=$work/$tool.$scenario$run
	cp "$work/$tool" "$copy"
	printf 'bench %s %s run %s\n' "$work" "$scenario" "$run" >>"$copy"
	if [ "$scenario" = warm ]; then
		# Vetting one package vets all its dependencies for their facts.
		inmod go vet -vettool="$copy" ./p000 >/dev/null 2>&1 || true
	fi
	local TIMEFORMAT='%3R %3U %3S'
	{ time inmod go vet -vettool="$copy" ./... >/dev/null 2>"$work/vet.out" || status=$?; } 2>"$work/time.out"
	rm -f "$copy"
	found=$(grep -c 'is not snake_case' "$work/vet.out" || true)
	case $tool in
	noop)
		if [ "$status" -ne 0 ]; then
			echo "bench.sh: go vet with noop failed:" >&2
			head -20 "$work/vet.out" >&2
			exit 1
		fi ;;
	rediskeylint)
		if [ "$found" -ne "$bad" ]; then
			echo "bench.sh: rediskeylint reported $found of the $bad bad keys:" >&2
			head -20 "$work/vet.out" >&2
			exit 1
		fi ;;
	esac
	read -r real user sys <"$work/time.out"
	awk -v r="$real" -v u="$user" -v s="$sys" 'BEGIN { printf "%d %d\n", r * 1000, (u + s) * 1000 }'
}

# median prints the median of its arguments.
median() {
	printf '%s\n' "$@" | sort -n | awk '{v[NR] = $1} END {
		if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# ratio prints the medians of one measure and their ratio against the target.
ratio() { # ratio LABEL NOOP_MEDIAN_MS REDISKEYLINT_MEDIAN_MS
	awk -v what="$1" -v n="$2" -v r="$3" -v t="$target" 'BEGIN {
		printf "median %-9s noop %7.3fs  rediskeylint %7.3fs  ratio %.3f (target <= %s): %s\n",
			what, n / 1000, r / 1000, r / n, t, (r / n <= t ? "within target" : "above target") }'
}

for scenario in cold warm; do
	echo "== go vet -vettool ./..., $scenario ($count runs each, alternating)"
	nw_all=() nc_all=() rw_all=() rc_all=()
	for i in $(seq 1 "$count"); do
		read -r nw nc < <(vet_ms noop "$scenario" "$i")
		read -r rw rc < <(vet_ms rediskeylint "$scenario" "$i")
		nw_all+=("$nw") nc_all+=("$nc") rw_all+=("$rw") rc_all+=("$rc")
		awk -v i="$i" -v nw="$nw" -v nc="$nc" -v rw="$rw" -v rc="$rc" 'BEGIN {
			printf "run %d: noop %7.3fs (cpu %7.3fs)  rediskeylint %7.3fs (cpu %7.3fs)\n",
				i, nw / 1000, nc / 1000, rw / 1000, rc / 1000 }'
	done
	ratio "$scenario" "$(median "${nw_all[@]}")" "$(median "${rw_all[@]}")"
	ratio "$scenario-cpu" "$(median "${nc_all[@]}")" "$(median "${rc_all[@]}")"
done

echo "== allocations per call site (in process, go/analysis/checker)"
(cd "$root" && go test -run '^$' -bench . -benchtime 3x ./internal/bench/ -args -module="$mod")
