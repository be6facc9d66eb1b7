import { LOCALES } from '@cloudfit/shared/constants';
import { glossaryBreaks, translationGaps } from '@cloudfit/shared/i18n/translation-audit';
import './offline.i18n';

describe('offline banner translations', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps('offline', locale)).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks('offline', locale)).toEqual([]);
  });
});
