// The one webpack + Module Federation configuration of the shell and the four remotes.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedPackageJson = require('../package.json');
const APP_WIDE_MODULES = require('./app-wide-modules.cjs');

/** Keep equal to SHELL_API_VERSION in shared/src/federation/release-contract.ts (a test checks it). */
const SHELL_API_VERSION = 1;

/**
 * Singletons: one React, one router, one MUI theme, one i18next, one store, one token client.
 * Keys ending in "/" share every subpath (path imports such as `@mui/material/Button`), which keeps
 * the first load to the pieces actually used. Icons are not shared: each is a few hundred bytes
 * around the shared `SvgIcon`, while sharing one costs a registration in the shell's main.js.
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
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@mui/material/': singleton('@mui/material', version('@mui/material')),
    i18next: singleton('i18next'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand', version('zustand')),
    '@casl/ability': singleton('@casl/ability'),
    '@casl/react': singleton('@casl/react'),
    ky: singleton('ky'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zod: singleton('zod'),
    ...Object.fromEntries(
      APP_WIDE_MODULES.map((module) => [
        `@cloudfit/shared/${module}`,
        { singleton: true, requiredVersion: `^${sharedPackageJson.version}` },
      ]),
    ),
  };
}

/** Path imports of MUI components, e.g. `@mui/material/Table`, in the source files under `dirs`. */
function muiPathImports(dirs, skipped = []) {
  const imports = new Set();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const entryPath = path.join(dir, entry.name);
      if (skipped.includes(entryPath)) continue;
      if (entry.isDirectory()) visit(entryPath);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(entryPath, 'utf8');
        for (const match of source.matchAll(/^import (?!type )[^;]*? from '(@mui\/material\/\w+)';/gm)) {
          imports.add(match[1]);
        }
      }
    }
  };
  for (const dir of dirs) visit(dir);
  return [...imports].sort();
}

/** The MUI components a library's ES modules import, e.g. what @mui/x-date-pickers builds its fields with. */
function muiImportsOfPackage(packageName, searchDirs) {
  const packageJson = require.resolve(`${packageName}/package.json`, { paths: searchDirs });
  const imports = new Set();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const entryPath = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(entryPath);
      else if (entry.name.endsWith('.mjs')) {
        for (const match of readFileSync(entryPath, 'utf8').matchAll(
          /from\s*["'](@mui\/material\/\w+)["']/g,
        )) {
          imports.add(match[1]);
        }
      }
    }
  };
  visit(path.dirname(packageJson));
  return [...imports];
}

/**
 * The shell also provides the MUI components the remotes and the MUI libraries they use import, so
 * they come in its own MUI chunks: a remote's screen then loads no MUI of its own (the first
 * version loaded wins), instead of one or two small files per component. It also keeps each React
 * context single: a date picker's label must read the FormControl the picker's field renders, which
 * it cannot when one of the two is the remote's own copy. Webpack provides a shared module only when
 * the app imports it, so an entry that index.html never loads imports them. A component a remote
 * adds later still works; it loads from the remote until the shell is rebuilt.
 */
function remoteMuiEntry(app) {
  const imports = new Set([
    ...muiPathImports(app.provideMuiOfRemotes ?? []),
    ...(app.provideMuiOfPackages ?? []).flatMap((name) =>
      muiImportsOfPackage(name, app.provideMuiOfRemotes ?? []),
    ),
  ]);
  return imports.size > 0 ? { 'provide-remote-mui': { import: [...imports].sort() } } : {};
}

/** A language's part of a translations module (SPLIT_TRANSLATIONS_RULE): never grouped with code. */
const isLaterLanguage = (module) => /\?locale=/.test(module.resource ?? '');

