#!/usr/bin/env bash
# `pnpm backup [--out FOLDER]`: a consistent backup of the studio's data with its checksum and summary.
# PostgreSQL when DATABASE_URL is set (pg_dump on one snapshot; the cluster's is
# postgres://postgres@127.0.0.1:55432/cloudfit), else the embedded PGlite folder (stop the server first).
set -euo pipefail
cd "$(dirname "$0")/../mock-server"
exec node --import tsx src/backup/backup-cli.ts backup "$@"
