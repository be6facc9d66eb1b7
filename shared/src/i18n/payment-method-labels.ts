import type { Locale } from '../constants';
import type { PaymentMethod } from '../schemas/payment.schema';

/**
 * The one set of words for the payment methods, in every language: the screens read them from the
 * `paymentMethod` namespace (payment-methods.i18n.ts) and the server's CSV exports from here, so a
 * payment taken in cash reads the same on the invoice, the member's history, the expenses, the
 * reports and the exports.
 */
export const PAYMENT_METHOD_LABELS: Record<Locale, Record<PaymentMethod, string>> = {
  en: { cash: 'Cash', card: 'Card', transfer: 'Bank transfer', other: 'Other' },
  de: { cash: 'Bar', card: 'Karte', transfer: 'Überweisung', other: 'Sonstiges' },
  fr: { cash: 'Espèces', card: 'Carte', transfer: 'Virement', other: 'Autre' },
  pt: { cash: 'Numerário', card: 'Cartão', transfer: 'Transferência bancária', other: 'Outro' },
  'zh-TW': { cash: '現金', card: '信用卡', transfer: '銀行轉帳', other: '其他' },
};
