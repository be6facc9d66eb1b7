import { LOCALES } from '@cloudfit/shared/constants';
import { glossaryBreaks, translationGaps } from '@cloudfit/shared/i18n/translation-audit';
import './remotes.i18n';
import '../diagnostics/diagnostics.i18n';

describe.each(['remotes', 'diagnostics'])('%s translations', (namespace) => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps(namespace, locale)).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks(namespace, locale)).toEqual([]);
  });
});
