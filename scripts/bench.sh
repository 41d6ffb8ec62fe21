#!/usr/bin/env bash
# bench.sh measures what rediskeylint costs under go vet, against a vet tool
# whose analyzer does nothing (internal/bench/noop), on generated modules
# of many packages that call Redis (internal/bench/gen), then reports the
# analyzer's allocations per call site (internal/bench BenchmarkAnalyzer).
#
#   scripts/bench.sh [-shape direct|wrapped|both] [-count N] [-packages N] [-sites N] [-keep]
#
# Two module shapes, both by default:
#   direct   every package calls go-redis and redigo itself, keys built in
#            place (target: CPU ratio <= 1.15);
#   wrapped  every package calls the methods of a cache package wrapping
#            go-redis, with keys from the producers of a keys package, so
#            every key crosses packages through facts (target <= 1.25).
#
# go vet caches its results by the tool's build ID, so every timed run uses
# a copy of the tool with a few unique bytes appended: a new ID (never seen
# by an earlier run, shape or invocation of this script), the same program.
# Compiled packages stay cached, so the runs time analysis, not compiling.
#
# Two scenarios are timed, each tool alternately, -count times:
#   cold  nothing vetted yet: an analyzer with facts (rediskeylint) also
#         type-checks and analyzes every dependency, the standard library
#         included, to compute their facts; the no-op analyzer skips them;
#   warm  the dependencies' facts are in go vet's cache (as after a first
#         run), and only the module's packages are analyzed.
# Wall time swings when other work shares the machine, so CPU time (user +
# system of go vet and every process it starts) is the measure checked
# against the target: PASS or OVER. OVER does not fail the script: a shared
# machine is noisy, and the figure is a measurement, not a test.
set -euo pipefail

count=5
packages=200
sites=50
keep=false
shape=both

usage() {
	# The header comment, up to the first line that is not a comment.
	awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	-shape) shape=$2; shift 2 ;;
	-shape=*) shape=${1#*=}; shift ;;
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
case $shape in
direct | wrapped) shapes=("$shape") ;;
both) shapes=(direct wrapped) ;;
*) echo "bench.sh: -shape $shape is not one of direct, wrapped, both" >&2; exit 2 ;;
esac

# target prints the CPU ratio that shape $1 must stay within.
target() {
	case $1 in
	direct) echo 1.15 ;;
	wrapped) echo 1.25 ;;
	esac
}

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/rediskeylint-bench.XXXXXX")
if $keep; then
	echo "keeping $work"
else
	trap 'rm -rf "$work"' EXIT
fi

# inmod runs a command in the generated module $mod, which gets go.sum from
# the module proxy (-mod=mod); the repository's own module is never touched.
inmod() { (cd "$mod" && GOFLAGS=-mod=mod GOWORK=off "$@"); }

echo "== building rediskeylint and noop"
(cd "$root" && go build -o "$work/rediskeylint" ./cmd/rediskeylint)
(cd "$root" && go build -o "$work/noop" ./internal/bench/noop)

# vet_ms runs go vet over module $mod (of shape $cur) with a fresh copy of
# tool $1 in scenario $2 (cold or warm; run $3), checks that the tool did
# its job, and prints the wall time and the CPU time in milliseconds.
vet_ms() {
	local tool=$1 scenario=$2 run=$3 copy status=0 found real user sys
	copy=$work/$tool.$cur.$scenario$run
	cp "$work/$tool" "$copy"
	# The shape is in the bytes too: both modules share their dependencies,
	# whose results would otherwise come from the other shape's runs.
	printf 'bench %s %s %s run %s\n' "$work" "$cur" "$scenario" "$run" >>"$copy"
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
			echo "bench.sh: go vet with noop failed on the $cur module:" >&2
			head -20 "$work/vet.out" >&2
			exit 1
		fi ;;
	rediskeylint)
		if [ "$found" -ne "$bad" ]; then
			echo "bench.sh: rediskeylint reported $found of the $bad bad keys of the $cur module:" >&2
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

# ratio prints the medians of one measure and their ratio; with a target
# ($4), whether the ratio is within it.
ratio() { # ratio LABEL NOOP_MEDIAN_MS REDISKEYLINT_MEDIAN_MS [TARGET]
	awk -v what="$1" -v n="$2" -v r="$3" -v t="${4:-}" 'BEGIN {
		printf "median %-9s noop %7.3fs  rediskeylint %7.3fs  ratio %.3f", what, n / 1000, r / 1000, r / n
		if (t == "") print "  (wall: not checked)"
		else printf "  target <= %s: %s\n", t, (r / n <= t ? "PASS" : "OVER") }'
}

summary=()
for cur in "${shapes[@]}"; do
	mod=$work/$cur
	echo "== $cur: generating $packages packages × $sites call sites"
	(cd "$root" && go run ./internal/bench/gen -dir "$mod" -shape "$cur" -packages "$packages" -sites "$sites")
	bad=$(sed -n 's/.*"bad": *\([0-9]*\).*/\1/p' "$mod/bench.json")

	echo "== $cur: warming the build cache"
	inmod go mod download
	inmod go build ./...
	for tool in noop rediskeylint; do
		inmod go vet -vettool="$work/$tool" ./... >/dev/null 2>&1 || true
	done

	for scenario in cold warm; do
		echo "== $cur: go vet -vettool ./..., $scenario ($count runs each, alternating)"
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
		line=$(ratio "$scenario-cpu" "$(median "${nc_all[@]}")" "$(median "${rc_all[@]}")" "$(target "$cur")")
		echo "$line"
		summary+=("$(printf '%-8s %s' "$cur" "$line")")
	done
done

for cur in "${shapes[@]}"; do
	echo "== $cur: allocations per call site (in process, go/analysis/checker)"
	(cd "$root" && go test -run '^$' -bench . -benchtime 3x ./internal/bench/ -args -module="$work/$cur")
done

echo "== summary (CPU time, median of $count runs)"
printf '%s\n' "${summary[@]}"
