#!/usr/bin/env bash
# `pnpm bench:cluster` (never part of the tests): the cluster of `pnpm start:cluster` on PostgreSQL
# with 1, 2 and 3 API processes (BENCH_PROCESSES), and for each the member search and a write mix
# through HAProxy from 20 clients (BENCH_CLIENTS) for 10 s (BENCH_SECONDS), with the load
# generator's and the machine's CPU share. Writes mock-server/bench/results/cluster-latest.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CLUSTER_DIR="${BENCH_CLUSTER_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/cloudfit-bench-cluster-XXXXXX")}"
mkdir -p "$CLUSTER_DIR"
[ "$(id -u)" -eq 0 ] && chmod 755 "$CLUSTER_DIR"
export CLUSTER_PORT="${BENCH_PORT:-8300}" STATIC_PORT="${BENCH_STATIC_PORT:-8380}" PG_PORT="${BENCH_PG_PORT:-55432}"
export CLUSTER_SKIP_BUILD=1 PG_FSYNC=off
RESULT="$PWD/mock-server/bench/results/cluster-latest.json"
rm -f "$RESULT"

for processes in ${BENCH_PROCESSES:-1 2 3}; do
  rm -f "$CLUSTER_DIR/run/cluster.env"
  API_PROCESSES="$processes" setsid bash scripts/start-cluster.sh >"$CLUSTER_DIR/start-$processes.log" 2>&1 &
  cluster_pid=$!
  trap 'kill -TERM "$cluster_pid" 2>/dev/null || true; wait "$cluster_pid" 2>/dev/null || true' EXIT
  until [ -f "$CLUSTER_DIR/run/cluster.env" ]; do
    kill -0 "$cluster_pid" 2>/dev/null || { cat "$CLUSTER_DIR/start-$processes.log"; exit 1; }
    sleep 0.5
  done
  echo "bench: $processes API process(es)"
  (cd mock-server && node --import tsx ../scripts/cluster/bench-cluster.ts "$CLUSTER_DIR/run/cluster.env" "$RESULT")
  kill -TERM "$cluster_pid"
  wait "$cluster_pid" 2>/dev/null || true
done
trap - EXIT
[ -n "${BENCH_CLUSTER_DIR:-}" ] || rm -rf "$CLUSTER_DIR"
echo "bench: results in $RESULT"
