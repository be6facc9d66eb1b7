#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at PostgreSQL. With DATABASE_URL already set it just
# runs the command. Otherwise it starts a throwaway Debian PostgreSQL cluster (initdb in a temp
# folder, 127.0.0.1 on a free port, fsync off), installing the postgresql package with apt-get if
# no server binaries are present, runs the command, and always stops and deletes the cluster.
# Usage: bash scripts/with-postgres.sh <command> [args...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

if [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="${PG_BIN:-$(find_pg_bin)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: installing PostgreSQL with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/cloudfit-pg-XXXXXX")"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$WORK_DIR"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_pg "$PG_BIN/initdb" -D "$WORK_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -l "$WORK_DIR/postgres.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $WORK_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
