import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@cloudfit/shared/constants';
import { glossaryBreaks, translationGaps } from '@cloudfit/shared/i18n/translation-audit';

/** Every `*.i18n.ts` under src: each feature's strings. */
function i18nFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return i18nFiles(full);
    return name.endsWith('.i18n.ts') ? [full] : [];
  });
}

describe('studio translations', () => {
  const files = i18nFiles(path.join(__dirname, '..'));
  beforeAll(() => {
    for (const file of files) require(file);
  });

  it('finds the feature string files', () => {
    expect(files.some((file) => file.endsWith('members.i18n.ts'))).toBe(true);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps('studio', locale)).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks('studio', locale)).toEqual([]);
  });
});
