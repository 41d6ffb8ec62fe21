#!/usr/bin/env bash
# bench-standalone.sh measures what the standalone rediskeylint costs on a
# large module, go-zero ./... (unpacked from the module proxy by
# internal/corpus/unpack), against a no-op analyzer (internal/bench/noop,
# a singlechecker binary: go/packages with export data for dependencies,
# since it declares no facts), and reports the wall-time and peak-RSS
# ratios of each rediskeylint binary to it.
#
#   scripts/bench-standalone.sh [-count N] [-module NAME] [-pkgs PATTERNS]
#       [-scenarios LIST] [-edit FILE] [-staticcheck VERSION] [BIN...]
#
# BIN defaults to bin/rediskeylint (make build); give several binaries
# (an older build, say) to compare them in the same rounds. Each round runs
# every tool once, the no-op first, so that the tools share the machine's
# moods. -module names a module of internal/corpus/modules (go-zero,
# gitea, thanos...); -pkgs the patterns checked, ./... by default, quoted
# as one argument ("./modules/cache ./modules/nosql"). Scenarios
# (-scenarios, comma-separated; cold,warm by default):
#   cold  each run gets a new, empty GOCACHE and result cache
#         (REDISKEYLINT_CACHE): nothing compiled, no export data, no cgo
#         output, no analysis kept (go list -export compiles every
#         dependency, for the no-op and for rediskeylint). The module
#         cache stays: downloads are not timed.
#   warm  one GOCACHE and one result cache for all runs, filled by an
#         untimed run of each tool first: the state of a second run on an
#         unchanged tree.
#   edit  as warm, but FILE (-edit, relative to the module) gets a new
#         comment line before each run: a repeat run after a one-line edit.
# -staticcheck VERSION also installs staticcheck at VERSION (such as
# v0.8.2, staticcheck 2026.2.2) from the module proxy and times
# `staticcheck ./...` in the same rounds: cold with a new, empty
# STATICCHECK_CACHE as well, warm with one filled by its untimed run (so
# that, warm, it reuses its results for every unchanged package).
# Peak RSS is /usr/bin/time's "maximum resident set size": that of the
# largest single process of the run (the tool or a go command it starts),
# in MB. Figures are medians of -count rounds. Not part of make test.
set -euo pipefail

count=3
module=go-zero
pkgs=./...
scenarios=cold,warm
edit=
staticcheck=

usage() {
	awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	-count) count=$2; shift 2 ;;
	-count=*) count=${1#*=}; shift ;;
	-module) module=$2; shift 2 ;;
	-module=*) module=${1#*=}; shift ;;
	-pkgs) pkgs=$2; shift 2 ;;
	-pkgs=*) pkgs=${1#*=}; shift ;;
	-scenarios) scenarios=$2; shift 2 ;;
	-scenarios=*) scenarios=${1#*=}; shift ;;
	-edit) edit=$2; shift 2 ;;
	-edit=*) edit=${1#*=}; shift ;;
	-staticcheck) staticcheck=$2; shift 2 ;;
	-staticcheck=*) staticcheck=${1#*=}; shift ;;
	-h | -help | --help) usage ;;
	-*) echo "bench-standalone.sh: unknown flag $1" >&2; usage ;;
	*) break ;;
	esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
