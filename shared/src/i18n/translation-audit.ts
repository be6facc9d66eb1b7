import { i18n } from '@cloudfit/shared/i18n/i18n';
import { GLOSSARY } from './glossary';

/** Every dotted key of a resource bundle's leaves. */
export function keysOf(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return [prefix];
  return Object.entries(bundle).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function valueAt(bundle: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
}

const placeholdersOf = (text: unknown) => (String(text).match(/\{\{[^}]+\}\}/g) ?? []).sort().join();

export interface TranslationGaps {
  /** English keys the language lacks, and keys it has that English does not. */
  missing: string[];
  extra: string[];
  /** Keys whose text is empty (or, with `sameAsEnglishIsMissing`, still the English text). */
  empty: string[];
  /** Keys whose `{{placeholders}}` differ from the English text's. */
  placeholders: string[];
}

/**
 * What a language lacks of a namespace's English strings: the check each remote's translation test
 * runs on its own namespace, so a screen never shows a raw key or half its strings in English.
 */
export function translationGaps(
  namespace: string,
  locale: string,
  options: { sameAsEnglishIsMissing?: boolean } = {},
): TranslationGaps {
  const english = (i18n.getResourceBundle('en', namespace) ?? {}) as Record<string, unknown>;
  const translated = (i18n.getResourceBundle(locale, namespace) ?? {}) as Record<string, unknown>;
  const englishKeys = keysOf(english);
  const translatedKeys = new Set(keysOf(translated));
  const present = englishKeys.filter((key) => translatedKeys.has(key));
  return {
    missing: englishKeys.filter((key) => !translatedKeys.has(key)),
    extra: [...translatedKeys].filter((key) => !englishKeys.includes(key)),
    empty: present.filter((key) => {
      const value = valueAt(translated, key);
      if (typeof value !== 'string' || value.trim() === '') return true;
      return Boolean(options.sameAsEnglishIsMissing) && value === valueAt(english, key);
    }),
    placeholders: present.filter(
      (key) => placeholdersOf(valueAt(english, key)) !== placeholdersOf(valueAt(translated, key)),
    ),
  };
}

/**
 * The texts of a namespace in a language that use a word its glossary turned down, each as
 * `key: text (use …)`.
 */
export function glossaryBreaks(namespace: string, locale: string): string[] {
  const english = (i18n.getResourceBundle('en', namespace) ?? {}) as Record<string, unknown>;
  const translated = (i18n.getResourceBundle(locale, namespace) ?? {}) as Record<string, unknown>;
  const rules = GLOSSARY.filter((rule) => rule.locale === locale);
  return leavesOf(translated).flatMap(([path, text]) => {
    if (typeof text !== 'string') return [];
    const key = path.join('.');
    // The validation messages are keyed by their English text, dots and all.
    const source = String(leafAt(english, path) ?? path.at(-1));
    return rules
      .filter(
        (rule) =>
          (!rule.concept || rule.concept.test(source)) &&
          !rule.unless?.test(source) &&
          rule.refused.test(text),
      )
      .map((rule) => `${key}: ${text} (use ${rule.term})`);
  });
}

/** Every leaf of a bundle with the path of keys to it (a key may hold dots: a validation sentence). */
function leavesOf(bundle: unknown, path: string[] = []): [string[], unknown][] {
  if (typeof bundle !== 'object' || bundle === null) return [[path, bundle]];
  return Object.entries(bundle).flatMap(([key, value]) => leavesOf(value, [...path, key]));
}

function leafAt(bundle: Record<string, unknown>, path: string[]): unknown {
  return path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
}
