import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/coupon.schema.ts`, in every language but English. */
export const couponMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a limit of at least 1, or leave it empty for no limit.': {
    de: 'Geben Sie ein Limit von mindestens 1 ein oder lassen Sie das Feld für unbegrenzt leer.',
    fr: "Saisissez une limite d'au moins 1, ou laissez le champ vide pour ne fixer aucune limite.",
    pt: 'Introduza um limite de pelo menos 1 ou deixe em branco para não haver limite.',
    'zh-TW': '請輸入至少為 1 的上限，或留空表示不限。',
  },
  'Enter a coupon code.': {
    de: 'Geben Sie einen Gutscheincode ein.',
    fr: 'Saisissez un code de coupon.',
    pt: 'Introduza um código de cupão.',
    'zh-TW': '請輸入優惠碼。',
  },
  'Enter a code of 3 to 40 letters, digits, - or _.': {
    de: 'Geben Sie einen Code aus 3 bis 40 Buchstaben, Ziffern, - oder _ ein.',
    fr: 'Saisissez un code de 3 à 40 lettres, chiffres, - ou _.',
    pt: 'Introduza um código de 3 a 40 letras, algarismos, - ou _.',
    'zh-TW': '請輸入 3 至 40 個字元的代碼，僅限英文字母、數字、- 或 _。',
  },
  'Keep the description under 200 characters.': {
    de: 'Die Beschreibung muss kürzer als 200 Zeichen sein.',
    fr: 'La description doit compter moins de 200 caractères.',
    pt: 'A descrição deve ter menos de 200 caracteres.',
    'zh-TW': '說明須少於 200 個字元。',
  },
  'Choose percent or fixed amount.': {
    de: 'Wählen Sie Prozent oder Festbetrag.',
    fr: 'Choisissez un pourcentage ou un montant fixe.',
    pt: 'Escolha percentagem ou valor fixo.',
    'zh-TW': '請選擇百分比或固定金額。',
  },
  'Enter the discount.': {
    de: 'Geben Sie den Rabatt ein.',
    fr: 'Saisissez la remise.',
    pt: 'Introduza o desconto.',
    'zh-TW': '請輸入折扣。',
  },
  'Choose what the coupon applies to.': {
    de: 'Wählen Sie, wofür der Gutschein gilt.',
    fr: "Choisissez à quoi s'applique le coupon.",
    pt: 'Escolha a que se aplica o cupão.',
    'zh-TW': '請選擇優惠券適用的項目。',
  },
  'Enter a valid first day.': {
    de: 'Geben Sie einen gültigen ersten Tag ein.',
    fr: 'Saisissez un premier jour valide.',
    pt: 'Introduza um primeiro dia válido.',
    'zh-TW': '請輸入有效的起始日。',
  },
  'Enter a valid last day.': {
    de: 'Geben Sie einen gültigen letzten Tag ein.',
    fr: 'Saisissez un dernier jour valide.',
    pt: 'Introduza um último dia válido.',
    'zh-TW': '請輸入有效的最後一天。',
  },
  'Enter a minimum amount of 0 or more.': {
    de: 'Geben Sie einen Mindestbetrag von 0 oder mehr ein.',
    fr: 'Saisissez un montant minimum de 0 ou plus.',
    pt: 'Introduza um valor mínimo de 0 ou mais.',
    'zh-TW': '請輸入 0 或以上的最低金額。',
  },
  'Choose whether the coupon can be used.': {
    de: 'Legen Sie fest, ob der Gutschein eingelöst werden kann.',
    fr: 'Indiquez si le coupon peut être utilisé.',
    pt: 'Indique se o cupão pode ser utilizado.',
    'zh-TW': '請選擇優惠券是否可使用。',
  },
  'Enter a percentage between 1 and 100.': {
    de: 'Geben Sie einen Prozentsatz zwischen 1 und 100 ein.',
    fr: 'Saisissez un pourcentage compris entre 1 et 100.',
    pt: 'Introduza uma percentagem entre 1 e 100.',
    'zh-TW': '請輸入 1 至 100 之間的百分比。',
  },
  'The last day must be on or after the first day.': {
    de: 'Der letzte Tag darf nicht vor dem ersten Tag liegen.',
    fr: 'Le dernier jour doit être identique ou postérieur au premier.',
    pt: 'O último dia tem de ser igual ou posterior ao primeiro.',
    'zh-TW': '最後一天不得早於起始日。',
  },
  'The limit per member cannot be more than the total limit.': {
    de: 'Das Limit pro Mitglied darf nicht höher als das Gesamtlimit sein.',
    fr: 'La limite par membre ne peut pas dépasser la limite totale.',
    pt: 'O limite por membro não pode ser superior ao limite total.',
    'zh-TW': '每位會員的上限不得超過總上限。',
  },
  'Enter a valid coupon code.': {
    de: 'Geben Sie einen gültigen Gutscheincode ein.',
    fr: 'Saisissez un code de coupon valide.',
    pt: 'Introduza um código de cupão válido.',
    'zh-TW': '請輸入有效的優惠碼。',
  },
  'Choose a line type.': {
    de: 'Wählen Sie eine Positionsart.',
    fr: 'Choisissez un type de ligne.',
    pt: 'Escolha um tipo de linha.',
    'zh-TW': '請選擇項目類型。',
  },
  'Enter an amount of 0 or more.': {
    de: 'Geben Sie einen Betrag von 0 oder mehr ein.',
    fr: 'Saisissez un montant de 0 ou plus.',
    pt: 'Introduza um valor de 0 ou mais.',
    'zh-TW': '請輸入 0 或以上的金額。',
  },
  'Add at least one line.': {
    de: 'Fügen Sie mindestens eine Position hinzu.',
    fr: 'Ajoutez au moins une ligne.',
    pt: 'Adicione pelo menos uma linha.',
    'zh-TW': '請至少新增一個項目。',
  },
  'An invoice can have at most 100 lines.': {
    de: 'Eine Rechnung kann höchstens 100 Positionen haben.',
    fr: 'Une facture peut comporter au plus 100 lignes.',
    pt: 'Uma fatura pode ter no máximo 100 linhas.',
    'zh-TW': '一張發票最多只能有 100 個項目。',
  },
};
