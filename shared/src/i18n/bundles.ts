import { LOCALES, type Locale } from '../constants';

/** The languages that need a translation of an English text. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== 'en',
);

/**
 * Turns rows written one key at a time, `{key: {de: ..., fr: ...}}`, into the bundles i18next
 * takes, `{de: {key: ...}, fr: {key: ...}}`. Keeping every language of a key on one row makes a
 * missing translation visible to the type checker and in review.
 */
export function bundlesByLocale<L extends Locale>(
  locales: readonly L[],
  rows: Record<string, Record<L, string>>,
): Record<L, Record<string, string>> {
  const bundles = {} as Record<L, Record<string, string>>;
  for (const locale of locales) {
    bundles[locale] = Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[locale]]));
  }
  return bundles;
}
