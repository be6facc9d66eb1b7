import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/expenditure.schema.ts`, in every language but English. */
export const expenditureMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Choose a category.': {
    de: 'Wählen Sie eine Kategorie.',
    fr: 'Choisissez une catégorie.',
    pt: 'Escolha uma categoria.',
    'zh-TW': '請選擇類別。',
  },
  'Enter the vendor.': {
    de: 'Geben Sie den Lieferanten ein.',
    fr: 'Saisissez le fournisseur.',
    pt: 'Introduza o fornecedor.',
    'zh-TW': '請輸入廠商。',
  },
  'Keep the vendor under 120 characters.': {
    de: 'Der Name des Lieferanten muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom du fournisseur doit compter moins de 120 caractères.',
    pt: 'O nome do fornecedor deve ter menos de 120 caracteres.',
    'zh-TW': '廠商名稱須少於 120 個字元。',
  },
  'Enter an amount of more than 0.': {
    de: 'Geben Sie einen Betrag größer als 0 ein.',
    fr: 'Saisissez un montant supérieur à 0.',
    pt: 'Introduza um valor superior a 0.',
    'zh-TW': '請輸入大於 0 的金額。',
  },
  'Choose a payment method.': {
    de: 'Wählen Sie eine Zahlungsart.',
    fr: 'Choisissez un mode de paiement.',
    pt: 'Escolha um método de pagamento.',
    'zh-TW': '請選擇付款方式。',
  },
  'Keep the note under 2000 characters.': {
    de: 'Die Notiz muss kürzer als 2000 Zeichen sein.',
    fr: 'La note doit compter moins de 2000 caractères.',
    pt: 'A nota deve ter menos de 2000 caracteres.',
    'zh-TW': '備註須少於 2000 個字元。',
  },
};
