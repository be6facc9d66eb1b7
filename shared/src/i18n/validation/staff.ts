import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/staff.schema.ts`, in every language but English. */
export const staffMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a password of at least 8 characters.': {
    de: 'Geben Sie ein Passwort mit mindestens 8 Zeichen ein.',
    fr: "Saisissez un mot de passe d'au moins 8 caractères.",
    pt: 'Introduza uma palavra-passe com pelo menos 8 caracteres.',
    'zh-TW': '請輸入至少 8 個字元的密碼。',
  },
  'Keep the password under 200 characters.': {
    de: 'Das Passwort muss kürzer als 200 Zeichen sein.',
    fr: 'Le mot de passe doit compter moins de 200 caractères.',
    pt: 'A palavra-passe deve ter menos de 200 caracteres.',
    'zh-TW': '密碼須少於 200 個字元。',
  },
  'Choose the branches.': {
    de: 'Wählen Sie die Filialen.',
    fr: 'Choisissez les sites.',
    pt: 'Escolha as unidades.',
    'zh-TW': '請選擇適用的分店。',
  },
  'Enter a full name.': {
    de: 'Geben Sie einen vollständigen Namen ein.',
    fr: 'Saisissez un nom complet.',
    pt: 'Introduza um nome completo.',
    'zh-TW': '請輸入全名。',
  },
  'Choose a role.': {
    de: 'Wählen Sie eine Rolle.',
    fr: 'Choisissez un rôle.',
    pt: 'Escolha uma função.',
    'zh-TW': '請選擇角色。',
  },
  'Choose whether this person trains members.': {
    de: 'Legen Sie fest, ob diese Person Mitglieder trainiert.',
    fr: 'Indiquez si cette personne entraîne des membres.',
    pt: 'Indique se esta pessoa treina membros.',
    'zh-TW': '請選擇此人是否擔任會員的教練。',
  },
  'Choose whether the account can sign in.': {
    de: 'Legen Sie fest, ob sich das Konto anmelden kann.',
    fr: 'Indiquez si le compte peut se connecter.',
    pt: 'Indique se a conta pode iniciar sessão.',
    'zh-TW': '請選擇此帳號是否可以登入。',
  },
  'Enter a username of 3 to 40 letters, digits, . - or _.': {
    de: 'Geben Sie einen Benutzernamen aus 3 bis 40 Buchstaben, Ziffern, . - oder _ ein.',
    fr: "Saisissez un nom d'utilisateur de 3 à 40 lettres, chiffres, . - ou _.",
    pt: 'Introduza um nome de utilizador de 3 a 40 letras, algarismos, . - ou _.',
    'zh-TW': '請輸入 3 至 40 個字元的使用者名稱，僅限英文字母、數字、.、- 或 _。',
  },
};
