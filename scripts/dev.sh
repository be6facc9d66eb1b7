#!/usr/bin/env bash
# Development: every app rebuilds on change (webpack --watch) and the API server restarts on change.
# Open http://localhost:${PORT:-8080}/ and reload after a rebuild.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile
export PORT="${PORT:-8080}"
trap 'kill 0' EXIT
for app in shell remote-studio remote-reports remote-demo-apps remote-auth; do
  pnpm --filter "$app" run watch &
done
pnpm --filter mock-server run dev
