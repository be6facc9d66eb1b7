import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/settings.schema.ts`, in every language but English. */
export const settingsMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter the studio name.': {
    de: 'Geben Sie den Namen des Studios ein.',
    fr: 'Saisissez le nom du studio.',
    pt: 'Introduza o nome do estúdio.',
    'zh-TW': '請輸入場館名稱。',
  },
  'Keep the studio name under 120 characters.': {
    de: 'Der Name des Studios muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom du studio doit compter moins de 120 caractères.',
    pt: 'O nome do estúdio deve ter menos de 120 caracteres.',
    'zh-TW': '場館名稱須少於 120 個字元。',
  },
  'Enter a tax rate between 0 and 100%.': {
    de: 'Geben Sie einen Steuersatz zwischen 0 und 100 % ein.',
    fr: 'Saisissez un taux de taxe compris entre 0 et 100 %.',
    pt: 'Introduza uma taxa de imposto entre 0 e 100%.',
    'zh-TW': '請輸入 0% 至 100% 之間的稅率。',
  },
  'Enter an invoice prefix of 1 to 10 capital letters, digits or -.': {
    de: 'Geben Sie ein Rechnungspräfix aus 1 bis 10 Großbuchstaben, Ziffern oder - ein.',
    fr: 'Saisissez un préfixe de facture de 1 à 10 lettres majuscules, chiffres ou -.',
    pt: 'Introduza um prefixo de fatura de 1 a 10 letras maiúsculas, algarismos ou -.',
    'zh-TW': '請輸入 1 至 10 個字元的發票前綴，僅限大寫英文字母、數字或 -。',
  },
  'Enter a booking window between 1 and 365 days.': {
    de: 'Geben Sie ein Buchungsfenster zwischen 1 und 365 Tagen ein.',
    fr: 'Saisissez une période de réservation comprise entre 1 et 365 jours.',
    pt: 'Introduza um período de reserva entre 1 e 365 dias.',
    'zh-TW': '請輸入 1 至 365 天之間的開放預約天數。',
  },
  'Enter a cancellation cutoff between 0 and 168 hours.': {
    de: 'Geben Sie eine Stornofrist zwischen 0 und 168 Stunden ein.',
    fr: "Saisissez un délai d'annulation compris entre 0 et 168 heures.",
    pt: 'Introduza um prazo de cancelamento entre 0 e 168 horas.',
    'zh-TW': '請輸入 0 至 168 小時之間的取消期限。',
  },
  'Choose whether a late cancellation uses the credit.': {
    de: 'Legen Sie fest, ob eine verspätete Absage die Einheit verbraucht.',
    fr: 'Indiquez si une annulation tardive consomme le crédit.',
    pt: 'Indique se um cancelamento tardio gasta o crédito.',
    'zh-TW': '請選擇逾時取消是否扣除點數。',
  },
  'Choose a no-show policy.': {
    de: 'Wählen Sie eine Regel für Nichterscheinen.',
    fr: "Choisissez une règle en cas d'absence.",
    pt: 'Escolha uma política para faltas.',
    'zh-TW': '請選擇未到的處理規則。',
  },
  'Enter a fee of 0 or more.': {
    de: 'Geben Sie eine Gebühr von 0 oder mehr ein.',
    fr: 'Saisissez des frais de 0 ou plus.',
    pt: 'Introduza uma taxa de 0 ou mais.',
    'zh-TW': '請輸入 0 或以上的費用。',
  },
  'Choose whether the waitlist moves up by itself.': {
    de: 'Legen Sie fest, ob die Warteliste automatisch nachrückt.',
    fr: "Indiquez si la liste d'attente avance automatiquement.",
    pt: 'Indique se a lista de espera avança automaticamente.',
    'zh-TW': '請選擇候補名單是否自動遞補。',
  },
  'Choose whether to check the member in again.': {
    de: 'Wählen Sie, ob das Mitglied erneut eingecheckt werden soll.',
    fr: 'Choisissez s’il faut enregistrer à nouveau l’entrée du membre.',
    pt: 'Escolha se deve fazer novo check-in do membro.',
    'zh-TW': '請選擇是否再次為會員報到。',
  },
  'Choose whether a signed waiver is required.': {
    de: 'Legen Sie fest, ob ein unterschriebener Haftungsausschluss erforderlich ist.',
    fr: 'Indiquez si une décharge signée est obligatoire.',
    pt: 'Indique se é obrigatório um termo de responsabilidade assinado.',
    'zh-TW': '請選擇是否必須簽署免責聲明。',
  },
  'Choose whether people may register themselves.': {
    de: 'Legen Sie fest, ob sich Personen selbst registrieren dürfen.',
    fr: "Indiquez si les personnes peuvent s'inscrire elles-mêmes.",
    pt: 'Indique se as pessoas se podem registar sozinhas.',
    'zh-TW': '請選擇是否允許自行註冊。',
  },
  'Choose a language.': {
    de: 'Wählen Sie eine Sprache.',
    fr: 'Choisissez une langue.',
    pt: 'Escolha um idioma.',
    'zh-TW': '請選擇語言。',
  },
  'Enter the fee charged for a no-show.': {
    de: 'Geben Sie die Gebühr für Nichterscheinen ein.',
    fr: "Saisissez les frais facturés en cas d'absence.",
    pt: 'Introduza a taxa cobrada por falta.',
    'zh-TW': '請輸入未到時收取的費用。',
  },
};
