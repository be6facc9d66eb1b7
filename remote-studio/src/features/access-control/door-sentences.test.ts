import { CHECK_IN_REFUSAL_CODES } from '@cloudfit/shared/api/domain-codes';
import { LOCALES } from '@cloudfit/shared/constants';
import { i18n, translateMessage } from '@cloudfit/shared/i18n/i18n';
import './access-control.i18n';

/** The server's sentences (check-in-writes.ts, check-in.schema.ts), shown translated where a call fails. */
const MANAGER_ONLY = 'Only a manager can override this refusal.';
const NOTE_REQUIRED = 'Enter why you are letting the member in.';

describe('the door’s sentences are said one way', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each(LOCALES)('in %s the door, its override form and the server’s answers agree', async (locale) => {
    await i18n.changeLanguage(locale);
    const t = i18n.getFixedT(locale, 'studio');
    expect(t('accessControl.override.managerOnly')).toBe(translateMessage(MANAGER_ONLY));
    expect(t('accessControl.override.noteRequired')).toBe(translateMessage(NOTE_REQUIRED));
  });

  it('has each refusal’s sentence once: by its code, not again as a validation message', () => {
    // The validation messages are keyed by their English sentence.
    const validation = new Set(Object.keys(i18n.getResourceBundle('de', 'validation') ?? {}));
    const english = i18n.getResourceBundle('en', 'domain') as Record<string, string>;
    expect(validation.size).toBeGreaterThan(100);
    expect(CHECK_IN_REFUSAL_CODES.filter((code) => validation.has(english[code] ?? ''))).toEqual([]);
  });
});
