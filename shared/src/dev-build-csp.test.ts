import path from 'node:path';

/**
 * A remote's dev server is loaded by a shell whose Content Security Policy refuses 'unsafe-eval'
 * (the README's override: `?remote.remote_studio=http://localhost:3001/mf-manifest.json`). A dev
 * build whose modules are evaluated with eval() never starts there ("Failed to get remoteEntry
 * exports").
 */
const { createWebpackConfig } = require('../build/create-webpack-config.cjs');

it('builds development bundles that run without eval', () => {
  const config = createWebpackConfig({
    dir: path.join(__dirname, '../../remote-studio'),
    name: 'remote_studio',
    devPort: 3001,
  })({}, { mode: 'development' });
  expect(String(config.devtool)).not.toMatch(/eval/);
});
