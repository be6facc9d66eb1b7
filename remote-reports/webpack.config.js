const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_reports',
  devPort: 3002,
  exposes: {
    './probe': './src/federation-probe.ts',
  },
});
