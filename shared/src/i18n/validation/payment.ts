import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/payment.schema.ts`, in every language but English. */
export const paymentMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a valid payment time.': {
    de: 'Geben Sie einen gültigen Zahlungszeitpunkt ein.',
    fr: 'Saisissez une heure de paiement valide.',
    pt: 'Introduza uma hora de pagamento válida.',
    'zh-TW': '請輸入有效的付款時間。',
  },
  'Enter a refund of more than 0.': {
    de: 'Geben Sie eine Erstattung größer als 0 ein.',
    fr: 'Saisissez un remboursement supérieur à 0.',
    pt: 'Introduza um reembolso superior a 0.',
    'zh-TW': '請輸入大於 0 的退款金額。',
  },
  'Choose a refund method.': {
    de: 'Wählen Sie eine Erstattungsart.',
    fr: 'Choisissez un mode de remboursement.',
    pt: 'Escolha um método de reembolso.',
    'zh-TW': '請選擇退款方式。',
  },
  'Enter a reason for the refund.': {
    de: 'Geben Sie einen Grund für die Erstattung an.',
    fr: 'Indiquez le motif du remboursement.',
    pt: 'Indique o motivo do reembolso.',
    'zh-TW': '請輸入退款原因。',
  },
  'Enter why this payment was recorded by mistake.': {
    de: 'Geben Sie an, warum diese Zahlung irrtümlich erfasst wurde.',
    fr: 'Indiquez pourquoi ce paiement a été saisi par erreur.',
    pt: 'Indique porque é que este pagamento foi registado por engano.',
    'zh-TW': '請說明此筆付款為何誤登。',
  },
  'Enter a date between 1900 and 2999.': {
    de: 'Geben Sie ein Datum zwischen 1900 und 2999 ein.',
    fr: 'Saisissez une date comprise entre 1900 et 2999.',
    pt: 'Introduza uma data entre 1900 e 2999.',
    'zh-TW': '請輸入 1900 至 2999 年之間的日期。',
  },
};
