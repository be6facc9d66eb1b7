import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Federation shares the app-wide modules of `@cloudfit/shared` by their package path. A relative
 * import inside this package bypasses the share scope, so a remote bundling the importing file
 * would also bundle a second store, token client or i18next with its own session and language (a
 * second token client once made two refresh calls at once, the second with a refresh token the
 * first had already used).
 */
const APP_WIDE_MODULES: string[] = require('../build/app-wide-modules.cjs');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(entryPath);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [entryPath] : [];
  });
}

describe('modules holding the running app’s state', () => {
  const root = __dirname;

  it('are imported by their package path from the rest of @cloudfit/shared, never relatively', () => {
    const relativeImports: string[] = [];
    for (const file of sourceFiles(root)) {
      const source = readFileSync(file, 'utf8');
      // Type-only imports leave nothing in the bundle.
      for (const match of source.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gms)) {
        const target = path.relative(root, path.resolve(path.dirname(file), match[1] ?? ''));
        if (APP_WIDE_MODULES.includes(target))
          relativeImports.push(`${path.relative(root, file)} → ${match[1]}`);
      }
    }
    expect(relativeImports).toEqual([]);
  });
});
