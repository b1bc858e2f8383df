#!/usr/bin/env bash
# Times `vitest run --project server` over the representative files in files.txt, N times, and prints one line per
# run (wall seconds, load average before, test count). Set TEST_DATABASE_URL / TEST_REDIS_URL to time PostgreSQL;
# extra vitest options go in VITEST_ARGS (e.g. VITEST_ARGS=--maxWorkers=1 to time one worker).
#   bash bench/test-suite/time-files.sh [N]
set -uo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
mapfile -t files < <(sed 's#^#apps/server/#' bench/test-suite/files.txt)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for i in $(seq 1 "$runs"); do
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  npx vitest run --project server ${VITEST_ARGS:-} "${files[@]}" > "$log" 2>&1
  status=$?
  end=$(date +%s.%N)
  tests=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ +Tests ' | tr -s ' ')
  printf 'run %d exit=%d wall=%.1fs load=%s %s\n' "$i" "$status" "$(echo "$end - $start" | bc)" "$load" "$tests"
done
