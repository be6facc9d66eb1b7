# Sourced by the other scripts: makes `pnpm` the version this workspace is pinned to, on a machine
# that has only Node and npm.
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION…"
  npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || true
fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  pnpm() { npx --yes "pnpm@$PNPM_VERSION" "$@"; }
fi
