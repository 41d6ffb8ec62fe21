#!/usr/bin/env bash
# Installs what the test suite needs beyond Go: redis-server (Debian package).
set -euo pipefail
if command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing redis-server (apt-get)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  exit 0
fi
echo "setup: redis-server is not installed; install it (apt-get install redis-server) or the Redis tests skip (and fail with CI=true)" >&2
