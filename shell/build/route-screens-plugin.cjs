const path = require('node:path');
const { require: requireTypeScript } = require('tsx/cjs/api');

const ROUTES_FILE = path.join(__dirname, '../src/routes.ts');

/**
 * Writes `route-screens.json` beside index.html: each address pattern of the shell and the remote
 * screen that shows it. The server reads it to name, in the page it sends for an address, that
 * screen's files as prefetches (mock-server/src/static/route-prefetches.ts), so they download with
 * the shell's own files instead of after the shell has started and asked for them.
 */
class RouteScreensPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteScreens', (compilation) => {
      compilation.fileDependencies.add(ROUTES_FILE);
      compilation.hooks.processAssets.tap(
        { name: 'RouteScreens', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { ROUTES } = requireTypeScript(ROUTES_FILE, __filename);
          const screens = ROUTES.map(({ path: pattern, screen }) => ({
            path: pattern,
            remote: screen.remote,
            expose: screen.module.replace(/^\.\//, ''),
          }));
          compilation.emitAsset('route-screens.json', new sources.RawSource(JSON.stringify(screens)));
        },
      );
    });
  }
}

module.exports = { RouteScreensPlugin };
