import type { TranslatedLocale } from '../bundles';

/** The validation messages of closures and bulk member actions: `schemas/closure.schema.ts`, `schemas/member-bulk.schema.ts`, in every language but English. */
export const closureMessages: Record<string, Record<TranslatedLocale, string>> = {
  'A closure can last at most 31 days.': {
    de: 'Eine Schließung darf höchstens 31 Tage dauern.',
    fr: 'Une fermeture peut durer au plus 31 jours.',
    pt: 'Um encerramento pode durar no máximo 31 dias.',
    'zh-TW': '休館最多 31 天。',
  },
  'Choose the members.': {
    de: 'Wählen Sie die Mitglieder.',
    fr: 'Choisissez les membres.',
    pt: 'Escolha os membros.',
    'zh-TW': '請選擇會員。',
  },
  'Choose at most 5,000 members.': {
    de: 'Wählen Sie höchstens 5.000 Mitglieder.',
    fr: 'Choisissez au plus 5 000 membres.',
    pt: 'Escolha no máximo 5.000 membros.',
    'zh-TW': '最多選擇 5,000 位會員。',
  },
  'Enter a tag.': {
    de: 'Geben Sie ein Schlagwort ein.',
    fr: 'Saisissez une étiquette.',
    pt: 'Introduza uma etiqueta.',
    'zh-TW': '請輸入標籤。',
  },
  'Choose whether to only count.': {
    de: 'Wählen Sie, ob nur gezählt werden soll.',
    fr: 'Indiquez s’il faut seulement compter.',
    pt: 'Indique se é só para contar.',
    'zh-TW': '請選擇是否只計算數量。',
  },
  'Closure not found': {
    de: 'Schließung nicht gefunden',
    fr: 'Fermeture introuvable',
    pt: 'Encerramento não encontrado',
    'zh-TW': '找不到休館紀錄',
  },
};
