const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_studio',
  devPort: 3001,
  exposes: require('./exposes.cjs'),
});
