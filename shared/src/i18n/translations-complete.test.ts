import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_CODES } from '../api/api-error';
import { CHECK_IN_REFUSAL_CODES, DOMAIN_CODES } from '../api/domain-codes';
import { TRANSLATED_LOCALES } from './bundles';
import { UNKNOWN_ERROR_CODE } from './domain.i18n';
import { i18n } from './i18n';

const SCHEMAS_DIR = join(__dirname, '..', 'schemas');

/** English messages whose translation is truly the same text in that language. */
const IDENTICAL_TRANSLATIONS: ReadonlySet<string> = new Set<string>([]);

/**
 * Comments and every kind of string literal, left to right, so that a quote inside a comment or
 * a `//` inside a string is never taken for the other. (The schemas' regex literals hold neither.)
 */
const COMMENT_OR_STRING =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** Starts with a capital letter, has a space, ends like a sentence. */
const ENGLISH_SENTENCE = /^[A-Z].* .*[.?!]$/;

/**
 * Every English sentence written as a quoted literal in a schema file. Double quotes count too:
 * the formatter switches a message to them as soon as it holds an apostrophe.
 */
function schemaSentences(): string[] {
  const sentences = new Set<string>();
  for (const file of readdirSync(SCHEMAS_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(join(SCHEMAS_DIR, file), 'utf8');
    for (const [token] of source.matchAll(COMMENT_OR_STRING)) {
      const quote = token[0];
      if (quote !== "'" && quote !== '"') continue;
      const text = token.slice(1, -1).replace(/\\(.)/g, '$1');
      if (ENGLISH_SENTENCE.test(text)) sentences.add(text);
    }
  }
  return [...sentences].sort();
}

function translationOf(locale: string, namespace: string, key: string): unknown {
  return i18n.getResourceBundle(locale, namespace)?.[key];
}

/** The numbers of a text with their digit grouping removed: `10.000.000` and `10,000,000` agree. */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,\s\u00a0\u202f]\d{3})*/g) ?? []).map((n) => n.replace(/\D/g, '')).sort();
}

const DOMAIN_MESSAGE_CODES = [
  ...Object.values(DOMAIN_CODES),
  ...CHECK_IN_REFUSAL_CODES,
  API_ERROR_CODES.conflict,
  API_ERROR_CODES.validation,
  API_ERROR_CODES.forbidden,
  API_ERROR_CODES.notFound,
  API_ERROR_CODES.rateLimited,
  UNKNOWN_ERROR_CODE,
];

describe('translations of the shared schema messages', () => {
  const sentences = schemaSentences();

  it('finds the schema messages it checks', () => {
    expect(sentences.length).toBeGreaterThan(200);
    expect(sentences).toEqual(
      expect.arrayContaining(['Enter a first name.', 'Please enter your email.', 'Not a valid id.']),
    );
  });

  it.each(TRANSLATED_LOCALES)('has every schema message in %s, translated', (locale) => {
    const untranslated = sentences.filter((english) => {
      const translation = translationOf(locale, 'validation', english);
      if (typeof translation !== 'string' || translation.trim() === '') return true;
      return translation === english && !IDENTICAL_TRANSLATIONS.has(english);
    });
    expect(untranslated).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)('keeps the numbers of every message in %s', (locale) => {
    const changed = Object.entries(i18n.getResourceBundle(locale, 'validation') as Record<string, string>)
      .filter(([english, translation]) => numbersIn(english).join() !== numbersIn(translation).join())
      .map(([english, translation]) => `${english} → ${translation}`);
    expect(changed).toEqual([]);
  });
});

describe('translations of the error codes', () => {
  it('has a sentence in English for every code', () => {
    const missing = DOMAIN_MESSAGE_CODES.filter((code) => !translationOf('en', 'domain', code));
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)('has every code in %s, translated', (locale) => {
    const untranslated = DOMAIN_MESSAGE_CODES.filter((code) => {
      const translation = translationOf(locale, 'domain', code);
      if (typeof translation !== 'string' || translation.trim() === '') return true;
      return translation === translationOf('en', 'domain', code);
    });
    expect(untranslated).toEqual([]);
  });
});
