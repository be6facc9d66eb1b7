import { LOCALES } from '../../constants';
import { glossaryBreaks, translationGaps } from '../../i18n/translation-audit';
import './kit.i18n';
import './form/form.i18n';
import './form/live-notice.i18n';

describe('kit translations', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps('kit', locale)).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks('kit', locale)).toEqual([]);
  });
});
