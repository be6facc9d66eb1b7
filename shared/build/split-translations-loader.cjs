// Webpack loader: a translations module sends only English with its code; each other language
// becomes a chunk loaded when that language is chosen (i18n/resource-registry.ts loads them).
const path = require('node:path');
const { parseSync } = require('@swc/core');

const LOCALES = ['en', 'de', 'fr', 'pt', 'zh-TW'];
const LATER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/** Bytes of comments and blank lines before the first statement (swc's spans start at it). */
function leadingTriviaBytes(source) {
  const trivia = /^(?:\s|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(source)[0];
  return Buffer.byteLength(trivia);
}

/** `en` or `'zh-TW'`: an identifier's or a string literal's value. */
function propertyKey(property) {
  return property.type === 'KeyValueProperty' ? property.key.value : undefined;
}

/**
 * The module's top-level `addResources('<namespace>', { en: ..., de: ..., fr: ..., pt: ..., 'zh-TW': ... })`
 * statement, with the byte ranges of the statement, of the locales object and of each locale's value.
 */
function findTranslations(source, file) {
  const module = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('x') });
  // swc counts positions from 1 and, in a long-running process, from where its last file ended.
  const base = module.span.start - leadingTriviaBytes(source);
  const range = (span) => [span.start - base, span.end - base];
  for (const statement of module.body) {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier') continue;
    if (call.callee.value !== 'addResources' || call.arguments.length !== 2) continue;
    const locales = call.arguments[1].expression;
    if (locales.type !== 'ObjectExpression') continue;
    const values = Object.fromEntries(
      locales.properties.map((property) => [propertyKey(property), range(property.value.span)]),
    );
    if (locales.properties.length === LOCALES.length && LOCALES.every((locale) => values[locale])) {
      return { statement: range(statement.span), locales: range(locales.span), values };
    }
  }
  throw new Error(`${file}: no addResources('<namespace>', { ${LOCALES.join(', ')} }) statement to split`);
}

module.exports = function splitTranslations(source) {
  const bytes = Buffer.from(source);
  const text = ([start, end]) => bytes.subarray(start, end).toString();
  const { statement, locales, values } = findTranslations(source, this.resourcePath);
  const locale = new URLSearchParams(this.resourceQuery.slice(1)).get('locale');
  if (locale) {
    if (!LATER_LOCALES.includes(locale)) throw new Error(`${this.resourcePath}: no language ${locale}`);
    return `${text([0, statement[0]])}export default ${text(values[locale])};${text([statement[1], bytes.length])}`;
  }
  const self = `./${path.basename(this.resourcePath)}`;
  const later = LATER_LOCALES.map(
    (name) =>
      `${JSON.stringify(name)}: () => import(/* webpackChunkName: "i18n-${name}" */ ${JSON.stringify(`${self}?locale=${name}`)})`,
  );
  return `${text([0, locales[0]])}{ en: ${text(values.en)} }, { ${later.join(', ')} }${text([locales[1], bytes.length])}`;
};
