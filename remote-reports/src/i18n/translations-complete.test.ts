import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@cloudfit/shared/constants';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { glossaryBreaks, translationGaps } from '@cloudfit/shared/i18n/translation-audit';
import { REPORT_DEFINITION_KEYS } from '@cloudfit/shared/schemas/report-definition-keys';

/** Every `*.i18n.ts` under src. */
function i18nFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return i18nFiles(full);
    return name.endsWith('.i18n.ts') ? [full] : [];
  });
}

describe('reports translations', () => {
  const files = i18nFiles(path.join(__dirname, '..'));
  beforeAll(() => {
    for (const file of files) require(file);
  });

  it('finds the report string files', () => {
    expect(files.some((file) => file.endsWith('reports.i18n.ts'))).toBe(true);
  });

  it('adds strings through the shared i18n module, the one the shell attaches to its instance', () => {
    const detached = files.filter(
      (file) =>
        !readFileSync(file, 'utf8').includes("import { addResources } from '@cloudfit/shared/i18n/i18n';"),
    );
    expect(detached.map((file) => path.basename(file))).toEqual([]);
  });

  it("has every figure definition the API sends, so none stays in the API's English", () => {
    const untranslated = Object.entries(REPORT_DEFINITION_KEYS).flatMap(([screen, keys]) =>
      keys
        .map((key) => `definitions.${screen}.${key}`)
        .filter((key) => typeof i18n.getResource('en', 'reports', key) !== 'string'),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps('reports', locale)).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks('reports', locale)).toEqual([]);
  });
});
