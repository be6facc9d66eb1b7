import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@cloudfit/shared/constants';
import { i18n } from '@cloudfit/shared/i18n/i18n';

/** Every `*.i18n.ts` under src. */
function i18nFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return i18nFiles(full);
    return name.endsWith('.i18n.ts') ? [full] : [];
  });
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('reports translations', () => {
  const files = i18nFiles(path.join(__dirname, '..'));
  beforeAll(() => {
    for (const file of files) require(file);
  });

  it('finds the report string files', () => {
    expect(files.some((file) => file.endsWith('reports.i18n.ts'))).toBe(true);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English key, translated, in %s',
    (locale) => {
      const english = i18n.getResourceBundle('en', 'reports') as Record<string, unknown>;
      const translated = i18n.getResourceBundle(locale, 'reports') as Record<string, unknown>;
      expect(keysOf(translated).sort()).toEqual(keysOf(english).sort());
      for (const key of keysOf(english)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], translated);
        expect({ key, empty: typeof value !== 'string' || value.trim() === '' }).toEqual({
          key,
          empty: false,
        });
      }
    },
  );
});
