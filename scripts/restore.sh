#!/usr/bin/env bash
# `pnpm restore FILE [--into PGLITE_FOLDER]`: restores a backup into an EMPTY database (DATABASE_URL for a
# PostgreSQL backup, a new folder for a PGlite one), refusing a file whose checksum does not match,
# then checks the restored rows and money totals against the backup's summary.
set -euo pipefail
export INIT_CWD="${INIT_CWD:-$PWD}"
cd "$(dirname "$0")/../mock-server"
exec node --import tsx src/backup/backup-cli.ts restore "$@"
