// The shared namespaces register with the registry first; the instance below takes them.
import './common.i18n';
import './auth-messages.i18n';
import './domain.i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { ApiError } from '../http/api-error';
import { UNKNOWN_ERROR_CODE } from './domain.i18n';
import { addResources, attachI18n, loadLanguage } from './resource-registry';

/**
 * Screens take react-i18next's hook from here: federation shares this module, not react-i18next
 * itself (a shared package travels whole, Trans and its HTML parser included), so there is still
 * one react-i18next, the shell's, cut down to what the app uses.
 */
export { useTranslation } from 'react-i18next';
export { addResources, translationsReady } from './resource-registry';

/** The one i18next instance of the running app; remotes add their namespaces to it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common', 'validation', 'domain'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A language's strings may arrive after a screen rendered (a part loaded later): it renders again.
  // Only those arrivals are announced (resource-registry.ts).
  react: { bindI18nStore: 'added' },
});
attachI18n(i18n);

/** Shows the app in another language once its strings are in (they load when first chosen). */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadLanguage(locale).catch(() => undefined);
  await i18n.changeLanguage(locale);
}

let validationMessages: Promise<void> | undefined;

/**
 * The translations of validation messages (80 KB in five languages) are only read once a form or
 * a request is refused, so they load once, after the first screen's code is in and the page is
 * idle (the shell asks), not before it; a message refused before they are in shows in English.
 */
export function loadValidationMessages(): Promise<void> {
  validationMessages ??= import('./validation-resources').then(({ validationResources }) =>
    addResources('validation', validationResources),
  );
  return validationMessages;
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

/**
 * What to tell a person about a failed call: the translation of the error's code (business rules,
 * conflicts, permissions), else its message translated, else, when the server never answered with
 * an error body (network failure, timeout, a proxy's error page), a generic line.
 */
const GENERIC_CODES = new Set([
  'validation_failed',
  'forbidden',
  'not_found',
  'version_conflict',
  'rate_limited',
]);

export function translateApiError(error: unknown): string {
  if (!ApiError.is(error) || !error.body) return i18n.t(UNKNOWN_ERROR_CODE, { ns: 'domain' });
  const { code } = error;
  // A generic code (validation_failed, forbidden...) says less than a translated server sentence.
  const messageIsTranslated = i18n.exists(error.message, {
    ns: 'validation',
    keySeparator: false,
    nsSeparator: false,
  });
  if (code && !GENERIC_CODES.has(code) && i18n.exists(code, { ns: 'domain' }))
    return i18n.t(code, { ns: 'domain' });
  if (messageIsTranslated || !code || !i18n.exists(code, { ns: 'domain' }))
    return translateMessage(error.message);
  return i18n.t(code, { ns: 'domain' });
}