const nodeModulesOf = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.join('|')})[\\\\/]`);

/**
 * The files of @mui/material that the given path imports reach through MUI's own relative imports
 * (`Button` brings `ButtonBase`, `TouchRipple`...): what a screen using those components runs.
 */
function muiMaterialFiles(requests, appDir) {
  const root = path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] }));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  for (const request of requests) {
    visit(path.join(root, request.slice('@mui/material/'.length), 'index.mjs'));
  }
  return files;
}

/** The index files of MUI path imports (`@mui/material/Button` -> `.../Button/index.mjs`). */
function muiMaterialIndexes(requests, appDir) {
  const root = path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] }));
  return requests.map((request) => path.join(root, request.slice('@mui/material/'.length), 'index.mjs'));
}

/**
 * The shell starts with a handful of larger files instead of one per shared module: everything
 * it loads after main.js is grouped by library family. Singletons stay singletons (grouping
 * changes which file a module travels in, not how federation shares it). The MUI components only
 * later screens use (steppers, accordions, sliders...) travel in a file of their own, so the first
 * screen does not load them; `app.firstScreenSources` are the folders whose components it needs.
 */
function hostChunkGroups(app) {
  // Every icon is built with `createSvgIcon` from `@mui/material/SvgIcon`.
  const firstScreenImports = [
    ...muiPathImports(app.firstScreenSources ?? [], app.laterScreenSources),
    '@mui/material/SvgIcon',
  ];
  const firstScreenMui = muiMaterialFiles(firstScreenImports, app.dir);
  // MUI's own imports of a component (TextField's `../Select`) skip its index, which only re-exports
  // (MUI has no side effects): an index is a module of its own only where the component is shared
  // by its path. The first screen needs the indexes of the components it imports by path; the others
  // are there for the later screens and the remotes, and in the first screen's file they cost bytes
  // and keep the component's helpers out of its concatenated module (Select's, InputBase's).
  const firstScreenIndexes = new Set(muiMaterialIndexes(firstScreenImports, app.dir));
  const laterIndex = (resource) =>
    /[\\/]@mui[\\/]material[\\/]\w+[\\/]index\.mjs$/.test(resource) && !firstScreenIndexes.has(resource);
  const muiMaterial = nodeModulesOf(['@mui/material']);
  return {
    react: {
      test: nodeModulesOf(['react', 'react-dom', 'scheduler', 'react-router', 'cookie']),
      name: 'vendor-react',
    },
    muiLaterScreens: {
      test: (module) =>
        muiMaterial.test(module.resource ?? '') &&
        (!firstScreenMui.has(module.resource) || laterIndex(module.resource)),
      name: 'vendor-mui-screens',
    },
    mui: {
      test: nodeModulesOf([
        '@mui',
        '@emotion',
        '@popperjs',
        '@babel',
        'react-transition-group',
        'react-is',
        'prop-types',
        'stylis',
        'clsx',
        'hoist-non-react-statics',
      ]),
      name: 'vendor-mui',
    },
    // zod is for forms: later screens load it, not the first.
    zod: { test: nodeModulesOf(['zod']), name: 'vendor-zod' },
    vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor' },
    // Not the validation messages, which i18n.ts loads on their own after the first screen, nor the
    // languages other than English.
    cloudfitShared: {
      test: (module) =>
        /[\\/]shared[\\/]src[\\/](?!i18n[\\/](?:validation-resources\.ts$|validation[\\/]))/.test(
          module.resource ?? '',
        ) && !isLaterLanguage(module),
      name: 'cloudfit-shared',
    },
  };
}

function hostSplitChunks(app) {
  return {
    chunks: 'async',
    cacheGroups: Object.fromEntries(
      Object.entries(hostChunkGroups(app)).map(([key, group], index, groups) => [
        key,
        {
          ...group,
          enforce: true,
          priority: groups.length - index,
          reuseExistingChunk: true,
        },
      ]),
    ),
  };
}

/**
 * A remote's exposed screen comes in at most three files; code several screens use is split out
 * only when it is worth a request. Remotes keep their shared fallbacks as separate small files:
 * they load only when the shell does not provide the module.
 */
const REMOTE_SPLIT_CHUNKS = { chunks: 'async', maxAsyncRequests: 3, minSize: 50_000 };

/**
 * Brotli and gzip files beside every text asset, served by mock-server/src/static. Not index.html:
 * the server puts a fresh CSP nonce into it for every response.
 */
// Named, so CloudfitManifestBlock can run before them (a plugin's tap takes its class name).
class BrotliCompression extends CompressionPlugin {}
class GzipCompression extends CompressionPlugin {}

function precompressionPlugins() {
  const test = /\.(?:js|css|json|svg|txt)$/;
  return [
    new BrotliCompression({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new GzipCompression({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * The host's runtime plugin that publishes its federation runtime for the remotes: its ES module
 * build, which imports the runtime webpack's own code imports. The CommonJS build (what
 * `require.resolve` finds) would put a second copy of the runtime into main.js, about 90 KB.
 */
function shareFederationRuntimePlugin(appDir) {
  const commonJsEntry = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [appDir],
  });
  return path.join(path.dirname(commonJsEntry), 'index.js');
}

/**
 * react-router's package exports only its development build (dev warnings on, route checks on each
 * navigation); its production build sits beside it in dist/production. The shell renders the one
 * router, so a production bundle uses that build.
 */
function reactRouterProductionBuild(appDir) {
  let packageDir;
  try {
    packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [appDir] }));
  } catch {
    return {};
  }
  return {
    'react-router$': path.join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(packageDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * Translations (`*.i18n.ts`, one `addResources` call with all five languages) travel with their
 * code in English only; each other language goes into the app's `i18n-<locale>` chunk, loaded when
 * that language is chosen (shared/src/i18n/resource-registry.ts).
 */
const SPLIT_TRANSLATIONS_RULE = {
  test: /\.i18n\.ts$/,
  exclude: /node_modules/,
  enforce: 'pre',
  use: path.join(__dirname, 'split-translations-loader.cjs'),
};

/** The shell's files every screen starts with (its bootstrap and the vendor groups of hostChunkGroups). */
const FIRST_SCREEN_CHUNKS = ['app', 'vendor-react', 'vendor-mui', 'vendor', 'cloudfit-shared'];

/**
 * Lists those files in index.html as preloads, so they download while main.js downloads and
 * starts, instead of after it has run and asked for them.
 */
class PreloadFirstScreenChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstScreenChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstScreenChunks', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = FIRST_SCREEN_CHUNKS.flatMap((name) => [
          ...(compilation.namedChunks.get(name)?.files ?? []),
        ]).filter((file) => file.endsWith('.js'));
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadFirstScreenChunks' },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * Marks the first screen's files with V8's explicit compile hint, so Chromium compiles all their
 * functions while the file streams in, on a background thread, instead of each function on the main
 * thread when it is first called. Measured on the member list: the main thread's work until the
 * rows fell by about a fifth (426 -> 333 ms CPU on a busy machine, interleaved runs). The remotes'
 * files showed no difference and stay as they are.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileFirstScreenEagerly {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileFirstScreenEagerly', (compilation) => {
      // After minification (which drops comments), before the source maps are written.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileFirstScreenEagerly', stage }, () => {
        for (const name of ['main', ...FIRST_SCREEN_CHUNKS]) {
          for (const file of compilation.namedChunks.get(name)?.files ?? []) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/**
 * `@mui/icons-material` builds every icon with `./utils/createSvgIcon`; this points that request at
 * shared/src/ui/light-svg-icon.ts, whose icons are a plain `<svg>` instead of MUI's SvgIcon.
 */
class LightSvgIcons {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/utils\/createSvgIcon(\.m?js)?$/, (resource) => {
      if (/[\\/]@mui[\\/]icons-material(?:[\\/]|$)/.test(resource.context)) {
        resource.request = path.join(__dirname, '../src/ui/light-svg-icon.ts');
      }
    }).apply(compiler);
  }
}

/** The package a share key belongs to: `react/` and `react` are both React. */
const sharedPackageOf = (key) => (key.startsWith('@cloudfit/shared/') ? key : key.replace(/\/$/, ''));

/** The version of a package as installed for the app in `appDir`. */
function installedVersion(name, appDir) {
  if (name.startsWith('@cloudfit/shared/')) return sharedPackageJson.version;
  // Read from node_modules: not every package exports its package.json.
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${appDir}`);
  }
}

