const path = require('node:path');
const { require: requireTypeScript } = require('tsx/cjs/api');

const ROUTES_FILE = path.join(__dirname, '../src/routes.ts');
const PAGE_EARLY_READS = path.join(__dirname, '../src/session/page-early-reads.ts');

/**
 * What the server puts into the page it sends for an address (mock-server/src/static/shell-page.ts):
 * - `route-screens.json`: each address pattern of the shell and the remote screen that shows it, so
 *   the page prefetches that screen's files with the shell's own;
 * - `page-early-reads.js`: `src/session/page-early-reads.ts` built on its own (a child compilation,
 *   no federation), inlined into the page, so the screen's API reads leave as the page is parsed.
 */
class PageAssetsPlugin {
  apply(compiler) {
    const { Compilation, EntryPlugin, sources } = compiler.webpack;
    compiler.hooks.make.tapAsync('PageAssets', (compilation, done) => {
      const child = compilation.createChildCompiler(
        'PageEarlyReads',
        { filename: 'page-early-reads.js', iife: true, publicPath: '/' },
        [new EntryPlugin(compiler.context, PAGE_EARLY_READS, { name: 'page-early-reads' })],
      );
      child.runAsChild((error) => done(error));
    });
    compiler.hooks.thisCompilation.tap('PageAssets', (compilation) => {
      compilation.fileDependencies.add(ROUTES_FILE);
      compilation.hooks.processAssets.tap(
        { name: 'PageAssets', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
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

module.exports = { PageAssetsPlugin };
