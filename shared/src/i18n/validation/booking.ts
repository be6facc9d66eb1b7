import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/booking.schema.ts`, in every language but English. */
export const bookingMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Choose a member.': {
    de: 'Wählen Sie ein Mitglied.',
    fr: 'Choisissez un membre.',
    pt: 'Escolha um membro.',
    'zh-TW': '請選擇會員。',
  },
  'Choose a membership.': {
    de: 'Wählen Sie eine Mitgliedschaft.',
    fr: 'Choisissez un abonnement.',
    pt: 'Escolha um plano.',
    'zh-TW': '請選擇會籍。',
  },
  'Choose attended or no-show.': {
    de: 'Wählen Sie „Teilgenommen“ oder „Nicht erschienen“.',
    fr: 'Choisissez « Présent » ou « Absent ».',
    pt: 'Escolha «Presente» ou «Faltou».',
    'zh-TW': '請選擇「出席」或「未到」。',
  },
};
