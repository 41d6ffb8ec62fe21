#!/usr/bin/env bash
# bench-drivers.sh measures what a run of rediskeylint costs in the ways
# users run it without its result cache, against a no-op analyzer
# (internal/bench/noop) run by the same driver, on real modules of the
# corpus (internal/corpus/modules, unpacked from the module proxy):
#
#   scripts/bench-drivers.sh [-count N] [-modules go-zero,gitea] [-scenarios vet,standalone] [BINARY...]
#
#   vet         go vet -vettool=TOOL over the module's Redis packages (the
#               corpus' list) after a new comment line is put at the top of
#               one file of a Redis package, moving every line below it as
#               an edit does: the edited package and its importers are
#               vetted again (their inputs, the edited package's types and
#               facts, changed), the other dependencies' results come from
#               go vet's cache (filled by an untimed run first);
#   standalone  TOOL ./... with REDISKEYLINT_CACHE=off and a warm build
#               cache (filled by an untimed run of each tool first): what a
#               CI job pays that keeps no result cache between runs.
#
# Each round runs the no-op, then each BINARY (bin/rediskeylint unless
# given; give two to compare them in the same rounds): A B A B ...; a vet
# run first edits the file, so that each tool vets new content. The
# figures are medians of -count rounds: wall time, CPU time (user + system
# of the tool and every process it starts) and peak RSS (/usr/bin/time's
# maximum resident set size: the largest single process), each also as a
# ratio to the no-op's. The one-minute load average at the start and at the
# end of each scenario is printed with them: the machine may be shared, and
# a ratio is only as good as its pairing. Not part of make test.
set -euo pipefail

count=3
modules=go-zero,gitea
scenarios=vet,standalone

usage() {
	awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	-count) count=$2; shift 2 ;;
	-count=*) count=${1#*=}; shift ;;
	-modules) modules=$2; shift 2 ;;
	-modules=*) modules=${1#*=}; shift ;;
	-scenarios) scenarios=$2; shift 2 ;;
	-scenarios=*) scenarios=${1#*=}; shift ;;
	-h | -help | --help) usage ;;
	-*) echo "bench-drivers.sh: unknown flag $1" >&2; usage ;;
	*) break ;;
	esac
done
case $count in '' | *[!0-9]* | 0) echo "bench-drivers.sh: -count $count is not a positive number" >&2; exit 2 ;; esac
for sc in ${scenarios//,/ }; do
	case $sc in vet | standalone) ;;
	*) echo "bench-drivers.sh: unknown scenario $sc; known: vet, standalone" >&2; exit 2 ;;
	esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
