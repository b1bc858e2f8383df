#!/usr/bin/env bash
# Sets up (idempotently, with the test tools) and runs the whole test suite: types, lint, unit and integration
# tests (on PGlite, and again on PostgreSQL + Redis), then the end-to-end tests in real Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --with-test-deps

if [[ -z "${TEST_DATABASE_URL:-}" && -z "${TEST_REDIS_URL:-}" ]]; then
  eval "$(bash scripts/test-services.sh)"
  trap 'bash scripts/test-services.sh stop "$KATANA_TEST_SERVICES_DIR"' EXIT
fi
echo "[test] PostgreSQL: ${TEST_DATABASE_URL:-(none: PGlite only)}  Redis: ${TEST_REDIS_URL:-(none)}"

results=$(mktemp -d /tmp/katana-results.XXXXXX)
# Each phase's wall time, printed as it ends (bench/test-suite/results.md reads them from CI logs).
phase_start=$SECONDS
phase() { echo "[test] ($((SECONDS - phase_start)) s) $1"; phase_start=$SECONDS; }
# Types and lint side by side: tsc, eslint and knip are each single-threaded, so on two cores the pair takes about as
# long as types alone (bench/test-suite/results.md). Each one's output is printed whole when both have ended.
echo "[test] types and lint (side by side)"
(
  rc=0
  npm run --silent typecheck > "$results/types.log" 2>&1 || rc=$?
  echo "$rc" > "$results/types.rc"
) &
types_pid=$!
lint_rc=0
{ npx eslint . --max-warnings=0 && npm run --silent knip; } > "$results/lint.log" 2>&1 || lint_rc=$?
wait "$types_pid" || true
types_rc=$(cat "$results/types.rc" 2>/dev/null || echo 1)
echo "[test] types"; cat "$results/types.log"
echo "[test] lint"; cat "$results/lint.log"
if [[ $types_rc -ne 0 || $lint_rc -ne 0 ]]; then
  echo "[test] types (exit $types_rc) or lint (exit $lint_rc) failed"
  exit 1
fi
phase "types and lint done"
echo "[test] unit and integration"
status=0
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || status=$?
phase "unit and integration done"
echo "[test] catalogue: katana content check"
node apps/server/bin/katana.mjs content check || status=$?
echo "[test] catalogue: katana problem verify --changed content/problems/* (the full run: content/README.md \"CI\")"
# Only packages whose content hash differs from content/verified.json; SQL problems verify against the test
# PostgreSQL when there is one (PGlite is covered by the judge's own tests).
SQL_JUDGE_POSTGRES_URL="${SQL_JUDGE_POSTGRES_URL:-${TEST_DATABASE_URL:-}}" \
  node apps/server/bin/katana.mjs problem verify --changed --jobs "$(nproc)" content/problems/* > "$results/verify.log" 2>&1 || status=$?
grep -E '^changed: [0-9]' "$results/verify.log" || true
# Every failing submission line, then the per-package summary and the total.
grep -E '^FAIL ' "$results/verify.log" || true
sed -n '/^== summary/,$p' "$results/verify.log"
phase "catalogue done"
echo "[test] end-to-end (Chromium)"
npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json" || status=$?
phase "end-to-end done"
echo "[test] whole npm test, set-up included: ${SECONDS} s"
node scripts/test-summary.mjs "$results/unit.json" "$results/e2e.json"
exit $status
