import { LOCALES } from '../constants';
import { AUTH_MESSAGES } from '../schemas/auth.schema';
import { commonResources } from './common-resources';
import { i18n, translateMessage } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('common translations', () => {
  it('has every English key in every language', () => {
    const english = keysOf(commonResources.en?.common).sort();
    for (const locale of LOCALES) {
      expect(keysOf(commonResources[locale]?.common).sort()).toEqual(english);
    }
  });

  it('labels the menu in Traditional Chinese as the specification does', async () => {
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('menu.members')).toBe('會員管理');
    expect(i18n.t('menu.centers')).toBe('分店管理');
    await i18n.changeLanguage('en');
  });

  it('translates server and schema messages keyed by their English text, and falls back to it', async () => {
    await i18n.changeLanguage('de');
    expect(translateMessage(AUTH_MESSAGES.invalidCredentials)).toBe('E-Mail oder Passwort ist ungültig');
    expect(translateMessage('Something the server said.')).toBe('Something the server said.');
    await i18n.changeLanguage('en');
    expect(translateMessage(AUTH_MESSAGES.invalidCredentials)).toBe('Email or Password is Invalid');
  });
});
