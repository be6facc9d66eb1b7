import splitTranslations from '../../build/split-translations-loader.cjs';

const SOURCE = `// The kit's strings.
import { addResources } from '@cloudfit/shared/i18n/i18n';
import { LIMIT } from './limits';

/** Words. */
addResources('studio', {
  en: { save: 'Save', limit: \`Up to \${LIMIT}\` },
  de: { save: 'Speichern', limit: \`Bis zu \${LIMIT}\` },
  fr: { save: 'Enregistrer', limit: \`Jusqu'à \${LIMIT}\` },
  pt: { save: 'Guardar', limit: \`Até \${LIMIT}\` },
  'zh-TW': { save: '儲存', limit: \`最多 \${LIMIT}\` },
});

export const AFTER = 1;
`;

function run(query: string, source = SOURCE): string {
  return splitTranslations.call({ resourcePath: '/app/src/kit.i18n.ts', resourceQuery: query }, source);
}

describe('split-translations-loader', () => {
  it('keeps English with the code and leaves every other language to a chunk of its own', () => {
    const main = run('');
    expect(main).toContain("addResources('studio', { en: { save: 'Save', limit: `Up to ${LIMIT}` } }, {");
    expect(main).toContain(
      '"zh-TW": () => import(/* webpackChunkName: "i18n-zh-TW" */ "./kit.i18n.ts?locale=zh-TW")',
    );
    expect(main).not.toContain('Speichern');
    expect(main).not.toContain('儲存');
    expect(main).toContain("import { LIMIT } from './limits';");
    expect(main).toContain('export const AFTER = 1;');
  });

  it("gives one language's strings as the module's default export, after text in other scripts", () => {
    const chinese = run('?locale=zh-TW');
    expect(chinese).toContain("export default { save: '儲存', limit: `最多 ${LIMIT}` };");
    expect(chinese).not.toContain('addResources(');
    expect(chinese).not.toContain('Save');
    expect(run('?locale=fr')).toContain("export default { save: 'Enregistrer', limit: `Jusqu'à ${LIMIT}` };");
  });

  it('refuses a module without the five languages rather than sending them all', () => {
    const missing = SOURCE.replace(/ {2}pt: .*\n/, '');
    expect(() => run('', missing)).toThrow(/no addResources/);
    expect(() => run('?locale=ja')).toThrow(/no language ja/);
  });
});
