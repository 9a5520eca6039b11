#!/usr/bin/env bash
# A private PostgreSQL server for the tests, on a free loopback port in a temporary folder: no
# system service, nothing left behind.
#   eval "$(scripts/test-services.sh start)"   starts it when installed; prints the exports
#   scripts/test-services.sh stop "$TEST_SERVICES_DIR"
# Exports UPSTREAM_TEST_DATABASE_URL (the upstream API suite on PostgreSQL), PANEL_TEST_DATABASE_URL
# (the panel store's tests on PostgreSQL and the several-instance specs: the same server, each test
# file makes its own database); without PostgreSQL's binaries it says so and exports neither.
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
      echo "test-services: PostgreSQL did not start (see $dir); the upstream API suite, the panel store's PostgreSQL cases and the several-instance specs will not run" >&2
    fi
  else
    echo "test-services: PostgreSQL is not installed; the upstream API suite, the panel store's PostgreSQL cases and the several-instance specs will not run" >&2
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
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start | stop [dir]" >&2; exit 2 ;;
esac
