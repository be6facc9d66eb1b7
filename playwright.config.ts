import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT || 8181);
export const E2E_JWT_SECRET = 'e2e-only-secret-never-used-elsewhere';
const dataDir = mkdtempSync(path.join(tmpdir(), 'cloudfit-e2e-'));

/** Browser tests run the built apps against the real server and a fresh PGlite database. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1360, height: 860 },
    // The desk's service worker takes over fetching once installed, and requests it fetches are
    // beyond page.route: tests that fake a remote or count the first screen's reads run without it.
    // The offline spec launches its own context with it allowed.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'pnpm --filter mock-server start',
    url: `http://127.0.0.1:${PORT}/remotes.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Every page is the browser's own render here; e2e/page-render.spec.ts runs a server that renders them.
      PAGE_RENDER: 'off',
    },
  },
});
