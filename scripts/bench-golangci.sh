#!/usr/bin/env bash
# bench-golangci.sh measures what the rediskeylint module plugin adds to a
# golangci-lint run on a large module, go-zero ./... (unpacked from the
# module proxy by internal/corpus/unpack). It times one custom golangci-lint
# binary (custom-gcl, built with the plugin) under four configurations:
#
#   govet          only govet (golangci-lint's default analyzers of go vet)
#   govet+rkl      govet and rediskeylint
#   ineffassign    only ineffassign, govet off: a linter that needs syntax
#                  only, so golangci-lint loads no types
#   ineffassign+rkl  ineffassign and rediskeylint
#
# and reports wall time and peak RSS, and the ratio of each "+rkl"
# configuration to the same one without the plugin: the marginal cost of
# enabling rediskeylint with govet on and with govet off.
#
#   scripts/bench-golangci.sh [-count N] [-module NAME] [-gcl CUSTOM_GCL]
#
# Without -gcl, custom-gcl is built first by scripts/e2e-golangci.sh
# (KEEP_WORK=1; golangci-lint GCL_VERSION, default v2.15.0, from the module
# proxy, the plugin from this checkout), which also checks it end to end.
# Needs go, git, jq and /usr/bin/time.
#
# Each configuration runs once untimed first (go list and the build cache
# warm, the module cache filled). Then each round runs every configuration
# once, in an order that rotates from round to round so that they share the
# machine's moods, and golangci-lint's own cache (GOLANGCI_LINT_CACHE, a
# private directory here) is emptied with `custom-gcl cache clean` before
# each timed run, so that every timed run analyses every package for real.
# The Go build cache stays warm. Peak RSS is /usr/bin/time's "maximum
# resident set size": that of the largest single process of the run, in MB.
# Figures are medians of -count rounds. Not part of make test.
set -euo pipefail

count=3
module=go-zero
gcl=

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
	-gcl) gcl=$2; shift 2 ;;
	-gcl=*) gcl=${1#*=}; shift ;;
	-h | -help | --help) usage ;;
	*) echo "bench-golangci.sh: unknown argument $1" >&2; usage ;;
	esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
[ -x /usr/bin/time ] || { echo "bench-golangci.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

work=$(mktemp -d)
dir=
e2e=
cleanup() {
	chmod -R u+w "$work" 2>/dev/null || true
	rm -rf "$work"
	[ -z "$dir" ] || rm -rf "$dir"
	if [ -n "$e2e" ]; then
		chmod -R u+w "$e2e" 2>/dev/null || true
		rm -rf "$e2e"
	fi
}
trap cleanup EXIT

if [ -z "$gcl" ]; then
	echo "== building custom-gcl with the plugin (scripts/e2e-golangci.sh)"
	KEEP_WORK=1 bash "$root/scripts/e2e-golangci.sh" >"$work/e2e.log" 2>&1 || {
		cat "$work/e2e.log" >&2
		exit 1
	}
	e2e=$(sed -n 's/^work directory kept: //p' "$work/e2e.log")
	gcl=$e2e/bin/custom-gcl
fi
case $gcl in /*) ;; *) gcl=$PWD/$gcl ;; esac
[ -x "$gcl" ] || { echo "bench-golangci.sh: $gcl is not an executable" >&2; exit 1; }
"$gcl" version

echo "== unpacking $module"
dir=$(cd "$root" && go run ./internal/corpus/unpack "$module")
export GOFLAGS=-mod=mod GOWORK=off
export GOLANGCI_LINT_CACHE=$work/gcl-cache
# Settle go.mod and go.sum and fill the module cache, untimed.
(cd "$dir" && go list -deps -test ./... >/dev/null)

# config NAME LINTER...: writes $work/NAME.yml enabling only LINTER...
# (rediskeylint with its default settings).
config() {
	local name=$1
	shift
	{
		echo 'version: "2"'
		echo 'linters:'
		echo '  default: none'
		echo '  enable:'
		for l in "$@"; do echo "    - $l"; done
		echo '  settings:'
		echo '    custom:'
		echo '      rediskeylint:'
		echo '        type: module'
		echo '        description: checks Redis key names and cluster slots'
		echo 'issues:'
		echo '  max-issues-per-linter: 0'
		echo '  max-same-issues: 0'
	} >"$work/$name.yml"
}
configs=(govet govet+rkl ineffassign ineffassign+rkl)
config govet govet
config govet+rkl govet rediskeylint
config ineffassign ineffassign
config ineffassign+rkl ineffassign rediskeylint

# run NAME OUT: runs custom-gcl with $work/NAME.yml on the module after
# emptying golangci-lint's cache, appends "wall_seconds max_rss_kb" to OUT
# and the number of issues per linter to $work/NAME.issues.
run() {
	local name=$1 out=$2 status=0
	"$gcl" cache clean
	(cd "$dir" && /usr/bin/time -f "%e %M" -o "$work/time" "$gcl" run -c "$work/$name.yml" \
		--output.text.path="$work/issues.txt" --output.text.print-issued-lines=false \
		--output.text.colors=false ./... >/dev/null 2>"$work/stderr") || status=$?
	# golangci-lint exits 1 when it reports issues.
	if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
		echo "bench-golangci.sh: custom-gcl run ($name) exited $status:" >&2
		tail -20 "$work/stderr" >&2
		exit 1
	fi
	tail -1 "$work/time" >>"$out"
	grep -oE '\([a-z0-9]+\)$' "$work/issues.txt" | sort | uniq -c | tr -s ' ' | tr '\n' ' ' >"$work/$name.issues" || true
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "== warming: one untimed run of each configuration"
for c in "${configs[@]}"; do run "$c" "$work/discard"; done
n=${#configs[@]}
for round in $(seq "$count"); do
	echo "== round $round"
	for k in $(seq 0 $((n - 1))); do
		c=${configs[$(((k + round - 1) % n))]}
		run "$c" "$work/$c.times"
		echo "   $c: $(tail -1 "$work/$c.times")"
	done
done

echo "== $module ./..., golangci-lint cache emptied before each run, median of $count"
echo "   (ratio: the configuration to the same one without rediskeylint)"
printf "%-16s %9s %8s %10s %9s   %s\n" config wall_s ratio rss_MB ratio issues
for c in "${configs[@]}"; do
	base=${c%+rkl}
	w=$(cut -d' ' -f1 "$work/$c.times" | median)
	r=$(cut -d' ' -f2 "$work/$c.times" | median)
	bw=$(cut -d' ' -f1 "$work/$base.times" | median)
	br=$(cut -d' ' -f2 "$work/$base.times" | median)
	awk -v c="$c" -v w="$w" -v r="$r" -v bw="$bw" -v br="$br" -v i="$(cat "$work/$c.issues")" \
		'BEGIN { printf "%-16s %9.2f %8.2f %10.0f %9.2f   %s\n", c, w, w / bw, r / 1024, r / br, i }'
done
