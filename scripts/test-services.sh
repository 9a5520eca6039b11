#!/usr/bin/env bash
# Private PostgreSQL and Redis servers for the tests, on free loopback ports in a temporary
# folder: no system service, nothing left behind.
#   eval "$(scripts/test-services.sh start)"   starts what is installed; prints the exports
#   scripts/test-services.sh stop "$TEST_SERVICES_DIR"
# Exports UPSTREAM_TEST_DATABASE_URL (the upstream API suite on PostgreSQL), PANEL_TEST_DATABASE_URL
# (the panel store's tests on PostgreSQL: the same server, each test file makes its own database) and TEST_REDIS_URL
# (the two-instance sign-in tests); a server whose binaries are missing is skipped with a note.
set -euo pipefail

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

pg_bin() {
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v pg_ctl)")"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] && echo "$dir"
}

# initdb and postgres refuse to run as root: run them as the Debian package's user, or nobody.
as_owner() {
  if [ "$(id -u)" -ne 0 ]; then "$@"; return; fi
  local user=postgres
  id "$user" >/dev/null 2>&1 || user=nobody
  runuser -u "$user" -- "$@"
}

start() {
  local dir
  dir=$(mktemp -d /tmp/panel-test-services.XXXXXX)
  chmod 755 "$dir"
  echo "export TEST_SERVICES_DIR=$dir"

  local bin
  bin=$(pg_bin || true)
  if [ -n "$bin" ]; then
    local port
    port=$(free_port)
    mkdir "$dir/pg"
    [ "$(id -u)" -eq 0 ] && chown "$(id -u postgres 2>/dev/null || id -u nobody)" "$dir/pg"
    if as_owner "$bin/initdb" -D "$dir/pg" -U panel --auth=trust -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 &&
      as_owner "$bin/pg_ctl" -D "$dir/pg" -l "$dir/pg/server.log" -w -t 60 \
        -o "-p $port -k $dir/pg -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null; then
      echo "export UPSTREAM_TEST_DATABASE_URL=postgres://panel@127.0.0.1:$port/postgres"
      echo "export PANEL_TEST_DATABASE_URL=postgres://panel@127.0.0.1:$port/postgres"
    else
      echo "test-services: PostgreSQL did not start (see $dir); the upstream API suite will not run on it" >&2
    fi
  else
    echo "test-services: PostgreSQL is not installed; the upstream API suite will not run on it" >&2
  fi

  if command -v redis-server >/dev/null 2>&1; then
    local port
    port=$(free_port)
    if redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
      --dir "$dir" --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >/dev/null; then
      for _ in $(seq 50); do [ -s "$dir/redis.pid" ] && break; sleep 0.1; done
      echo "export TEST_REDIS_URL=redis://127.0.0.1:$port"
    else
      echo "test-services: redis-server did not start; the two-instance tests will not run" >&2
    fi
  else
    echo "test-services: redis-server is not installed; the two-instance tests will not run" >&2
  fi
}

stop() {
  local dir=${1:-${TEST_SERVICES_DIR:-}}
  [ -n "$dir" ] && [ -d "$dir" ] || return 0
  local bin
  bin=$(pg_bin || true)
  if [ -n "$bin" ] && [ -f "$dir/pg/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null 2>&1 || true
  fi
  if [ -s "$dir/redis.pid" ]; then kill "$(cat "$dir/redis.pid")" 2>/dev/null || true; fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start | stop [dir]" >&2; exit 2 ;;
esac
