#!/usr/bin/env bash
# Lighthouse (mobile: a mid-range phone on a throttled connection) on the landing page and, signed
# in, the dashboard. Starts the server binary given as $1 on a free port with a fresh SQLite
# database, registers an agent through the API, signs it in through the form in the browser
# Lighthouse then connects to, and prints the four category scores of each page, then whether
# Chromium would install the app (Lighthouse 12 has no PWA category:
# frontend/scripts/installability.mjs asks the browser). The JSON reports are kept in
# $LIGHTHOUSE_OUT (default: frontend/lighthouse/, git-ignored).
#   scripts/lighthouse.sh target/release/showscribe
set -euo pipefail
bin=$(realpath "${1:?usage: scripts/lighthouse.sh path/to/showscribe}")
root=$(cd "$(dirname "$0")/.." && pwd)
out=${LIGHTHOUSE_OUT:-$root/frontend/lighthouse}
lighthouse_version=12.8.2
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
cleanup() {
    [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true
    [ -n "${browser:-}" ] && kill "$browser" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

RUST_LOG=warn \
SHOWSCRIBE__APPLICATION__PORT=$port \
SHOWSCRIBE__APPLICATION__PUBLIC_URL="http://127.0.0.1:$port" \
SHOWSCRIBE__APPLICATION__DATA_DIR="$work/data" \
SHOWSCRIBE__APPLICATION__STATIC_DIR="$root/frontend/dist" \
SHOWSCRIBE__DATABASE__URL="sqlite://$work/data/lighthouse.db?mode=rwc" \
DATABASE_URL= PORT= REDIS_URL= \
    "$bin" > "$work/server.log" 2>&1 &
pid=$!
base="http://127.0.0.1:$port"
for _ in $(seq 1 100); do
    curl -fsS "$base/readyz" > /dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { cat "$work/server.log"; echo "server exited"; exit 1; }
    sleep 0.2
done

# An agent for the signed-in page, registered through the API.
email="lighthouse-$$@example.com"
password="lighthouse-pass-123"
curl -fsS -c "$work/cookies" -H 'Content-Type: application/json' "$base/api/register" \
    -d "{\"firstName\":\"Lee\",\"lastName\":\"House\",\"email\":\"$email\",\"password\":\"$password\",\"phone\":\"5125550123\",\"brokerOfficeName\":\"Austin Central\"}" > /dev/null

cookie=$(awk '$6 == "showscribe_session" { print $6 "=" $7 }' "$work/cookies")
[ -n "$cookie" ] || { echo "registration gave no session cookie"; exit 1; }

mkdir -p "$out"
run() {
    local name=$1 url=$2
    shift 2
    npx --yes "lighthouse@$lighthouse_version" "$url" \
        --form-factor=mobile \
        --only-categories=performance,accessibility,best-practices,seo \
        --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking" \
        --output=json --output-path="$out/$name.json" --quiet "$@"
}
run landing "$base/"
# The dashboard in a browser the agent signed in to: Lighthouse connects to it and keeps its
# storage, so the page loads as it does for the agent.
cdp=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
"$CHROME_PATH" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --remote-debugging-port="$cdp" --user-data-dir="$work/profile" about:blank > "$work/browser.log" 2>&1 &
browser=$!
for _ in $(seq 1 50); do
    curl -fsS "http://127.0.0.1:$cdp/json/version" > /dev/null 2>&1 && break
    sleep 0.2
done
(cd "$root/frontend" && node scripts/lighthouse-session.mjs "$cdp" "$base" "$email" "$password")
run dashboard "$base/dashboard" --port="$cdp" --disable-storage-reset

node - "$out/landing.json" "$out/dashboard.json" <<'EOF'
const { readFileSync } = require('node:fs');
const names = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
console.log(`Lighthouse ${JSON.parse(readFileSync(process.argv[2], 'utf8')).lighthouseVersion}, mobile`);
console.log(['page'.padEnd(12), ...Object.values(names).map((n) => n.padStart(15))].join(''));
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const page = new URL(report.finalDisplayedUrl ?? report.finalUrl).pathname;
  const scores = Object.keys(names).map((key) => String(Math.round((report.categories[key]?.score ?? 0) * 100)).padStart(15));
  console.log([page.padEnd(12), ...scores].join(''));
  if (report.runtimeError) console.log(`  ${report.runtimeError.code}: ${report.runtimeError.message}`);
}
EOF

# Installable: the manifest, its icons and a service worker in charge, as Chromium judges them, on
# a signed-in screen (the worker is registered for agents, not on a visitor's landing page).
node "$root/frontend/scripts/installability.mjs" "$base/dashboard" "$cookie"
