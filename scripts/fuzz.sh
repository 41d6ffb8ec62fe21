#!/usr/bin/env bash
# fuzz.sh runs every fuzz target of the module for a short time, one at a
# time (go test -fuzz takes one target of one package per run), so that CI
# finds new failing inputs. A failing input is written under the package's
# testdata/fuzz/<target>/ and fails the run; commit it with the fix, and it
# then runs as a seed in every `go test`.
#
# Environment:
#   FUZZTIME  how long each target runs (default 30s)
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-30s}

targets=$(grep -rl --include='*_test.go' --exclude-dir=testdata -E '^func Fuzz[A-Za-z0-9_]*\(' . |
	while read -r file; do
		dir=$(dirname "$file")
		grep -oE '^func Fuzz[A-Za-z0-9_]*' "$file" | sed "s|^func |$dir |"
	done | sort -u)
if [[ -z $targets ]]; then
	echo "fuzz.sh: no fuzz targets found" >&2
	exit 1
fi
# fuzz runs one target; its output is kept to tell a failing input from
# the toolchain stopping a busy worker at the deadline ("context deadline
# exceeded", no input written), which is run again once.
fuzz() {
	local dir=$1 target=$2 out
	out=$(mktemp)
	if go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$dir" 2>&1 | tee "$out"; then
		rm -f "$out"
		return 0
	fi
	if grep -q 'context deadline exceeded' "$out" && [[ -z $(git status --porcelain -- "$dir/testdata/fuzz") ]]; then
		rm -f "$out"
		echo "==> $target stopped at the deadline without a failing input: once more" >&2
		go test -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" "$dir"
		return
	fi
	rm -f "$out"
	return 1
}

while read -r dir target; do
	echo "==> $target in $dir for $fuzztime" >&2
	fuzz "$dir" "$target"
done <<<"$targets"