bins=("$@")
[ ${#bins[@]} -gt 0 ] || bins=("$root/bin/rediskeylint")
[ -x /usr/bin/time ] || { echo "bench-drivers.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

# editFile names, for each module, the file of a Redis package that the vet
# scenario edits.
editFile() {
	case $1 in
	go-zero) echo core/stores/redis/redis.go ;;
	gitea) echo modules/nosql/manager_redis.go ;;
	*) echo "bench-drivers.sh: no file to edit is known for module $1; known: go-zero, gitea" >&2; exit 2 ;;
	esac
}
for m in ${modules//,/ }; do editFile "$m" >/dev/null; done

work=$(mktemp -d)
dir=
cleanup() {
	rm -rf "$work"
	[ -z "$dir" ] || rm -rf "$dir"
}
trap cleanup EXIT

(cd "$root" && go build -o "$work/noop" ./internal/bench/noop)
tools=("$work/noop")
names=(noop)
for i in "${!bins[@]}"; do
	b=${bins[$i]}
	case $b in /*) ;; *) b=$PWD/$b ;; esac
	[ -x "$b" ] || { echo "bench-drivers.sh: $b is not an executable (make build)" >&2; exit 1; }
	# Copies under distinct names: go vet keys its cache by the tool's
	# identity, which each binary's bytes give.
	mkdir "$work/$i"
	cp "$b" "$work/$i/rediskeylint"
	tools+=("$work/$i/rediskeylint")
	names+=("$(basename "$b")")
done
export GOFLAGS=-mod=mod GOWORK=off

# timed OUT CMD...: runs CMD in the module with its output discarded and
# appends "wall_s cpu_s max_rss_kb" to OUT. Exit codes 0 and 3 (findings)
# pass; go vet exits 1 when the tool reports findings, so that passes too.
timed() {
	local out=$1 status=0
	shift
	(cd "$dir" && /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr") || status=$?
	case $status in
	0 | 3) ;;
	1) [ "$1" = go ] || { echo "bench-drivers.sh: $* exited 1:" >&2; tail -20 "$work/stderr" >&2; exit 1; } ;;
	*) echo "bench-drivers.sh: $* exited $status:" >&2; tail -20 "$work/stderr" >&2; exit 1 ;;
	esac
	tail -1 "$work/time" | awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' >>"$out"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

results=()
for module in ${modules//,/ }; do
	edit=$(editFile "$module")
	dir=$(cd "$root" && go run ./internal/corpus/unpack "$module")
	pkgs=$(cd "$root" && go run ./internal/corpus/unpack -packages "$module")
	# Settle go.mod and go.sum and fill the module cache, untimed.
	(cd "$dir" && go list -deps -test ./... >/dev/null)
	[ -f "$dir/$edit" ] || { echo "bench-drivers.sh: $edit is not a file of $module" >&2; exit 1; }
	for sc in ${scenarios//,/ }; do
		rm -f "$work"/*.times
		case $sc in
		vet) echo "== $module: go vet -vettool over $pkgs, a line put at the top of $edit before each run" ;;
		standalone) echo "== $module: ./... with REDISKEYLINT_CACHE=off, build cache warm" ;;
		esac
		load0=$(cut -d' ' -f1 /proc/loadavg)
		for round in $(seq 0 "$count"); do
			# Round 0 warms the caches and is not counted.
			out=$work/discard
			line="round $round:"
			for i in "${!tools[@]}"; do
				[ "$round" = 0 ] || out=$work/$i.times
				case $sc in
				vet)
					sed -i "1i // edited before round $round of tool $i" "$dir/$edit"
					# shellcheck disable=SC2086 # pkgs is a list of patterns
					timed "$out" go vet -vettool="${tools[$i]}" $pkgs ;;
				standalone)
					REDISKEYLINT_CACHE=off timed "$out" "${tools[$i]}" ./... ;;
				esac
				line+=" ${names[$i]} $(tail -1 "$out"),"
			done
			[ "$round" = 0 ] || echo "$line (wall s, cpu s, peak rss kB)"
		done
		load="$load0 -> $(cut -d' ' -f1 /proc/loadavg)"
		for i in "${!tools[@]}"; do
			read -r w c r < <(for col in 1 2 3; do cut -d' ' -f$col "$work/$i.times" | median; done | paste -sd' ')
			[ "$i" != 0 ] || { w0=$w c0=$c r0=$r; }
			results+=("$(awk -v m="$module" -v s="$sc" -v n="${names[$i]}" -v l="$load" \
				-v w="$w" -v c="$c" -v r="$r" -v w0="$w0" -v c0="$c0" -v r0="$r0" 'BEGIN {
				printf "%-8s %-10s %-20s %7.2fs %5.2f  %7.2fs %5.2f  %6.0fM %5.2f  %s\n",
					m, s, n, w, w / w0, c, c / c0, r / 1024, r / r0, l }')")
		done
	done
	rm -rf "$dir"
	dir=
done

echo "== medians of $count rounds, and ratios to the no-op"
printf "%-8s %-10s %-20s %14s  %14s  %13s  %s\n" module scenario tool wall cpu "peak rss" "load (1 min, start -> end)"
printf '%s\n' "${results[@]}"
