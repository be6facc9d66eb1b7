import type { TranslatedLocale } from '../bundles';

/** The validation messages of the field builders every studio schema uses (`schemas/studio-fields.ts`), in every language but English. */
export const studioFieldsMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a date between 2000 and 2099.': {
    de: 'Geben Sie ein Datum zwischen 2000 und 2099 ein.',
    fr: 'Saisissez une date comprise entre 2000 et 2099.',
    pt: 'Introduza uma data entre 2000 e 2099.',
    'zh-TW': '請輸入 2000 年至 2099 年之間的日期。',
  },
  'Enter a birthday after 1900.': {
    de: 'Geben Sie ein Geburtsdatum nach 1900 ein.',
    fr: 'Saisissez une date de naissance postérieure à 1900.',
    pt: 'Introduza uma data de nascimento posterior a 1900.',
    'zh-TW': '請輸入 1900 年以後的生日。',
  },
  'NT$ amounts are whole dollars: enter the amount without cents.': {
    de: 'NT$-Beträge sind ganze Dollar: Geben Sie den Betrag ohne Cent ein.',
    fr: 'Les montants en NT$ sont en dollars entiers : saisissez le montant sans centimes.',
    pt: 'Os montantes em NT$ são dólares inteiros: introduza o montante sem cêntimos.',
    'zh-TW': '新臺幣金額為整數元：請輸入不含小數的金額。',
  },
  'Amounts in this currency are whole units: enter the amount without cents.': {
    de: 'Beträge in dieser Währung sind ganze Einheiten: Geben Sie den Betrag ohne Nachkommastellen ein.',
    fr: 'Les montants dans cette devise sont des unités entières : saisissez le montant sans décimales.',
    pt: 'Os montantes nesta moeda são unidades inteiras: introduza o montante sem casas decimais.',
    'zh-TW': '此幣別的金額以整數計：請輸入不含小數的金額。',
  },
  'Remove the invisible control characters from this text.': {
    de: 'Entfernen Sie die unsichtbaren Steuerzeichen aus diesem Text.',
    fr: 'Supprimez les caractères de contrôle invisibles de ce texte.',
    pt: 'Remova os caracteres de controlo invisíveis deste texto.',
    'zh-TW': '請移除此文字中看不見的控制字元。',
  },
  'Enter an amount of at most 10,000,000.': {
    de: 'Geben Sie einen Betrag von höchstens 10.000.000 ein.',
    fr: 'Saisissez un montant de 10 000 000 au maximum.',
    pt: 'Introduza um valor de, no máximo, 10 000 000.',
    'zh-TW': '請輸入不超過 10,000,000 的金額。',
  },
  'Not a valid id.': {
    de: 'Keine gültige ID.',
    fr: 'Identifiant non valide.',
    pt: 'ID inválido.',
    'zh-TW': '無效的編號。',
  },
  'This record has no version. Reload it and try again.': {
    de: 'Dieser Datensatz hat keine Version. Laden Sie ihn neu und versuchen Sie es erneut.',
    fr: "Cet enregistrement n'a pas de version. Rechargez-le et réessayez.",
    pt: 'Este registo não tem versão. Volte a carregá-lo e tente novamente.',
    'zh-TW': '此筆資料缺少版本資訊，請重新載入後再試一次。',
  },
  'Choose a valid record.': {
    de: 'Wählen Sie einen gültigen Datensatz.',
    fr: 'Choisissez un enregistrement valide.',
    pt: 'Escolha um registo válido.',
    'zh-TW': '請選擇有效的資料。',
  },
  'Enter a valid date.': {
    de: 'Geben Sie ein gültiges Datum ein.',
    fr: 'Saisissez une date valide.',
    pt: 'Introduza uma data válida.',
    'zh-TW': '請輸入有效的日期。',
  },
};
