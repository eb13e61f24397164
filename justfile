# Showscribe — the two commands that matter: `just run` and `just test`.
set shell := ["bash", "-euo", "pipefail", "-c"]

# List the recipes.
default:
    @just --list

# Build the frontend and start the whole product on http://127.0.0.1:8080 (SQLite, built-in defaults).
run: build-frontend
    cargo run --release -p showscribe-web --bin showscribe

# Backend on :8080 and Vite's dev server (hot reload, proxying /api) on :5173.
dev: frontend-deps
    #!/usr/bin/env bash
    set -euo pipefail
    cargo run -p showscribe-web --bin showscribe &
    backend=$!
    trap 'kill $backend 2>/dev/null || true' EXIT
    cd frontend && npm run dev

# Every test: Rust (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), frontend, end to end.
test: test-rust test-frontend test-e2e test-cluster fuzz-api

# Rust tests. With TEST_DATABASE_URL set, the persistence and API suites also run on PostgreSQL.
test-rust:
    cargo test --workspace --all-targets
    @if [ -n "${TEST_DATABASE_URL:-}" ]; then \
        echo "API tests again on SQLite (the run above used PostgreSQL)"; \
        env -u TEST_DATABASE_URL cargo test -p showscribe-web --test api; \
    fi

# Frontend: generated API types up to date, type check, unit tests, production build + size budget.
test-frontend: frontend-deps check-api
    cd frontend && npm run lint && npm run typecheck && npm test && npm run build

# End-to-end tests in headless Chromium against the real server on a fresh SQLite database.
test-e2e: frontend-deps build-frontend
    cargo build -p showscribe-web --bin showscribe
    scripts/e2e.sh "${CARGO_TARGET_DIR:-target}/debug/showscribe"

# Two nodes sharing PostgreSQL, Redis and an S3-compatible bucket: sessions, PDFs, photos and
# recordings, share links, the sign-in limit and a delivery that survives its node being killed
# (skipped without TEST_DATABASE_URL and TEST_REDIS_URL).
test-cluster:
    cargo build -p showscribe-web --bin showscribe
    cargo build -p showscribe-storage --example s3_server
    python3 scripts/cluster-test.py

# schemathesis against the OpenAPI document, signed in: no server error, no undocumented status.
fuzz-api:
    cargo build -p showscribe-web --bin showscribe
    scripts/fuzz-api.sh "${CARGO_TARGET_DIR:-target}/debug/showscribe"

# Formatting and lints, as CI's hygiene gate.
lint:
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets -- -D warnings
    python3 scripts/module-cycles.py

# Install the frontend's packages when they are missing or stale.
frontend-deps:
    @cd frontend && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# Production build of the frontend into frontend/dist (prints the landing page's JS size).
build-frontend: frontend-deps
    cd frontend && npm run build

# Regenerate frontend/openapi.json and src/types/api.ts from the server's OpenAPI document, and
# frontend/plans.json (the plans the landing page is rendered with) from its plans.
gen-api: frontend-deps
    cargo run -q -p showscribe-web --bin showscribe -- openapi > frontend/openapi.json
    cargo run -q -p showscribe-web --bin showscribe -- plans > frontend/plans.json
    cd frontend && npm run gen:api

# Fail when the frontend's generated API types or its plans are stale against the server.
check-api: frontend-deps
    #!/usr/bin/env bash
    set -euo pipefail
    current=$(mktemp)
    trap 'rm -f "$current"' EXIT
    cargo run -q -p showscribe-web --bin showscribe -- openapi > "$current"
    diff -q "$current" frontend/openapi.json > /dev/null || { echo "frontend/openapi.json is stale: run 'just gen-api'"; exit 1; }
    cargo run -q -p showscribe-web --bin showscribe -- plans > "$current"
    diff -q "$current" frontend/plans.json > /dev/null || { echo "frontend/plans.json is stale: run 'just gen-api'"; exit 1; }
    cd frontend && npm run check:api

# Load test: authenticated GET /api/user beside GET /healthz on the release build (SQLite).
bench-api:
    cargo build --release -p showscribe-web --bin showscribe --example loadgen
    scripts/bench-api.sh auth

# Load test: generate-report with 10 concurrent agents, and GET /api/reports for 1,000 reports.
bench-reports:
    cargo build --release -p showscribe-web --bin showscribe --example loadgen
    scripts/bench-api.sh reports

# Scale: PostgreSQL seeded with 1,000,000 reports across 10,000 agents; the dashboard list, generating
# and the delivery queue's throughput into an SMTP sink, with 10 concurrent clients.
bench-scale:
    cargo build --release -p showscribe-web --bin showscribe --example loadgen
    scripts/bench-scale.sh

# Lighthouse (mobile preset) on the landing page and the signed-in dashboard, on the release build:
# prints the four category scores (reports in frontend/lighthouse/). Not part of `just test`.
lighthouse: build-frontend
    cargo build --release -p showscribe-web --bin showscribe
    scripts/lighthouse.sh "${CARGO_TARGET_DIR:-target}/release/showscribe"

# Criterion benchmarks: the estimator on a 2,000-word note, a 40-item report PDF, a 1,000-row comparables CSV.
bench:
    cargo bench -p showscribe-estimator -p showscribe-pdf -p showscribe-domain

# Run the schema migrations against DATABASE_URL (up, down, status, fresh…).
migrate *args:
    cargo run -p showscribe-migrations -- {{args}}
