#!/usr/bin/env bash
# `pnpm start:cluster`: the production shape on one machine. Debian's PostgreSQL (started here,
# data kept in $CLUSTER_DIR), API_PROCESSES API processes (default 2) on it, HAProxy in front of
# them (least connections, health-checked on /readyz), and the shell's and the remotes' files served
# from a separate static origin (nginx, standing for a CDN): the remotes through the remotes document,
# the shell's through CLOUDFIT_SHELL_ASSETS_URL (the API processes still send its page). Each API process is
# restarted when it exits, as an orchestrator would. Ctrl-C stops everything.
#
# Knobs: API_PROCESSES (2), CLUSTER_PORT (8300: the proxy, the one URL staff open; API processes
# listen on the next ports), STATIC_PORT (8380), PG_PORT (55432), CLUSTER_DIR
# (mock-server/.data/cluster), CLUSTER_HOST (localhost: the host name in the URLs),
# CLUSTER_SKIP_BUILD=1 (use the built dist folders as they are), PG_FSYNC=off (throwaway clusters).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO_ROOT="$PWD"
source scripts/ensure-pnpm.sh

API_PROCESSES="${API_PROCESSES:-2}"
CLUSTER_PORT="${CLUSTER_PORT:-8300}"
STATIC_PORT="${STATIC_PORT:-8380}"
PG_PORT="${PG_PORT:-55432}"
CLUSTER_HOST="${CLUSTER_HOST:-localhost}"
BIND_HOST="${BIND_HOST:-127.0.0.1}"
CLUSTER_DIR="$(mkdir -p "${CLUSTER_DIR:-$REPO_ROOT/mock-server/.data/cluster}" && cd "${CLUSTER_DIR:-$REPO_ROOT/mock-server/.data/cluster}" && pwd)"
PG_FSYNC="${PG_FSYNC:-on}"
PUBLIC_URL="http://$CLUSTER_HOST:$CLUSTER_PORT"
STATIC_ORIGIN="${STATIC_ORIGIN:-http://$CLUSTER_HOST:$STATIC_PORT}"

# Debian puts both in /usr/sbin, which a non-root user's PATH may not hold.
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
HAPROXY="$(command -v haproxy || echo /usr/sbin/haproxy)"

log() { printf '\033[1mcluster:\033[0m %s\n' "$*"; }

bash scripts/install-system-packages.sh
if [ "${CLUSTER_SKIP_BUILD:-}" != "1" ]; then
  pnpm install --frozen-lockfile
  pnpm build
fi

