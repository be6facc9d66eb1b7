import './auth-resources';
import { LOCALES } from '@cloudfit/shared/constants';
import { i18n } from '@cloudfit/shared/i18n/i18n';
import { glossaryBreaks, keysOf, translationGaps } from '@cloudfit/shared/i18n/translation-audit';

describe('auth translations', () => {
  const english = i18n.getResourceBundle('en', 'auth') as Record<string, unknown>;

  it('has the strings of every auth page in English', () => {
    expect(keysOf(english)).toEqual(
      expect.arrayContaining([
        'login.title',
        'register.created',
        'forgot.sent',
        'reset.done',
        'comingSoon.notify',
      ]),
    );
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English string, translated, in %s',
    (locale) => {
      expect(translationGaps('auth', locale, { sameAsEnglishIsMissing: true })).toEqual({
        missing: [],
        extra: [],
        empty: [],
        placeholders: [],
      });
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('keeps the glossary in %s', (locale) => {
    expect(glossaryBreaks('auth', locale)).toEqual([]);
  });
});
