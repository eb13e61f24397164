#!/usr/bin/env bash
# The scale benchmark: the release server on a fresh PostgreSQL database (BENCH_DATABASE_URL,
# or TEST_DATABASE_URL's server), sending through a local SMTP sink; the load generator seeds
# 1,000,000 reports across 10,000 agents and measures. Prints the figures.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
admin_url=${BENCH_DATABASE_URL:-${TEST_DATABASE_URL:?set TEST_DATABASE_URL or BENCH_DATABASE_URL (PostgreSQL)}}
database="showscribe_scale_$$"
url="${admin_url%/*}/$database"
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
cleanup() {
    [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true
    [ -n "${sink:-}" ] && kill "$sink" 2>/dev/null && wait "$sink" 2>/dev/null || true
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS $database WITH (FORCE)" || true
    rm -rf "$work"
}
trap cleanup EXIT
psql "$admin_url" -qc "CREATE DATABASE $database"
python3 scripts/smtp_sink.py "$work/sink-port" "$work/sink-count" &
sink=$!
for _ in $(seq 1 50); do [ -s "$work/sink-port" ] && break; sleep 0.1; done

RUST_LOG=warn \
DATABASE_URL="$url" PORT=$port REDIS_URL= \
SHOWSCRIBE__SECURITY__AUTH_ATTEMPTS_PER_MINUTE=100000 \
SHOWSCRIBE__APPLICATION__DATA_DIR="$work/data" \
SHOWSCRIBE__MAIL__TRANSPORT=smtp \
SHOWSCRIBE__MAIL__SMTP__HOST=127.0.0.1 \
SHOWSCRIBE__MAIL__SMTP__PORT="$(cat "$work/sink-port")" \
SHOWSCRIBE__MAIL__SMTP__SECURITY=none \
SHOWSCRIBE__DELIVERY__POLL_MS=100 \
    target/release/showscribe > "$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/readyz" > /dev/null 2>&1 && break
    sleep 0.2
done
SMTP_SINK_COUNT="$work/sink-count" \
    target/release/examples/loadgen scale "http://127.0.0.1:$port" "$url" "${SECONDS_PER_ENDPOINT:-10}"
