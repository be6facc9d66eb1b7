#!/usr/bin/env bash
# `pnpm faults`: starts a throwaway cluster (scripts/start-cluster.sh: PostgreSQL, 2 API processes,
# HAProxy, the static origin) on the built apps, runs the fault checks (scripts/faults/faults.ts)
# with 10 clients reading and writing through the proxy, prints their figures and stops the cluster.
# FAULTS_PORT (8300) and FAULTS_PG_PORT (55432) move it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CLUSTER_DIR="${FAULTS_CLUSTER_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/cloudfit-faults-XXXXXX")}"
mkdir -p "$CLUSTER_DIR"
export CLUSTER_PORT="${FAULTS_PORT:-8300}" STATIC_PORT="${FAULTS_STATIC_PORT:-8380}" PG_PORT="${FAULTS_PG_PORT:-55432}"
export API_PROCESSES=2 CLUSTER_SKIP_BUILD=1 PG_FSYNC=off
[ "$(id -u)" -eq 0 ] && chmod 755 "$CLUSTER_DIR"

setsid bash scripts/start-cluster.sh >"$CLUSTER_DIR/start.log" 2>&1 &
cluster_pid=$!
stop_cluster() {
  kill -TERM "$cluster_pid" 2>/dev/null || true
  wait "$cluster_pid" 2>/dev/null || true
  [ -n "${FAULTS_CLUSTER_DIR:-}" ] || rm -rf "$CLUSTER_DIR"
}
trap stop_cluster EXIT

echo "faults: starting the cluster in $CLUSTER_DIR"
for _ in $(seq 1 600); do
  [ -f "$CLUSTER_DIR/run/cluster.env" ] && break
  if ! kill -0 "$cluster_pid" 2>/dev/null; then
    cat "$CLUSTER_DIR/start.log"
    echo "faults: the cluster did not start" >&2
    exit 1
  fi
  sleep 0.5
done
[ -f "$CLUSTER_DIR/run/cluster.env" ] || { cat "$CLUSTER_DIR/start.log"; exit 1; }
cd mock-server
node --import tsx ../scripts/faults/faults.ts "$CLUSTER_DIR/run/cluster.env"
