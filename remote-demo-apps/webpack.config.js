const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_demo_apps',
  devPort: 3003,
  exposes: {
    './probe': './src/federation-probe.ts',
  },
});
