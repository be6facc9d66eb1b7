import { LOCALES } from '../../constants';
import { glossaryBreaks, translationGaps } from '../../i18n/translation-audit';
import './calendar.i18n';

describe('calendar toolbar translations', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps('calendar', locale)).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks('calendar', locale)).toEqual([]);
  });
});
