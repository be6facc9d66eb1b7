// Builds the migrated, seeded template database once before any API test file starts.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = function buildTestTemplate() {
  const mockServer = path.resolve(__dirname, '../..');
  execFileSync(path.join(mockServer, 'node_modules/.bin/tsx'), ['src/test-support/build-test-template.ts'], {
    cwd: mockServer,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
};
