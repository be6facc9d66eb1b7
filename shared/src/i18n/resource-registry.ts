import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../constants';

type Bundle = Record<string, unknown>;
type LaterLocale = Exclude<Locale, 'en'>;

/** A language's strings in a chunk of their own (split-translations-loader.cjs). */
type BundleChunk = () => Promise<{ default: Bundle }>;

interface Registration {
  namespace: string;
  chunks: Partial<Record<LaterLocale, BundleChunk>>;
  /** Languages added to the instance, or on their way. */
  loads: Map<Locale, Promise<void>>;
}

let instance: I18n | undefined;
const waiting: { namespace: string; bundle: Bundle; locale: Locale }[] = [];
const registrations: Registration[] = [];

/**
 * Bundles added with their code come before anything renders with them, so they are added
 * silently; a language that arrives later is announced, and the screens showing it render again
 * (i18n.ts binds react-i18next to the announcement). Announcing every bundle would render the whole
 * page again each time a screen's module, or the validation messages, arrive.
 */
function add(namespace: string, locale: Locale, bundle: Bundle, announce = false): void {
  if (instance) instance.addResourceBundle(locale, namespace, bundle, true, true, { silent: !announce });
  else waiting.push({ namespace, bundle, locale });
}

function load(registration: Registration, locale: Locale): Promise<void> {
  const chunk = registration.chunks[locale as LaterLocale];
  if (!chunk) return Promise.resolve();
  let loading = registration.loads.get(locale);
  if (!loading) {
    loading = chunk()
      .then((module) => add(registration.namespace, locale, module.default, true))
      .catch((error: unknown) => {
        // Tried again the next time the language is asked for; meanwhile English shows.
        registration.loads.delete(locale);
        throw error;
      });
    registration.loads.set(locale, loading);
  }
  return loading;
}

/**
 * Adds a namespace's strings, e.g. `addResources('studio', {en: {...}, de: {...}, ...})`. The
 * webpack build (shared/build/split-translations-loader.cjs) keeps only English in the code that
 * calls it and passes the other languages as chunks, loaded when chosen (the language in use at
 * once); without the build (unit tests) every language is added as written.
 */
export function addResources(
  namespace: string,
  resources: Partial<Record<Locale, Bundle>>,
  chunks: Partial<Record<LaterLocale, BundleChunk>> = {},
): void {
  for (const [locale, bundle] of Object.entries(resources)) {
    if (bundle) add(namespace, locale as Locale, bundle);
  }
  if (Object.keys(chunks).length === 0) return;
  const registration: Registration = { namespace, chunks, loads: new Map() };
  registrations.push(registration);
  const current = (instance?.language ?? DEFAULT_LOCALE) as Locale;
  // A module added while another language is on starts that language's strings now.
  if (current !== DEFAULT_LOCALE) load(registration, current).catch(() => undefined);
}

/** Loads a language's strings of every namespace added so far. */
export function loadLanguage(locale: Locale): Promise<void> {
  return Promise.all(registrations.map((registration) => load(registration, locale))).then(() => undefined);
}

/**
 * Resolves once every namespace added so far has the language in use (a screen waits for this
 * before its first render, so it never shows in English first). A failed load resolves too.
 */
export function translationsReady(): Promise<void> {
  const current = (instance?.language ?? DEFAULT_LOCALE) as Locale;
  return loadLanguage(current).catch(() => undefined);
}

/** The app's i18next instance takes what was added before it existed. */
export function attachI18n(i18n: I18n): void {
  instance = i18n;
  for (const { namespace, bundle, locale } of waiting.splice(0)) add(namespace, locale, bundle);
}
