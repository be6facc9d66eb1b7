#!/usr/bin/env bash
# One command on a fresh machine: install, build the shell and the four remotes, migrate and seed
# the embedded database, and serve everything (API at /api/v1) on one port: PORT, default 8080.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile
pnpm build
export PORT="${PORT:-8080}"
exec pnpm --filter mock-server start
