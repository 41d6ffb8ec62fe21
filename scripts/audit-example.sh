#!/usr/bin/env bash
# Seeds a throw-away redis-server with keys of examples/shop's templates
# (healthy ones, a wrong type, missing TTLs, keys expiring in the same
# second, big keys) and orphans, then audits it with bin/rediskeylint.
# The audit must report findings (exit 3).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$PWD/bin/rediskeylint"
command -v redis-server >/dev/null || { echo "audit-example: redis-server is not installed (scripts/setup.sh installs it)" >&2; exit 1; }

port=""
for p in $(seq 16400 16500); do
  if ! (exec 3<>/dev/tcp/127.0.0.1/$p) 2>/dev/null; then port=$p; break; fi
done
[ -n "$port" ] || { echo "audit-example: no free port in 16400-16500" >&2; exit 1; }
dir=$(mktemp -d)
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" \
  --logfile "$dir/redis.log" --daemonize yes --pidfile "$dir/redis.pid"
cleanup() { kill "$(cat "$dir/redis.pid")" 2>/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT
for _ in $(seq 50); do redis-cli -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done

expire_at=$(( $(date +%s) + 3600 ))
{
  for i in $(seq 1 50); do echo "HSET shop:user:$i name user$i email user$i@example.com"; done
  echo "SET shop:user:51 legacy-json-profile"                    # wrong type: the code reads a hash
  for i in $(seq 1 20); do echo "SADD shop:cart:$i item1 item2"; done
  echo "SADD shop:cart:99 $(seq -s ' ' 1 6000)"                  # big set: over 5,000 elements
  for i in $(seq 1 12); do                                        # the code sets a TTL; all expire together
    echo "SET \"shop:seen:$i:2026-11-23 10:00:00 +0000 UTC\" 1"
    echo "EXPIREAT \"shop:seen:$i:2026-11-23 10:00:00 +0000 UTC\" $expire_at"
  done
  echo "SET \"shop:seen:13:2026-11-23 10:00:00 +0000 UTC\" 1"    # no TTL
  echo "SET shop:quote:\"\\\"ann\\\"\" $(head -c 16384 /dev/zero | tr '\0' q) EX 600"  # big string
  for i in $(seq 1 15); do echo "SET session:$i token$i"; done   # orphans: written by no code
  echo "SET tmp:import:550e8400-e29b-41d4-a716-446655440000 done"
} | redis-cli -p "$port" >/dev/null

cd examples/shop
status=0
"$bin" audit -redis "redis://127.0.0.1:$port/0" "$@" ./... || status=$?
if [ "$status" -ne 3 ]; then echo "audit-example: expected findings (exit 3), got exit $status" >&2; exit 1; fi
