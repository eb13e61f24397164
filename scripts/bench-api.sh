#!/usr/bin/env bash
# Starts the release server on a fresh SQLite database and runs the load generator against it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
trap '[ -n "${pid:-}" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
RUST_LOG=warn \
SHOWSCRIBE__SECURITY__AUTH_ATTEMPTS_PER_MINUTE=1000 \
SHOWSCRIBE__APPLICATION__PORT=$port \
SHOWSCRIBE__APPLICATION__DATA_DIR="$work/data" \
SHOWSCRIBE__DATABASE__URL="sqlite://$work/data/bench.db?mode=rwc" \
DATABASE_URL= PORT= REDIS_URL= \
    "$root/target/release/showscribe" > "$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/readyz" > /dev/null 2>&1 && break
    sleep 0.2
done
case "${1:-auth}" in
    auth) "$root/target/release/examples/loadgen" auth "http://127.0.0.1:$port" "${CONCURRENCY:-32}" "${SECONDS_PER_ENDPOINT:-10}" ;;
    reports) "$root/target/release/examples/loadgen" reports "http://127.0.0.1:$port" "$work/data/bench.db" "${SECONDS_PER_ENDPOINT:-10}" ;;
    *) echo "usage: bench-api.sh [auth|reports]"; exit 2 ;;
esac
