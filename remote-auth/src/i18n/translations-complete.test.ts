import './auth-resources';
import { LOCALES } from '@cloudfit/shared/constants';
import { i18n } from '@cloudfit/shared/i18n/i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(bundle: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
}

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
    'has every English key, translated, in %s',
    (locale) => {
      const translated = i18n.getResourceBundle(locale, 'auth') as Record<string, unknown>;
      expect(keysOf(translated).sort()).toEqual(keysOf(english).sort());
      const untranslated = keysOf(english).filter((key) => {
        const value = valueAt(translated, key);
        if (typeof value !== 'string' || value.trim() === '') return true;
        return value === valueAt(english, key);
      });
      expect(untranslated).toEqual([]);
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'keeps every {{placeholder}} of the English string in %s',
    (locale) => {
      const translated = i18n.getResourceBundle(locale, 'auth') as Record<string, unknown>;
      const placeholders = (text: unknown) =>
        String(text)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      const changed = keysOf(english).filter(
        (key) => placeholders(valueAt(english, key)).join() !== placeholders(valueAt(translated, key)).join(),
      );
      expect(changed).toEqual([]);
    },
  );
});
