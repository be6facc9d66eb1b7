import { LOCALES, type Locale } from '@cloudfit/shared/constants';
import { PASSWORD_RESET_TTL_MINUTES } from '@cloudfit/shared/schemas/auth.schema';

export interface PasswordResetMailFacts {
  fullName: string;
  link: string;
}

interface MailText {
  subject: string;
  text: string;
}

const minutes = PASSWORD_RESET_TTL_MINUTES;

const TEMPLATES: Record<Locale, (facts: PasswordResetMailFacts) => MailText> = {
  en: ({ fullName, link }) => ({
    subject: 'Reset your CloudFit password',
    text: [
      `Hello ${fullName},`,
      '',
      'Someone asked to reset the password of your CloudFit account. To choose a new one, open:',
      link,
      '',
      `The link works once, within ${minutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
    ].join('\n'),
  }),
  de: ({ fullName, link }) => ({
    subject: 'Ihr CloudFit-Passwort zurücksetzen',
    text: [
      `Hallo ${fullName},`,
      '',
      'Jemand hat angefordert, das Passwort Ihres CloudFit-Kontos zurückzusetzen. Um ein neues zu wählen, öffnen Sie:',
      link,
      '',
      `Der Link funktioniert einmal, innerhalb von ${minutes} Minuten. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    ].join('\n'),
  }),
  fr: ({ fullName, link }) => ({
    subject: 'Réinitialisez votre mot de passe CloudFit',
    text: [
      `Bonjour ${fullName},`,
      '',
      'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte CloudFit. Pour en choisir un nouveau, ouvrez :',
      link,
      '',
      `Le lien fonctionne une seule fois, dans les ${minutes} minutes. Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.`,
    ].join('\n'),
  }),
  pt: ({ fullName, link }) => ({
    subject: 'Redefina a sua palavra-passe do CloudFit',
    text: [
      `Olá ${fullName},`,
      '',
      'Alguém pediu para redefinir a palavra-passe da sua conta CloudFit. Para escolher uma nova, abra:',
      link,
      '',
      `A ligação funciona uma única vez, nos próximos ${minutes} minutos. Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.`,
    ].join('\n'),
  }),
  'zh-TW': ({ fullName, link }) => ({
    subject: '重設您的 CloudFit 密碼',
    text: [
      `${fullName} 您好：`,
      '',
      '有人要求重設您 CloudFit 帳號的密碼。若要設定新密碼，請開啟：',
      link,
      '',
      `此連結僅能使用一次，且須在 ${minutes} 分鐘內使用。若您並未提出此要求，請忽略這封郵件，您的密碼不會變更。`,
    ].join('\n'),
  }),
};

/** Chinese written in traditional characters; other Chinese has no translation here. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/** One language tag (`de-AT`, `zh-Hant-TW`, `fr`) as one of ours, or undefined. */
function supportedLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (TRADITIONAL_CHINESE.test(lower)) return 'zh-TW';
  const language = lower.split('-')[0];
  return LOCALES.find((locale) => locale !== 'zh-TW' && locale === language);
}

/** The tags of an `Accept-Language` header, most wanted first. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      return { tag: tag.trim(), weight: quality ? Number(quality.trim().slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of the mail: the one the request names, else the first of its `Accept-Language`
 * we have, else English.
 */
export function passwordResetMailLocale(
  requested: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const tags = [...(requested ? [requested] : []), ...(acceptLanguage ? acceptedTags(acceptLanguage) : [])];
  for (const tag of tags) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

/** The password-reset mail's subject and text in `locale`. */
export function passwordResetMail(locale: Locale, facts: PasswordResetMailFacts): MailText {
  return TEMPLATES[locale](facts);
}
