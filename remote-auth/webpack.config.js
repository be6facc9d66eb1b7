const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_auth',
  devPort: 3004,
  exposes: {
    './Login': './src/features/login/LoginScreen.tsx',
    './NotAuthorized': './src/features/misc/NotAuthorizedScreen.tsx',
    './Error404': './src/features/misc/Error404Screen.tsx',
    './probe': './src/federation-probe.ts',
  },
});
