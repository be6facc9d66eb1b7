import { LOCALES } from '../constants';
import { ApiError } from '../http/api-error';
import { AUTH_MESSAGES } from '../schemas/auth.schema';
import { i18n, translateApiError, translateMessage } from './i18n';
import { glossaryBreaks } from './translation-audit';

function apiError(status: number, code: string, message: string): ApiError {
  return new ApiError(status, { error: { code, message } });
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('common translations', () => {
  it('has every English key in every language', () => {
    const english = keysOf(i18n.getResourceBundle('en', 'common')).sort();
    for (const locale of LOCALES) {
      expect(keysOf(i18n.getResourceBundle(locale, 'common')).sort()).toEqual(english);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'keeps the glossary in %s, in the menu and in every server and schema message',
    (locale) => {
      expect(['common', 'domain', 'validation'].flatMap((ns) => glossaryBreaks(ns, locale))).toEqual([]);
    },
  );

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

describe('translateApiError', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says what a business rule refused by its code, in the chosen language', async () => {
    const refusal = apiError(422, 'coupon_expired', 'This coupon has expired.');
    expect(translateApiError(refusal)).toBe('This coupon has expired.');
    await i18n.changeLanguage('de');
    expect(translateApiError(refusal)).toBe('Dieser Gutschein ist abgelaufen.');
    await i18n.changeLanguage('zh-TW');
    expect(translateApiError(refusal)).toBe('此優惠券已過期。');
  });

  it('explains a stale version and a check-in refusal by their codes', async () => {
    await i18n.changeLanguage('fr');
    expect(
      translateApiError(apiError(409, 'version_conflict', 'This record was changed by someone else.')),
    ).toBe("Quelqu'un d'autre a modifié cet enregistrement. Vérifiez les valeurs actuelles et réessayez.");
    expect(translateApiError(apiError(422, 'owes_money', 'The member owes money.'))).toBe(
      'Le membre a des impayés.',
    );
  });

  it('translates the message of an error whose code has no sentence of its own', async () => {
    await i18n.changeLanguage('pt');
    const wrongPassword = apiError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    expect(translateApiError(wrongPassword)).toBe('E-mail ou palavra-passe inválidos');
    const serverFault = apiError(500, 'internal_error', 'Something went wrong on the server.');
    expect(translateApiError(serverFault)).toBe('Ocorreu um erro no servidor.');
  });

  it('gives a generic line when the server never answered with an error body', async () => {
    await i18n.changeLanguage('de');
    const expected = 'Etwas ist schiefgelaufen. Prüfen Sie die Verbindung und versuchen Sie es erneut.';
    expect(translateApiError(new TypeError('Failed to fetch'))).toBe(expected);
    expect(translateApiError(new ApiError(502, null))).toBe(expected);
    expect(translateApiError('timeout')).toBe(expected);
  });
});
