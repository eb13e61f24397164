#!/usr/bin/env bash
# Starts the server binary given as $1 on a free port with a fresh SQLite database and data
# folder, waits until it is ready, runs the Playwright suite against it at desktop and phone
# sizes, then stops it. Further arguments name test files to run instead of all of them, e.g.
#   scripts/e2e.sh target/debug/showscribe e2e/billing.e2e.test.mjs
set -euo pipefail
bin=$(realpath "$1")
shift
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
cleanup() {
    [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true
    [ -n "${stt_pid:-}" ] && kill "$stt_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# Recordings are transcribed by a small local server that answers like an OpenAI-compatible
# speech-to-text API, with a fixed text (E2E_TRANSCRIPT, which the recording journey expects).
export E2E_TRANSCRIPT="${E2E_TRANSCRIPT:-Water is pooling under the basement stairs.}"
python3 "$root/scripts/transcription_stub.py" "$work/stt.port" "$E2E_TRANSCRIPT" 2> "$work/stt.log" &
stt_pid=$!
for _ in $(seq 1 50); do [ -s "$work/stt.port" ] && break; sleep 0.1; done
stt_port=$(cat "$work/stt.port")
# The recording journey makes the stub fail once, to transcribe a recording again.
export E2E_TRANSCRIPTION_CONTROL="http://127.0.0.1:$stt_port/control"

SHOWSCRIBE__APPLICATION__PORT=$port \
SHOWSCRIBE__APPLICATION__PUBLIC_URL="http://127.0.0.1:$port" \
SHOWSCRIBE__APPLICATION__DATA_DIR="$work/data" \
SHOWSCRIBE__APPLICATION__STATIC_DIR="$root/frontend/dist" \
SHOWSCRIBE__DATABASE__URL="sqlite://$work/data/e2e.db?mode=rwc" \
SHOWSCRIBE__SECURITY__AUTH_ATTEMPTS_PER_MINUTE=1000 \
SHOWSCRIBE__TRANSCRIPTION__BASE_URL="http://127.0.0.1:$stt_port/v1" \
SHOWSCRIBE__TRANSCRIPTION__MODEL=whisper-e2e \
SHOWSCRIBE__TRANSCRIPTION__TIMEOUT_SECS=10 \
DATABASE_URL= PORT= REDIS_URL= \
    "$bin" > "$work/server.log" 2>&1 &
pid=$!

for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/readyz" > /dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$work/server.log"; echo "server exited"; exit 1; }
    sleep 0.2
done

# Every file runs at each viewport in E2E_VIEWPORTS (default: desktop, then a 390 x 844 phone);
# each run checks every screen it visits with axe-core.
cd "$root/frontend"
for viewport in ${E2E_VIEWPORTS:-desktop phone}; do
    if [ $# -gt 0 ]; then tests=("$@"); else tests=(e2e/); fi
    echo "==== e2e at the $viewport viewport ===="
    if ! E2E_VIEWPORT=$viewport E2E_BASE_URL="http://127.0.0.1:$port" E2E_DATA_DIR="$work/data" node --test "${tests[@]}"; then
        echo "---- server log ----"; tail -n 50 "$work/server.log"
        exit 1
    fi
done
