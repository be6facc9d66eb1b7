import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GLOSSARY } from '@cloudfit/shared/i18n/glossary';
import { CSV_HEADERS, CSV_LABELS } from './csv-export.i18n';

const STUDIO = path.join(__dirname, '..', 'studio');

/** Every header an export's columns name: `header: '...'` in the route files, `column(key, '...'` in the catalogue. */
function exportHeaders(): string[] {
  const files = readdirSync(STUDIO, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('-routes.ts') || file.endsWith('catalogue-reports.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(STUDIO, file), 'utf8').matchAll(/(?:header: |column\('\w+', )'([^']+)'/g)].map(
      (match) => match[1]!,
    ),
  );
}

describe('export texts', () => {
  it('translate every header an export writes, the catalogue reports’ included', () => {
    const headers = exportHeaders();
    expect(headers.length).toBeGreaterThan(100);
    expect([...new Set(headers)].filter((header) => !CSV_HEADERS[header])).toEqual([]);
  });

  it('keep the glossary', () => {
    const texts: [english: string, locale: string, text: string][] = [
      ...Object.entries(CSV_HEADERS).flatMap(([english, byLocale]) =>
        Object.entries(byLocale).map(([locale, text]): [string, string, string] => [english, locale, text!]),
      ),
      ...Object.values(CSV_LABELS).flatMap((set) =>
        Object.values(set).flatMap((byLocale) =>
          Object.entries(byLocale).map(([locale, text]): [string, string, string] => [
            byLocale.en,
            locale,
            text,
          ]),
        ),
      ),
    ];
    const breaks = texts.flatMap(([english, locale, text]) =>
      GLOSSARY.filter(
        (rule) =>
          rule.locale === locale &&
          (!rule.concept || rule.concept.test(english)) &&
          !rule.unless?.test(english) &&
          rule.refused.test(text),
      ).map((rule) => `${english} (${locale}): ${text}, use ${rule.term}`),
    );
    expect(breaks).toEqual([]);
  });
});
