import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { commonResources } from './common-resources';

/** The one i18next instance of the running app; remotes add their namespaces to it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: commonResources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common', 'validation'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Adds a remote's own strings, e.g. `addResources('studio', {en: {...}, de: {...}})`. */
export function addResources(
  namespace: string,
  resources: Partial<Record<Locale, Record<string, unknown>>>,
): void {
  for (const [locale, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(locale, namespace, bundle, true, true);
  }
}

/**
 * Translates a message that came from a shared zod schema or the server: those are plain English
 * sentences, used as keys of the `validation` namespace, and shown as they are when untranslated.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, {
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