function gitCommit(dir) {
  try {
    return require('node:child_process')
      .execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Adds a top-level "cloudfit" block to mf-manifest.json (shared/src/federation/release-contract.ts,
 * CloudfitManifestBlock): for a remote, the contract it was built against (the shell API version and
 * the range of each shared singleton it needs); for the shell, the exact versions it provides. The
 * server checks a release against the live shell before promoting it, the shell before loading it.
 */
class CloudfitManifestBlock {
  constructor(app, appPackageJson, shared) {
    this.app = app;
    this.appPackageJson = appPackageJson;
    this.shared = shared;
  }

  block() {
    const { app, appPackageJson } = this;
    const packages = [...new Set(Object.keys(this.shared).map(sharedPackageOf))].sort();
    const build = {
      version: appPackageJson.version ?? '0.0.0',
      commit: process.env.CLOUDFIT_COMMIT || gitCommit(app.dir),
      builtAt: new Date().toISOString(),
    };
    if (app.isHost) {
      const shared = Object.fromEntries(packages.map((name) => [name, installedVersion(name, app.dir)]));
      return { kind: 'shell', ...build, provides: { shellApi: SHELL_API_VERSION, shared } };
    }
    const shared = {};
    for (const [key, { requiredVersion }] of Object.entries(this.shared)) {
      shared[sharedPackageOf(key)] ??= requiredVersion;
    }
    return {
      kind: 'remote',
      name: app.name,
      ...build,
      contract: {
        shellApi: SHELL_API_VERSION,
        shared: Object.fromEntries(packages.map((name) => [name, shared[name]])),
      },
    };
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // A production build: after federation's manifest plugin (which taps when it is applied) and
    // before the compressions, which work at the same stage. The dev server applies federation's
    // plugin later and compresses nothing, so there the block goes in at the next stage.
    const production = compiler.options.mode === 'production';
    compiler.hooks.thisCompilation.tap({ name: 'CloudfitManifestBlock', stage: 100 }, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CloudfitManifestBlock',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + (production ? 0 : 1),
          ...(production ? { before: ['BrotliCompression', 'GzipCompression'] } : {}),
        },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) {
            compilation.errors.push(
              new Error('CloudfitManifestBlock: mf-manifest.json was not emitted before it ran'),
            );
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.cloudfit = this.block();
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/** The apps' own TypeScript and JSX, for every app's build and the shell's server page render. */
const SOURCE_RULE = {
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
};

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name         federation container name (no dashes)
 * @param {Record<string,string>} [app.exposes]
 * @param {boolean} [app.isHost]    the shell: emits index.html and loads remotes at run time
 * @param {number} app.devPort      port of `webpack serve` for this app
 * @param {string[]} [app.runtimePlugins]
 * @param {import('webpack').WebpackPluginInstance[]} [app.plugins]  the app's own build steps
 * @param {string[]} [app.provideMuiOfRemotes]  the host: source folders whose MUI path imports it provides too
 * @param {string[]} [app.provideMuiOfPackages]  the host: MUI libraries of the remotes whose MUI imports it provides too
 * @param {string[]} [app.firstScreenSources]  the host: source folders whose MUI components the first screen needs
 * @param {string[]} [app.laterScreenSources]  the host: files and folders inside those that the first screen loads only later (lazily)
 */
function createWebpackConfig(app) {
  const appPackageJson = require(path.join(app.dir, 'package.json'));
  const shared = sharedSingletons(appPackageJson);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      target: 'web',
      // No eval-based source maps: the pages' Content Security Policy refuses 'unsafe-eval', and a remote's dev
      // server is loaded by a deployed shell under that policy.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: app.isHost ? { main: path.join(app.dir, 'src/index.ts'), ...remoteMuiEntry(app) } : {},
      output: {
        path: path.join(app.dir, 'dist'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        publicPath: app.isHost ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
        // docs/product.md, Limits and timings: chunks may take up to 120 s.
        chunkLoadTimeout: 120_000,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: production ? reactRouterProductionBuild(app.dir) : {},
      },
      module: {
        rules: [
          // The kit's modules only define components and hooks, so an app that imports one area
          // (`@cloudfit/shared/ui/kit/form`) bundles only the parts it uses. Its string files do register.
          { test: /[\\/]shared[\\/]src[\\/]ui[\\/]kit[\\/].*(?<!\.i18n)\.tsx?$/, sideEffects: false },
          SOURCE_RULE,
          SPLIT_TRANSLATIONS_RULE,
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, path.join(app.dir, 'webpack.config.js')] },
      },
      optimization: { splitChunks: app.isHost ? hostSplitChunks(app) : REMOTE_SPLIT_CHUNKS },
      performance: { hints: false },
      // Federation modules are not serializable by the filesystem cache; webpack says so for every one of them.
      infrastructureLogging: { level: 'error' },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...(app.isHost ? [shareFederationRuntimePlugin(app.dir)] : []),
            ...(app.runtimePlugins ?? []),
          ],
          // A remote runs on the shell's federation runtime instead of shipping its own (about 30 KB
          // compressed in every remoteEntry.js); the shell hands it over in the plugin above.
          ...(app.isHost ? {} : { experiments: { externalRuntime: true } }),
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
              new PreloadFirstScreenChunks(),
              ...(production ? [new CompileFirstScreenEagerly()] : []),
            ]
          : []),
        new CloudfitManifestBlock(app, appPackageJson, shared),
        new LightSvgIcons(),
        ...(app.plugins ?? []),
        ...(production ? precompressionPlugins() : []),
      ],
      devServer: {
        port: app.devPort,
        hot: false,
        // The shell's own page reloads after a rebuild. A remote runs in the shell's page, which loads
        // it afresh when the dev server's socket reports a rebuild (shell/src/remotes/dev-live-reload.ts);
        // the dev server's client in the remote's entry would reload the whole page instead.
        liveReload: Boolean(app.isHost),
        historyApiFallback: app.isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote's dev server is loaded by a shell on another origin (the README's override): its
        // cross-origin check refused the shell's <script> requests from any other site (127.0.0.1 or a
        // staging shell) with 403. Naming the local hosts admits those requests while a request
        // addressed to any other host name (DNS rebinding) is still refused.
        allowedHosts: ['localhost', '127.0.0.1'],
        client: app.isHost ? { overlay: false } : false,
        ...(app.isHost
          ? { proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: 'http://127.0.0.1:8080' }] }
          : {}),
      },
    };
  };
}

module.exports = { createWebpackConfig, SHELL_API_VERSION, SOURCE_RULE };
