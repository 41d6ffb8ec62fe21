#!/usr/bin/env bash
# e2e-golangci.sh proves the golangci-lint channel end to end: it builds a
# golangci-lint binary with the rediskeylint module plugin through
# `golangci-lint custom`, lints the module in testdata/golangci with it, and
# compares the findings in text and in SARIF output with
# testdata/golangci/want.txt. It exits non-zero on any mismatch. nolintlint
# is enabled there: want.txt holds its report of the one unused
# //nolint:rediskeylint and none of the used one, and a
# //rediskeylint:ignore that suppresses one rule of a key.
#
# `golangci-lint custom` git-clones https://github.com/golangci/golangci-lint.git
# at the version tag. Where only the Go module proxy is reachable, that clone
# is served from the module cache: the module's source becomes a local git
# repository tagged with the version, and git is pointed at it with
# url.<local>.insteadOf, passed in GIT_CONFIG_* variables (which `custom`
# hands on to git).
#
# Environment:
#   GCL_VERSION  golangci-lint version (default v2.15.0)
#   PLUGIN_DIR   the rediskeylint checkout to build the plugin from
#                (default: this repository)
#   KEEP_WORK=1  keep the temporary directory for inspection
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
version=${GCL_VERSION:-v2.15.0}
plugin_dir=$(cd "${PLUGIN_DIR:-$repo}" && pwd)
case_dir="$repo/testdata/golangci"
work=$(mktemp -d "${TMPDIR:-/tmp}/rediskeylint-e2e.XXXXXX")

cleanup() {
	if [[ -n ${KEEP_WORK:-} ]]; then
		echo "work directory kept: $work" >&2
		return
	fi
	chmod -R u+w "$work" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

step() { printf '==> %s\n' "$*" >&2; }

step "installing golangci-lint $version from the module proxy"
GOBIN="$work/bin" go install "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$version"

step "serving the golangci-lint $version source from the module cache as a git repository"
src=$(go mod download -json "github.com/golangci/golangci-lint/v2@$version" | jq -r .Dir)
mirror="$work/golangci-lint.git"
cp -R "$src" "$mirror"
chmod -R u+w "$mirror"
git -C "$mirror" -c init.defaultBranch=main init -q
git -C "$mirror" add -A -f
git -C "$mirror" -c user.name=e2e -c user.email=e2e@localhost commit -q -m "golangci-lint $version from the module cache"
git -C "$mirror" tag "$version"

step "building custom-gcl with the plugin from $plugin_dir"
mkdir -p "$work/build"
cat >"$work/build/.custom-gcl.yml" <<YAML
version: $version
name: custom-gcl
destination: $work/bin
plugins:
  - module: github.com/rediskeylint/rediskeylint
    import: github.com/rediskeylint/rediskeylint/plugin
    path: $plugin_dir
YAML
(
	cd "$work/build"
	export GIT_CONFIG_COUNT=1
	export GIT_CONFIG_KEY_0="url.file://$mirror.insteadOf"
	export GIT_CONFIG_VALUE_0="https://github.com/golangci/golangci-lint.git"
	"$work/bin/golangci-lint" custom -v
)
test -x "$work/bin/custom-gcl"
"$work/bin/custom-gcl" version

step "linting testdata/golangci"
status=0
(
	cd "$case_dir"
	GOLANGCI_LINT_CACHE="$work/cache" "$work/bin/custom-gcl" run \
		--output.text.path="$work/out.txt" \
		--output.text.print-issued-lines=false \
		--output.text.colors=false \
		--output.sarif.path="$work/out.sarif" \
		./...
) || status=$?

failed=0
want=$(sort "$case_dir/want.txt")

# Text output: one "file:line:col: rule: message (linter)" line per issue.
got_text=$(grep -E '^[^ ]+\.go:[0-9]+:[0-9]+: ' "$work/out.txt" | sort || true)
if [[ $got_text != "$want" ]]; then
	echo "FAIL: text output differs from want.txt:" >&2
	diff <(echo "$want") <(echo "$got_text") >&2 || true
	failed=1
fi

# SARIF output: the same issues, each with ruleId rediskeylint.
if [[ ! -s $work/out.sarif ]]; then
	echo "FAIL: no SARIF file was written" >&2
	failed=1
else
	jq -e '.version == "2.1.0" and (.runs | length) == 1' "$work/out.sarif" >/dev/null ||
		{ echo "FAIL: $work/out.sarif is not a SARIF 2.1.0 log with one run" >&2; failed=1; }
	got_sarif=$(jq -r '.runs[0].results[] |
		"\(.locations[0].physicalLocation.artifactLocation.uri):\(.locations[0].physicalLocation.region.startLine):\(.locations[0].physicalLocation.region.startColumn): \(.message.text) (\(.ruleId))"' \
		"$work/out.sarif" | sort)
	if [[ $got_sarif != "$want" ]]; then
		echo "FAIL: SARIF results differ from want.txt:" >&2
		diff <(echo "$want") <(echo "$got_sarif") >&2 || true
		failed=1
	fi
fi

# golangci-lint exits 1 when it reports issues and 0 when it reports none.
want_status=0
[[ -n $want ]] && want_status=1
if [[ $status -ne $want_status ]]; then
	echo "FAIL: custom-gcl run exited $status, want $want_status" >&2
	failed=1
fi

# The README's recipe for pull requests: --new-from-merge-base keeps only
# the findings on lines changed since the merge base.
step "new-from-merge-base: only the findings of a change"
mb="$work/mergebase"
cp -R "$case_dir" "$mb"
git -C "$mb" -c init.defaultBranch=main init -q
git -C "$mb" add -A
git -C "$mb" -c user.name=e2e -c user.email=e2e@localhost commit -q -m base
git -C "$mb" checkout -q -b change
printf '\nfunc added(ctx context.Context, rdb *redis.Client) { rdb.Get(ctx, "Added:key") }\n' >>"$mb/main.go"
git -C "$mb" -c user.name=e2e -c user.email=e2e@localhost commit -q -am change
added_line=$(grep -n 'Added:key' "$mb/main.go" | cut -d: -f1)
got_new=$(cd "$mb" && GOLANGCI_LINT_CACHE="$work/cache" "$work/bin/custom-gcl" run --new-from-merge-base=main \
	--output.text.path=stdout --output.text.print-issued-lines=false --output.text.colors=false ./... |
	grep -E '^[^ ]+\.go:[0-9]+:[0-9]+: ' || true)
want_new="main.go:$added_line:68: case: key \"Added:key\" segment \"Added\" is not snake_case (rediskeylint)"
if [[ $got_new != "$want_new" ]]; then
	echo "FAIL: --new-from-merge-base reported:" >&2
	echo "$got_new" >&2
	echo "want: $want_new" >&2
	failed=1
fi

if [[ $failed -ne 0 ]]; then
	echo "--- text output" >&2
	cat "$work/out.txt" >&2 || true
	exit 1
fi
step "ok: $(echo "$want" | wc -l) findings in text and SARIF output"
