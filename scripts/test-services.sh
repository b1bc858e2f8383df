#!/usr/bin/env bash
# Starts a private PostgreSQL and Redis for the test suite (loopback only, data in a temp dir) and prints the
# export lines for TEST_DATABASE_URL and TEST_REDIS_URL. `test-services.sh stop DIR` stops them again.
# Used by scripts/test.sh when those variables are unset, and by .ci/run.
set -euo pipefail

if [[ "${1:-}" == "stop" ]]; then
  dir=$2
  [[ -f "$dir/redis.pid" ]] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
  if [[ -d "$dir/pg" ]]; then
    pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
    runas=(); [[ $(id -u) -eq 0 ]] && runas=(runuser -u postgres --)
    "${runas[@]}" "$pgbin/pg_ctl" -D "$dir/pg" -m fast stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit 0
fi

dir=$(mktemp -d /tmp/katana-services.XXXXXX)
chmod 755 "$dir"
pick_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [[ -n "$pgbin" && -x "$pgbin/initdb" ]]; then
  port=$(pick_port)
  runas=(); [[ $(id -u) -eq 0 ]] && { chown postgres "$dir"; runas=(runuser -u postgres --); }
  "${runas[@]}" "$pgbin/initdb" -D "$dir/pg" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1
  "${runas[@]}" "$pgbin/pg_ctl" -D "$dir/pg" -l "$dir/pg.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
fi
if command -v redis-server >/dev/null; then
  port=$(pick_port)
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" --dir "$dir" >/dev/null
  for _ in $(seq 50); do [[ -f "$dir/redis.pid" ]] && break; sleep 0.1; done
  echo "export TEST_REDIS_URL=redis://127.0.0.1:$port"
fi
echo "export KATANA_TEST_SERVICES_DIR=$dir"
