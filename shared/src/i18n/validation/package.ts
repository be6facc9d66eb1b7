import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/package.schema.ts`, in every language but English. */
export const packageMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a three-letter currency code, such as EUR.': {
    de: 'Geben Sie einen dreistelligen Währungscode ein, z. B. EUR.',
    fr: 'Saisissez un code de devise à trois lettres, par exemple EUR.',
    pt: 'Introduza um código de moeda de três letras, por exemplo EUR.',
    'zh-TW': '請輸入三個字母的幣別代碼，例如 EUR。',
  },
  'Choose a package type.': {
    de: 'Wählen Sie eine Paketart.',
    fr: 'Choisissez un type de forfait.',
    pt: 'Escolha um tipo de pacote.',
    'zh-TW': '請選擇方案類型。',
  },
  'Enter a package name.': {
    de: 'Geben Sie einen Paketnamen ein.',
    fr: 'Saisissez le nom du forfait.',
    pt: 'Introduza o nome do pacote.',
    'zh-TW': '請輸入方案名稱。',
  },
  'Keep the package name under 120 characters.': {
    de: 'Der Paketname muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom du forfait doit compter moins de 120 caractères.',
    pt: 'O nome do pacote deve ter menos de 120 caracteres.',
    'zh-TW': '方案名稱須少於 120 個字元。',
  },
  'Enter a duration of at least 1.': {
    de: 'Geben Sie eine Laufzeit von mindestens 1 ein.',
    fr: "Saisissez une durée d'au moins 1.",
    pt: 'Introduza uma duração de pelo menos 1.',
    'zh-TW': '請輸入至少為 1 的期限。',
  },
  'Choose days or months.': {
    de: 'Wählen Sie Tage oder Monate.',
    fr: 'Choisissez jours ou mois.',
    pt: 'Escolha dias ou meses.',
    'zh-TW': '請選擇天或月。',
  },
  'Enter a number of sessions between 1 and 1000.': {
    de: 'Geben Sie eine Anzahl von Einheiten zwischen 1 und 1000 ein.',
    fr: 'Saisissez un nombre de séances compris entre 1 et 1000.',
    pt: 'Introduza um número de sessões entre 1 e 1000.',
    'zh-TW': '請輸入 1 至 1000 之間的堂數。',
  },
  'Choose whether the package is on sale.': {
    de: 'Legen Sie fest, ob das Paket verkauft wird.',
    fr: 'Indiquez si le forfait est en vente.',
    pt: 'Indique se o pacote está à venda.',
    'zh-TW': '請選擇方案是否販售中。',
  },
  'Enter a duration of at most 120 months or 3660 days.': {
    de: 'Geben Sie eine Laufzeit von höchstens 120 Monaten oder 3660 Tagen ein.',
    fr: "Saisissez une durée d'au plus 120 mois ou 3660 jours.",
    pt: 'Introduza uma duração de no máximo 120 meses ou 3660 dias.',
    'zh-TW': '期限最長為 120 個月或 3660 天。',
  },
  'A time-based package has unlimited classes: leave the sessions empty.': {
    de: 'Ein zeitbasiertes Paket umfasst unbegrenzt viele Kurse: Lassen Sie die Einheiten leer.',
    fr: 'Un forfait à durée donne accès à un nombre illimité de cours : laissez les séances vides.',
    pt: 'Um pacote por tempo tem aulas ilimitadas: deixe as sessões em branco.',
    'zh-TW': '期限制方案不限堂數，請將堂數留空。',
  },
};
