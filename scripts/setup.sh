#!/usr/bin/env bash
# Installs what the test suite needs beyond Go (Debian packages):
# redis-server for the Redis tests, neovim for the editor test of
# `rediskeylint lsp`.
set -euo pipefail
missing=()
if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
  missing+=(redis-server)
fi
if ! command -v nvim >/dev/null 2>&1; then
  missing+=(neovim)
fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing ${missing[*]} (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "setup: ${missing[*]} not installed; install them (apt-get install ${missing[*]}) or the tests that need them skip (and fail with CI=true)" >&2
