#!/usr/bin/env bash
# One command runs every test: types, lint, unit and API tests on PGlite, the API tests again on
# PostgreSQL, the browser tests in Debian's Chromium against the built apps, and the fault checks of the
# production shape (pnpm start:cluster: PostgreSQL, two API processes, HAProxy, the static origin).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

bash scripts/install-system-packages.sh
pnpm install --frozen-lockfile

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Type check (tsc -b)"
pnpm exec tsc -b
step "Lint and format check (biome)"
pnpm exec biome check .
step "Build the shell and the four remotes"
pnpm build
# Two workers: jest's default leaves one of a 2-core machine's cores idle.
step "Unit and API tests on PGlite (jest)"
pnpm exec jest --ci --maxWorkers=2
# The demo calls keep their data in memory: only the studio's API needs a second database engine.
step "API tests on PostgreSQL (jest)"
bash scripts/with-postgres.sh pnpm exec jest --ci --maxWorkers=2 --selectProjects mock-server --testPathIgnorePatterns /src/demo/
step "Browser tests in Chromium (Playwright)"
pnpm exec playwright test
step "Fault checks of the cluster (SIGKILL, rolling restart, PostgreSQL restart)"
bash scripts/faults/run-faults.sh
