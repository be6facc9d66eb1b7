const path = require('node:path');
const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3000,
  exposes: {
    './store': './src/store/app-store.ts',
    './http': './src/http/api-client.ts',
  },
  runtimePlugins: [
    path.join(__dirname, 'src/remotes/timeout-runtime-plugin.ts'),
    path.join(__dirname, 'src/remotes/early-start-runtime-plugin.ts'),
  ],
  provideMuiOfRemotes: ['remote-studio', 'remote-reports', 'remote-auth', 'remote-demo-apps', 'shared'].map(
    (app) => path.join(__dirname, '..', app, 'src'),
  ),
});
