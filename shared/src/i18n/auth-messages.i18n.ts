import { AUTH_MESSAGES } from '../schemas/auth-messages';
import { addResources } from './resource-registry';

/**
 * The sign-in and account messages the shared schemas and the server give, in the `validation`
 * namespace (keyed by the English message itself): the sign-in pages need them at once, so they do
 * not wait for the validation messages (validation-resources.ts).
 */
addResources('validation', {
  en: {},
  de: {
    [AUTH_MESSAGES.currentPasswordRequired]: 'Geben Sie Ihr aktuelles Passwort ein.',
    [AUTH_MESSAGES.currentPasswordWrong]: 'Das aktuelle Passwort ist nicht richtig.',
    [AUTH_MESSAGES.emailRequired]: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    [AUTH_MESSAGES.emailInvalid]: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    [AUTH_MESSAGES.usernameRequired]: 'Bitte geben Sie Ihren Benutzernamen ein.',
    [AUTH_MESSAGES.passwordRequired]: 'Bitte geben Sie ein Passwort ein',
    [AUTH_MESSAGES.passwordTooShort]: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    [AUTH_MESSAGES.resetLinkInvalid]:
      'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
    [AUTH_MESSAGES.passwordsDiffer]: 'Die beiden Passwörter stimmen nicht überein.',
    [AUTH_MESSAGES.emailTaken]: 'Diese E-Mail-Adresse wird bereits verwendet.',
    [AUTH_MESSAGES.usernameTaken]: 'Dieser Benutzername wird bereits verwendet.',
    [AUTH_MESSAGES.invalidCredentials]: 'E-Mail oder Passwort ist ungültig',
    [AUTH_MESSAGES.tooManyAttempts]: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten.',
  },
  fr: {
    [AUTH_MESSAGES.currentPasswordRequired]: 'Saisissez votre mot de passe actuel.',
    [AUTH_MESSAGES.currentPasswordWrong]: "Le mot de passe actuel n'est pas correct.",
    [AUTH_MESSAGES.emailRequired]: 'Veuillez saisir votre e-mail.',
    [AUTH_MESSAGES.emailInvalid]: 'Veuillez saisir une adresse e-mail valide.',
    [AUTH_MESSAGES.usernameRequired]: "Veuillez saisir votre nom d'utilisateur.",
    [AUTH_MESSAGES.passwordRequired]: 'Veuillez saisir le mot de passe',
    [AUTH_MESSAGES.passwordTooShort]: 'Le mot de passe doit contenir au moins 8 caractères.',
    [AUTH_MESSAGES.resetLinkInvalid]:
      'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    [AUTH_MESSAGES.passwordsDiffer]: 'Les deux mots de passe ne sont pas identiques.',
    [AUTH_MESSAGES.emailTaken]: 'Cet e-mail est déjà utilisé.',
    [AUTH_MESSAGES.usernameTaken]: "Ce nom d'utilisateur est déjà utilisé.",
    [AUTH_MESSAGES.invalidCredentials]: 'E-mail ou mot de passe invalide',
    [AUTH_MESSAGES.tooManyAttempts]: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes.',
  },
  pt: {
    [AUTH_MESSAGES.currentPasswordRequired]: 'Introduza a sua palavra-passe atual.',
    [AUTH_MESSAGES.currentPasswordWrong]: 'A palavra-passe atual não está correta.',
    [AUTH_MESSAGES.emailRequired]: 'Introduza o seu e-mail.',
    [AUTH_MESSAGES.emailInvalid]: 'Introduza um endereço de e-mail válido.',
    [AUTH_MESSAGES.usernameRequired]: 'Introduza o seu nome de utilizador.',
    [AUTH_MESSAGES.passwordRequired]: 'Introduza a palavra-passe',
    [AUTH_MESSAGES.passwordTooShort]: 'A palavra-passe deve ter pelo menos 8 caracteres.',
    [AUTH_MESSAGES.resetLinkInvalid]: 'Esta ligação de reposição é inválida ou expirou. Peça uma nova.',
    [AUTH_MESSAGES.passwordsDiffer]: 'As duas palavras-passe não são iguais.',
    [AUTH_MESSAGES.emailTaken]: 'Este e-mail já está a ser utilizado.',
    [AUTH_MESSAGES.usernameTaken]: 'Este nome de utilizador já está a ser utilizado.',
    [AUTH_MESSAGES.invalidCredentials]: 'E-mail ou palavra-passe inválidos',
    [AUTH_MESSAGES.tooManyAttempts]: 'Demasiadas tentativas de início de sessão. Aguarde alguns minutos.',
  },
  'zh-TW': {
    [AUTH_MESSAGES.currentPasswordRequired]: '請輸入目前的密碼。',
    [AUTH_MESSAGES.currentPasswordWrong]: '目前的密碼不正確。',
    [AUTH_MESSAGES.emailRequired]: '請輸入您的電子郵件。',
    [AUTH_MESSAGES.emailInvalid]: '請輸入有效的電子郵件地址。',
    [AUTH_MESSAGES.usernameRequired]: '請輸入您的使用者名稱。',
    [AUTH_MESSAGES.passwordRequired]: '請輸入密碼',
    [AUTH_MESSAGES.passwordTooShort]: '密碼至少需要 8 個字元。',
    [AUTH_MESSAGES.resetLinkInvalid]: '此重設連結無效或已過期，請重新申請。',
    [AUTH_MESSAGES.passwordsDiffer]: '兩次輸入的密碼不一致。',
    [AUTH_MESSAGES.emailTaken]: '此電子郵件已被使用。',
    [AUTH_MESSAGES.usernameTaken]: '此使用者名稱已被使用。',
    [AUTH_MESSAGES.invalidCredentials]: '電子郵件或密碼錯誤',
    [AUTH_MESSAGES.tooManyAttempts]: '登入嘗試次數過多，請稍候幾分鐘再試。',
  },
});
