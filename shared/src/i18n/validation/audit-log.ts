import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/audit-log.schema.ts`, in every language but English. */
export const auditLogMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Choose an entity.': {
    de: 'Wählen Sie einen Datensatztyp.',
    fr: "Choisissez un type d'enregistrement.",
    pt: 'Escolha um tipo de registo.',
    'zh-TW': '請選擇資料類型。',
  },
  'Enter a record id.': {
    de: 'Geben Sie eine Datensatz-ID ein.',
    fr: "Saisissez l'identifiant de l'enregistrement.",
    pt: 'Introduza o ID do registo.',
    'zh-TW': '請輸入資料編號。',
  },
  'Choose an action.': {
    de: 'Wählen Sie eine Aktion.',
    fr: 'Choisissez une action.',
    pt: 'Escolha uma ação.',
    'zh-TW': '請選擇操作。',
  },
};
