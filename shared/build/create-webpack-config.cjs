// The one webpack + Module Federation configuration of the shell and the four remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedPackageJson = require('../package.json');

/**
 * Singletons: one React, one router, one MUI theme, one i18next, one store, one token client.
 * Keys ending in "/" share every subpath (path imports such as `@mui/material/Button`), which keeps
 * the first load to the pieces actually used.
 */
function sharedSingletons(appPackageJson) {
  const deps = appPackageJson.dependencies;
  const version = (name) => {
    const range = deps[name];
    if (!range) throw new Error(`${appPackageJson.name} must depend on ${name} to share it`);
    return `^${range.replace(/^[\^~]/, '')}`;
  };
  const singleton = (name, requiredVersion = version(name)) => ({ singleton: true, requiredVersion });
  return {
    react: singleton('react'),
    'react/': singleton('react', version('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom', version('react-dom')),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@mui/material/': singleton('@mui/material', version('@mui/material')),
    '@mui/icons-material/': singleton('@mui/icons-material', version('@mui/icons-material')),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand', version('zustand')),
    '@casl/ability': singleton('@casl/ability'),
    '@casl/react': singleton('@casl/react'),
    ky: singleton('ky'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zod: singleton('zod'),
    '@cloudfit/shared/': { singleton: true, requiredVersion: `^${sharedPackageJson.version}` },
  };
}

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name         federation container name (no dashes)
 * @param {Record<string,string>} [app.exposes]
 * @param {boolean} [app.isHost]    the shell: emits index.html and loads remotes at run time
 * @param {number} app.devPort      port of `webpack serve` for this app
 * @param {string[]} [app.runtimePlugins]
 */
function createWebpackConfig(app) {
  const appPackageJson = require(path.join(app.dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      target: 'web',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: app.isHost ? { main: path.join(app.dir, 'src/index.ts') } : {},
      output: {
        path: path.join(app.dir, 'dist'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        publicPath: app.isHost ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
        // SPEC.md §9: chunks may take up to 120 s.
        chunkLoadTimeout: 120_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Always the production JSX runtime: a remote built in development mode must still run
                  // against the production React of a deployed shell (jsx-dev-runtime needs React's dev build).
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, path.join(app.dir, 'webpack.config.js')] },
      },
      performance: { hints: false },
      // Federation modules are not serializable by the filesystem cache; webpack says so for every one of them.
      infrastructureLogging: { level: 'error' },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedSingletons(appPackageJson),
          shareStrategy: 'loaded-first',
          runtimePlugins: app.runtimePlugins ?? [],
          manifest: true,
          dts: false,
        }),
        ...(app.isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(app.dir, 'public/index.html'),
                chunks: ['main'],
                favicon: path.join(app.dir, 'public/favicon.svg'),
              }),
            ]
          : []),
      ],
      devServer: {
        port: app.devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: app.isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        ...(app.isHost
          ? { proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: 'http://127.0.0.1:8080' }] }
          : {}),
      },
    };
  };
}

module.exports = { createWebpackConfig };
