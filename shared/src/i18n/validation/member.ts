import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/member.schema.ts`, in every language but English. */
export const memberMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Choose a tag.': {
    de: 'Wählen Sie ein Schlagwort.',
    fr: 'Choisissez une étiquette.',
    pt: 'Escolha uma etiqueta.',
    'zh-TW': '請選擇標籤。',
  },
  'Keep the tax number under 40 characters.': {
    de: 'Die Steuernummer muss kürzer als 40 Zeichen sein.',
    fr: 'Le numéro fiscal doit compter moins de 40 caractères.',
    pt: 'O número de contribuinte deve ter menos de 40 caracteres.',
    'zh-TW': '統一編號須少於 40 個字元。',
  },
  'Enter a first name.': {
    de: 'Geben Sie einen Vornamen ein.',
    fr: 'Saisissez un prénom.',
    pt: 'Introduza o nome próprio.',
    'zh-TW': '請輸入名字。',
  },
  'Keep the first name under 120 characters.': {
    de: 'Der Vorname muss kürzer als 120 Zeichen sein.',
    fr: 'Le prénom doit compter moins de 120 caractères.',
    pt: 'O nome próprio deve ter menos de 120 caracteres.',
    'zh-TW': '名字須少於 120 個字元。',
  },
  'Enter a last name.': {
    de: 'Geben Sie einen Nachnamen ein.',
    fr: 'Saisissez un nom de famille.',
    pt: 'Introduza o apelido.',
    'zh-TW': '請輸入姓氏。',
  },
  'Keep the last name under 120 characters.': {
    de: 'Der Nachname muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom de famille doit compter moins de 120 caractères.',
    pt: 'O apelido deve ter menos de 120 caracteres.',
    'zh-TW': '姓氏須少於 120 個字元。',
  },
  'Enter a valid birthday.': {
    de: 'Geben Sie ein gültiges Geburtsdatum ein.',
    fr: 'Saisissez une date de naissance valide.',
    pt: 'Introduza uma data de nascimento válida.',
    'zh-TW': '請輸入有效的生日。',
  },
  'Choose a gender.': {
    de: 'Wählen Sie ein Geschlecht.',
    fr: 'Choisissez un genre.',
    pt: 'Escolha o género.',
    'zh-TW': '請選擇性別。',
  },
  'Keep the name under 120 characters.': {
    de: 'Der Name muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom doit compter moins de 120 caractères.',
    pt: 'O nome deve ter menos de 120 caracteres.',
    'zh-TW': '姓名須少於 120 個字元。',
  },
  'Choose a home branch.': {
    de: 'Wählen Sie eine Stammfiliale.',
    fr: 'Choisissez un site principal.',
    pt: 'Escolha a unidade principal.',
    'zh-TW': '請選擇所屬分店。',
  },
  'The photo address is too long.': {
    de: 'Die Adresse des Fotos ist zu lang.',
    fr: "L'adresse de la photo est trop longue.",
    pt: 'O endereço da fotografia é demasiado longo.',
    'zh-TW': '照片網址過長。',
  },
  'Keep each tag under 40 characters.': {
    de: 'Jedes Schlagwort muss kürzer als 40 Zeichen sein.',
    fr: 'Chaque étiquette doit compter moins de 40 caractères.',
    pt: 'Cada etiqueta deve ter menos de 40 caracteres.',
    'zh-TW': '每個標籤須少於 40 個字元。',
  },
  'Use at most 20 tags.': {
    de: 'Verwenden Sie höchstens 20 Schlagwörter.',
    fr: 'Utilisez au plus 20 étiquettes.',
    pt: 'Utilize no máximo 20 etiquetas.',
    'zh-TW': '最多只能使用 20 個標籤。',
  },
  'Keep the notes under 2000 characters.': {
    de: 'Die Notizen müssen kürzer als 2000 Zeichen sein.',
    fr: 'Les notes doivent compter moins de 2000 caractères.',
    pt: 'As notas devem ter menos de 2000 caracteres.',
    'zh-TW': '備註須少於 2000 個字元。',
  },
};
