import { MAX_PAGE_SIZE } from '../../constants';
import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/report.schema.ts`, in every language but English. */
export const reportMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Choose an end date on or after the start date.': {
    de: 'Wählen Sie ein Enddatum, das nicht vor dem Startdatum liegt.',
    fr: 'Choisissez une date de fin identique ou postérieure à la date de début.',
    pt: 'Escolha uma data de fim igual ou posterior à data de início.',
    'zh-TW': '請選擇不早於開始日期的結束日期。',
  },
  'Choose a range of at most ten years.': {
    de: 'Wählen Sie einen Zeitraum von höchstens zehn Jahren.',
    fr: 'Choisissez une période de dix ans au plus.',
    pt: 'Escolha um período de no máximo dez anos.',
    'zh-TW': '請選擇最長十年的期間。',
  },
  'Choose a page of 1 or more.': {
    de: 'Wählen Sie eine Seite ab 1.',
    fr: 'Choisissez une page égale ou supérieure à 1.',
    pt: 'Escolha uma página igual ou superior a 1.',
    'zh-TW': '請選擇第 1 頁或之後的頁面。',
  },
  'Choose a page of at most 1,000,000.': {
    de: 'Wählen Sie eine Seite bis höchstens 1.000.000.',
    fr: 'Choisissez une page inférieure ou égale à 1 000 000.',
    pt: 'Escolha uma página até 1 000 000, no máximo.',
    'zh-TW': '頁碼最多為 1,000,000。',
  },
  'Choose rows, byDay, byMethod, byStaff or reversals.': {
    de: 'Wählen Sie rows, byDay, byMethod, byStaff oder reversals.',
    fr: 'Choisissez rows, byDay, byMethod, byStaff ou reversals.',
    pt: 'Escolha rows, byDay, byMethod, byStaff ou reversals.',
    'zh-TW': '請選擇 rows、byDay、byMethod、byStaff 或 reversals。',
  },
  'Choose rows or buckets.': {
    de: 'Wählen Sie rows oder buckets.',
    fr: 'Choisissez rows ou buckets.',
    pt: 'Escolha rows ou buckets.',
    'zh-TW': '請選擇 rows 或 buckets。',
  },
  [`Choose 1 to ${MAX_PAGE_SIZE} rows per page.`]: {
    de: `Wählen Sie 1 bis ${MAX_PAGE_SIZE} Zeilen pro Seite.`,
    fr: `Choisissez de 1 à ${MAX_PAGE_SIZE} lignes par page.`,
    pt: `Escolha de 1 a ${MAX_PAGE_SIZE} linhas por página.`,
    'zh-TW': `每頁請選擇 1 至 ${MAX_PAGE_SIZE} 列。`,
  },
};
