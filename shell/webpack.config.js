const path = require('node:path');
const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');
const { PageAssetsPlugin } = require('./build/page-assets-plugin.cjs');
const { offlineWorkerPlugin } = require('./src/offline/offline-worker-plugin.cjs');

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
    path.join(__dirname, 'src/remotes/contract-gate-runtime-plugin.ts'),
    path.join(__dirname, 'src/remotes/early-start-runtime-plugin.ts'),
    path.join(__dirname, 'src/remotes/share-check-runtime-plugin.ts'),
  ],
  // The shell and the shared pieces (the list and page kit among them): the first screen of a studio user.
  firstScreenSources: ['shell/src', 'shared/src'].map((dir) => path.join(__dirname, '..', dir)),
  // The navbar search field, the layout customizer and the remote diagnostics load when opened; the
  // kit's forms and dialogs come with the screens that edit, its rows-per-page select with the lists that offer one.
  laterScreenSources: [
    'shell/src/layout/search/SearchField.tsx',
    'shell/src/layout/customizer/LayoutCustomizer.tsx',
    'shell/src/diagnostics/RemoteDiagnostics.tsx',
    'shared/src/ui/kit/form',
    'shared/src/ui/kit/dialog',
    'shared/src/ui/kit/list/ListPageSize.tsx',
  ].map((file) => path.join(__dirname, '..', file)),
  plugins: [new PageAssetsPlugin(), offlineWorkerPlugin()],
  provideMuiOfPackages: ['@mui/x-date-pickers', '@mui/x-charts'],
  provideMuiOfRemotes: ['remote-studio', 'remote-reports', 'remote-auth', 'remote-demo-apps', 'shared'].map(
    (app) => path.join(__dirname, '..', app, 'src'),
  ),
});
