#!/usr/bin/env bash
# Property-based API testing with schemathesis against the OpenAPI document: starts the server
# binary given as $1 on a fresh SQLite database, signs an agent in (with a showing and its
# generated report, so ids lead somewhere), and generates requests for every operation. Fails on
# any server error, dropped connection or status the document does not list.
# FUZZ_EXAMPLES bounds the examples per operation (default 40).
set -euo pipefail
bin=$(realpath "$1")
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
base="http://127.0.0.1:$port"
cleanup() {
    [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

command -v st > /dev/null || python3 -m pip install --quiet --disable-pip-version-check 'schemathesis>=4,<5'

SHOWSCRIBE__APPLICATION__PORT=$port \
SHOWSCRIBE__APPLICATION__DATA_DIR="$work/data" \
SHOWSCRIBE__APPLICATION__STATIC_DIR="$work/no-frontend" \
SHOWSCRIBE__DATABASE__URL="sqlite://$work/data/fuzz.db?mode=rwc" \
SHOWSCRIBE__SECURITY__AUTH_ATTEMPTS_PER_MINUTE=100000 \
DATABASE_URL= PORT= REDIS_URL= \
    "$bin" > "$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 100); do
    curl -fsS "$base/readyz" > /dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$work/server.log"; echo "server exited"; exit 1; }
    sleep 0.2
done

jar="$work/cookies"
curl -fsS -c "$jar" -H 'Content-Type: application/json' "$base/api/register" -d '{
  "firstName":"Fuzz","lastName":"Agent","email":"fuzz@example.com","password":"fuzz-password",
  "company":"Fuzz Realty","phone":"(555) 123-4567","brokerOfficeName":"Fuzz Office"}' > /dev/null
showing=$(curl -fsS -b "$jar" -H 'Content-Type: application/json' "$base/api/showings" -d '{
  "propertyAddress":"1 Fuzz St","clientEmail":"buyer@example.com",
  "repairsNeeded":"The roof leaks and the water heater is rusted."}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
curl -fsS -b "$jar" -X POST "$base/api/showings/$showing/generate-report" > /dev/null
cookie=$(awk '$6 == "showscribe_session" {print $7}' "$jar")

# Signing out (here or everywhere else), changing the password or deleting things would end the
# session or empty the account halfway through; those calls have their own API tests.
set +e
st run "$base/api/openapi.json" --url "$base" \
    -H "Cookie: showscribe_session=$cookie" \
    --checks not_a_server_error,status_code_conformance \
    --max-examples "${FUZZ_EXAMPLES:-40}" \
    --exclude-path /api/logout --exclude-path /api/user/password \
    --exclude-path /api/user/sessions/sign-out-others \
    --exclude-method DELETE \
    --generation-deterministic \
    --no-color
status=$?
set -e
if ! kill -0 "$pid" 2>/dev/null; then
    echo "the server died during the run"; tail -n 50 "$work/server.log"; exit 1
fi
if grep -q "panicked" "$work/server.log"; then
    echo "a request made the server panic:"; grep -B2 -A10 "panicked" "$work/server.log" | head -40; exit 1
fi
exit $status