mkdir -p "$CLUSTER_DIR/run" "$CLUSTER_DIR/logs"
rm -f "$CLUSTER_DIR/run/stopping"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
PG_DATA="$CLUSTER_DIR/postgres"
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop_all() {
  trap - INT TERM EXIT
  touch "$CLUSTER_DIR/run/stopping"
  log "stopping"
  [ -f "$CLUSTER_DIR/run/haproxy.pid" ] && kill "$(cat "$CLUSTER_DIR/run/haproxy.pid")" 2>/dev/null || true
  for pidfile in "$CLUSTER_DIR"/run/api-*.pid; do
    [ -f "$pidfile" ] && kill -TERM "$(cat "$pidfile")" 2>/dev/null || true
  done
  [ -f "$CLUSTER_DIR/run/nginx.pid" ] && kill -QUIT "$(cat "$CLUSTER_DIR/run/nginx.pid")" 2>/dev/null || true
  wait 2>/dev/null || true
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null 2>&1 || true
  rm -f "$CLUSTER_DIR"/run/*.pid
  log "stopped"
}
trap stop_all EXIT
trap 'exit 130' INT TERM

# PostgreSQL: created on the first start, kept between starts.
if [ ! -f "$PG_DATA/PG_VERSION" ]; then
  log "creating the PostgreSQL cluster in $PG_DATA"
  mkdir -p "$PG_DATA"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PG_DATA" "$CLUSTER_DIR/run"
  as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
fi
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$CLUSTER_DIR/run" "$CLUSTER_DIR/logs"
# Each API process keeps a pool of at most 10 connections; the backups and tools need a few more.
echo "-h $BIND_HOST -p $PG_PORT -k $CLUSTER_DIR/run -c max_connections=$((API_PROCESSES * 10 + 30)) -c fsync=$PG_FSYNC" \
  >"$CLUSTER_DIR/run/postgres-options"
as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$CLUSTER_DIR/logs/postgres.log" -w -t 60 \
  -o "$(cat "$CLUSTER_DIR/run/postgres-options")" start >/dev/null
as_pg "$PG_BIN/psql" -h "$BIND_HOST" -p "$PG_PORT" -U postgres -Atqc \
  "select 1 from pg_database where datname = 'cloudfit'" postgres | grep -q 1 ||
  as_pg "$PG_BIN/createdb" -h "$BIND_HOST" -p "$PG_PORT" -U postgres cloudfit
export DATABASE_URL="postgres://postgres@$BIND_HOST:$PG_PORT/cloudfit"
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on $BIND_HOST:$PG_PORT (data: $PG_DATA)"

(cd mock-server && node --import tsx ../scripts/cluster/prepare-database.ts)

# One token secret for every process, kept with the data: a token signed by one process is good at all.
[ -f "$CLUSTER_DIR/jwt-secret" ] || (umask 077 && head -c 32 /dev/urandom | base64 >"$CLUSTER_DIR/jwt-secret")

# The remotes document: every remote from the static origin.
cat >"$CLUSTER_DIR/remotes.json" <<JSON
{
  "remote_studio": "$STATIC_ORIGIN/remote-studio/mf-manifest.json",
  "remote_reports": "$STATIC_ORIGIN/remote-reports/mf-manifest.json",
  "remote_demo_apps": "$STATIC_ORIGIN/remote-demo-apps/mf-manifest.json",
  "remote_auth": "$STATIC_ORIGIN/remote-auth/mf-manifest.json"
}
JSON

fill() {
  sed -e "s#@CLUSTER_DIR@#$CLUSTER_DIR#g" -e "s#@REPO_ROOT@#$REPO_ROOT#g" -e "s#@BIND_HOST@#$BIND_HOST#g" \
    -e "s#@CLUSTER_PORT@#$CLUSTER_PORT#g" -e "s#@STATIC_PORT@#$STATIC_PORT#g" "$1"
}

fill scripts/cluster/nginx-static.conf.template >"$CLUSTER_DIR/run/nginx.conf"
"$NGINX" -c "$CLUSTER_DIR/run/nginx.conf" -p "$CLUSTER_DIR/run" -e "$CLUSTER_DIR/logs/static-error.log" -g 'daemon off;' 2>>"$CLUSTER_DIR/logs/static-error.log" &
nginx_pid=$!
until curl -s -o /dev/null "http://$BIND_HOST:$STATIC_PORT/"; do
  kill -0 "$nginx_pid" 2>/dev/null || { cat "$CLUSTER_DIR/logs/static-error.log" >&2; log "the static origin did not start"; exit 1; }
  sleep 0.2
done
log "static origin (nginx) at $STATIC_ORIGIN/"

# An API process, restarted one second after it exits (a crash, a kill, a rolling restart's
# SIGTERM), until the cluster stops.
supervise() {
  local number="$1" port="$2"
  cd mock-server
  while [ ! -e "$CLUSTER_DIR/run/stopping" ]; do
    PORT="$port" HOST="$BIND_HOST" NODE_ENV=production LOG_LEVEL="${LOG_LEVEL:-warn}" \
      JWT_SECRET="$(cat "$CLUSTER_DIR/jwt-secret")" CLOUDFIT_REMOTES_FILE="$CLUSTER_DIR/remotes.json" \
      CLOUDFIT_PUBLIC_URL="$PUBLIC_URL" CLOUDFIT_SHELL_ASSETS_URL="$STATIC_ORIGIN/shell/" TRUST_PROXY="$BIND_HOST" SHUTDOWN_DRAIN_MS="${SHUTDOWN_DRAIN_MS:-2000}" \
      sh serve.sh \
      >>"$CLUSTER_DIR/logs/api-$number.log" 2>&1 &
    echo $! >"$CLUSTER_DIR/run/api-$number.pid"
    wait $! || true
    [ -e "$CLUSTER_DIR/run/stopping" ] || sleep 1
  done
}

SERVERS=""
for number in $(seq 1 "$API_PROCESSES"); do
  port=$((CLUSTER_PORT + number))
  supervise "$number" "$port" &
  SERVERS+="    server api$number $BIND_HOST:$port"$'\n'
done
for number in $(seq 1 "$API_PROCESSES"); do
  port=$((CLUSTER_PORT + number))
  until curl -fs "http://$BIND_HOST:$port/readyz" >/dev/null 2>&1; do sleep 0.3; done
done
log "$API_PROCESSES API processes ready on ports $((CLUSTER_PORT + 1))-$((CLUSTER_PORT + API_PROCESSES)) (logs: $CLUSTER_DIR/logs/api-*.log)"

# The proxy's own answers when no API process can take a request, in the API's error shape (the
# shell translates the code): every process down, or all of them not ready while the database is away.
for status in 502 503 504; do
  case $status in 502) reason="Bad Gateway" ;; 503) reason="Service Unavailable" ;; 504) reason="Gateway Timeout" ;; esac
  body='{"error":{"code":"service_unavailable","message":"The server cannot reach its database right now. Try again in a few seconds."}}'
  printf 'HTTP/1.1 %s %s\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nRetry-After: 5\r\nContent-Length: %s\r\nConnection: close\r\n\r\n%s' \
    "$status" "$reason" "${#body}" "$body" >"$CLUSTER_DIR/run/$status.http"
done
fill scripts/cluster/haproxy.cfg.template | awk -v servers="$SERVERS" '{ if ($0 == "@SERVERS@") printf "%s", servers; else print }' \
  >"$CLUSTER_DIR/run/haproxy.cfg"
"$HAPROXY" -f "$CLUSTER_DIR/run/haproxy.cfg" -db >>"$CLUSTER_DIR/logs/haproxy.log" 2>&1 &
echo $! >"$CLUSTER_DIR/run/haproxy.pid"
until curl -fs "http://$BIND_HOST:$CLUSTER_PORT/readyz" >/dev/null 2>&1; do sleep 0.3; done

# What other tools (backup, faults, bench) read to find the parts.
cat >"$CLUSTER_DIR/run/cluster.env" <<ENV
CLUSTER_URL=http://$BIND_HOST:$CLUSTER_PORT
STATIC_ORIGIN=$STATIC_ORIGIN
DATABASE_URL=$DATABASE_URL
PG_BIN=$PG_BIN
PG_DATA=$PG_DATA
API_PROCESSES=$API_PROCESSES
API_BASE_PORT=$((CLUSTER_PORT + 1))
CLUSTER_DIR=$CLUSTER_DIR
NGINX=$NGINX
ENV
log "HAProxy at $PUBLIC_URL/ -> ${API_PROCESSES} API processes"
echo "CloudFit (cluster) is running at $PUBLIC_URL/"
wait