bins=("$@")
[ ${#bins[@]} -gt 0 ] || bins=("$root/bin/rediskeylint")
for i in "${!bins[@]}"; do
	b=${bins[$i]}
	case $b in /*) ;; *) b=$PWD/$b ;; esac
	[ -x "$b" ] || { echo "bench-standalone.sh: $b is not an executable (make build)" >&2; exit 1; }
	bins[$i]=$b
done
for sc in ${scenarios//,/ }; do
	case $sc in cold | warm) ;; edit) [ -n "$edit" ] || { echo "bench-standalone.sh: the edit scenario needs -edit FILE" >&2; exit 2; } ;;
	*) echo "bench-standalone.sh: unknown scenario $sc; known: cold, warm, edit" >&2; exit 2 ;;
	esac
done
[ -x /usr/bin/time ] || { echo "bench-standalone.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

work=$(mktemp -d)
dir=
cleanup() {
	chmod -R u+w "$work" 2>/dev/null || true
	rm -rf "$work"
	[ -z "$dir" ] || rm -rf "$dir"
}
trap cleanup EXIT

echo "== building the no-op analyzer, unpacking $module"
(cd "$root" && go build -o "$work/noop" ./internal/bench/noop)
if [ -n "$staticcheck" ]; then
	echo "== installing staticcheck $staticcheck"
	GOBIN=$work go install "honnef.co/go/tools/cmd/staticcheck@$staticcheck"
	"$work/staticcheck" -version
fi
dir=$(cd "$root" && go run ./internal/corpus/unpack "$module")
export GOFLAGS=-mod=mod GOWORK=off
# Settle go.mod and go.sum and fill the module cache, untimed.
# shellcheck disable=SC2086 # pkgs is a list of patterns
(cd "$dir" && go list -deps -test $pkgs >/dev/null)
[ -z "$edit" ] || [ -f "$dir/$edit" ] || { echo "bench-standalone.sh: -edit $edit is not a file of $module" >&2; exit 2; }
tools=("$work/noop" "${bins[@]}")
[ -z "$staticcheck" ] || tools+=("$work/staticcheck")

# run TOOL CACHE OUT: runs TOOL on the patterns in the module with
# GOCACHE=CACHE and appends "wall_seconds max_rss_kb" to OUT. staticcheck
# keeps its own cache in CACHE.staticcheck, rediskeylint its results in
# CACHE.rediskeylint.
run() {
	local tool=$1 cache=$2 out=$3 status=0 found=3
	[ "$(basename "$tool")" != staticcheck ] || found=1
	# shellcheck disable=SC2086 # pkgs is a list of patterns
	(cd "$dir" && GOCACHE=$cache STATICCHECK_CACHE=$cache.staticcheck REDISKEYLINT_CACHE=$cache.rediskeylint \
		/usr/bin/time -f "%e %M" -o "$work/time" "$tool" $pkgs >/dev/null 2>"$work/stderr") || status=$?
	if [ "$status" -ne 0 ] && [ "$status" -ne "$found" ]; then
		echo "bench-standalone.sh: $tool $pkgs exited $status:" >&2
		tail -20 "$work/stderr" >&2
		exit 1
	fi
	tail -1 "$work/time" >>"$out"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

has() { [[ ",$scenarios," == *",$1,"* ]]; }
if has cold; then
	for round in $(seq "$count"); do
		echo "== cold round $round"
		for i in "${!tools[@]}"; do
			cache=$(mktemp -d "$work/cache.XXXX")
			mkdir "$cache.rediskeylint"
			run "${tools[$i]}" "$cache" "$work/$i.cold"
			chmod -R u+w "$cache"; rm -rf "$cache" "$cache.staticcheck" "$cache.rediskeylint"
		done
	done
fi
if has warm || has edit; then
	echo "== warming one GOCACHE"
	mkdir -p "$work/warm.rediskeylint"
	for t in "${tools[@]}"; do run "$t" "$work/warm" "$work/discard"; done
fi
if has warm; then
	for round in $(seq "$count"); do
		echo "== warm round $round"
		for i in "${!tools[@]}"; do run "${tools[$i]}" "$work/warm" "$work/$i.warm"; done
	done
fi
if has edit; then
	for round in $(seq "$count"); do
		echo "== edit round $round"
		for i in "${!tools[@]}"; do
			echo "// edited before run $round of tool $i" >>"$dir/$edit"
			run "${tools[$i]}" "$work/warm" "$work/$i.edit"
		done
	done
fi

echo "== $module $pkgs, median of $count (wall time ratio and peak RSS ratio to the no-op analyzer)"
printf "%-8s %-40s %9s %8s %10s %9s\n" scenario tool wall_s ratio rss_MB ratio
for scenario in ${scenarios//,/ }; do
	nw=$(cut -d' ' -f1 "$work/0.$scenario" | median)
	nr=$(cut -d' ' -f2 "$work/0.$scenario" | median)
	for i in "${!tools[@]}"; do
		w=$(cut -d' ' -f1 "$work/$i.$scenario" | median)
		r=$(cut -d' ' -f2 "$work/$i.$scenario" | median)
		name=$(basename "${tools[$i]}")
		awk -v s="$scenario" -v n="$name" -v w="$w" -v r="$r" -v nw="$nw" -v nr="$nr" \
			'BEGIN { printf "%-8s %-40s %9.2f %8.2f %10.0f %9.2f\n", s, n, w, w / nw, r / 1024, r / nr }'
	done
done
