const path = require('node:path');
const webpack = require('webpack');
const { SOURCE_RULE } = require('@cloudfit/shared/build/create-webpack-config.cjs');

const root = path.join(__dirname, '..', '..');
const studioDir = path.join(root, 'remote-studio');
const studioExposes = require(path.join(studioDir, 'exposes.cjs'));

/**
 * The worker in which the server renders signed-in pages (shell/src/page-render): the shell's own
 * components and, in place of federation, the screens it renders bundled from their remote's
 * sources (`remote_studio/MemberList` -> remote-studio's exposed file). One file, for Node.
 */
module.exports = (_env, argv) => ({
  name: 'page-render',
  target: 'node20',
  mode: argv.mode ?? 'production',
  entry: { 'render-worker': path.join(__dirname, '..', 'src/page-render/render-worker.ts') },
  output: {
    path: path.join(__dirname, '..', 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: Object.fromEntries(
      Object.entries(studioExposes).map(([name, file]) => [
        `remote_studio/${name.replace(/^\.\//, '')}$`,
        path.join(studioDir, file),
      ]),
    ),
  },
  module: { rules: [SOURCE_RULE] },
  // Read by Node, not sent to a browser: no minifying, one file (a screen's later parts included).
  optimization: { minimize: false },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  cache: {
    type: 'filesystem',
    cacheDirectory: path.join(__dirname, '..', 'node_modules/.cache/webpack-page-render'),
    buildDependencies: { config: [__filename] },
  },
  performance: { hints: false },
  infrastructureLogging: { level: 'error' },
});
