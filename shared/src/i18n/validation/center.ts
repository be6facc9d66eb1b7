import type { TranslatedLocale } from '../bundles';

/** The validation messages of branches: `schemas/center.schema.ts`, and the server's answers on closing a branch and moving its classes, in every language but English. */
export const centerMessages: Record<string, Record<TranslatedLocale, string>> = {
  // Branches
  'Enter a branch name.': {
    de: 'Geben Sie einen Namen für die Filiale ein.',
    fr: 'Saisissez le nom du site.',
    pt: 'Introduza o nome da unidade.',
    'zh-TW': '請輸入分店名稱。',
  },
  'Keep the branch name under 120 characters.': {
    de: 'Der Name der Filiale muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom du site doit compter moins de 120 caractères.',
    pt: 'O nome da unidade deve ter menos de 120 caracteres.',
    'zh-TW': '分店名稱須少於 120 個字元。',
  },
  'Enter a code of 2 to 10 capital letters or digits.': {
    de: 'Geben Sie einen Code aus 2 bis 10 Großbuchstaben oder Ziffern ein.',
    fr: 'Saisissez un code de 2 à 10 lettres majuscules ou chiffres.',
    pt: 'Introduza um código de 2 a 10 letras maiúsculas ou algarismos.',
    'zh-TW': '請輸入由 2 至 10 個大寫英文字母或數字組成的代碼。',
  },
  'Enter the address.': {
    de: 'Geben Sie die Adresse ein.',
    fr: "Saisissez l'adresse.",
    pt: 'Introduza a morada.',
    'zh-TW': '請輸入地址。',
  },
  'Keep the address under 200 characters.': {
    de: 'Die Adresse muss kürzer als 200 Zeichen sein.',
    fr: "L'adresse doit compter moins de 200 caractères.",
    pt: 'A morada deve ter menos de 200 caracteres.',
    'zh-TW': '地址須少於 200 個字元。',
  },
  'Enter a phone number.': {
    de: 'Geben Sie eine Telefonnummer ein.',
    fr: 'Saisissez un numéro de téléphone.',
    pt: 'Introduza um número de telefone.',
    'zh-TW': '請輸入電話號碼。',
  },
  'Enter a phone number: digits, with spaces, +, -, dots or brackets if you like.': {
    de: 'Geben Sie eine Telefonnummer ein: Ziffern, nach Wunsch mit Leerzeichen, +, -, Punkten oder Klammern.',
    fr: 'Saisissez un numéro de téléphone : des chiffres, avec espaces, +, -, points ou parenthèses si vous le souhaitez.',
    pt: 'Introduza um número de telefone: algarismos, com espaços, +, -, pontos ou parênteses, se quiser.',
    'zh-TW': '請輸入電話號碼：數字，可加空格、+、-、句點或括號。',
  },
  'Keep the phone number under 40 characters.': {
    de: 'Die Telefonnummer muss kürzer als 40 Zeichen sein.',
    fr: 'Le numéro de téléphone doit compter moins de 40 caractères.',
    pt: 'O número de telefone deve ter menos de 40 caracteres.',
    'zh-TW': '電話號碼須少於 40 個字元。',
  },
  'Choose a time zone.': {
    de: 'Wählen Sie eine Zeitzone.',
    fr: 'Choisissez un fuseau horaire.',
    pt: 'Escolha um fuso horário.',
    'zh-TW': '請選擇時區。',
  },
  'The closing time must be after the opening time.': {
    de: 'Die Schließzeit muss nach der Öffnungszeit liegen.',
    fr: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
    pt: 'O horário de fechamento deve ser depois do de abertura.',
    'zh-TW': '打烊時間必須晚於開門時間。',
  },
  'Opening and closing at the same time: for a day open around the clock, choose 00:00 to 24:00.': {
    de: 'Öffnung und Schließung zur selben Zeit: Für einen Tag rund um die Uhr wählen Sie 00:00 bis 24:00.',
    fr: 'Ouverture et fermeture à la même heure : pour un jour ouvert sans interruption, choisissez 00:00 à 24:00.',
    pt: 'Abertura e fecho à mesma hora: para um dia aberto sem interrupção, escolha 00:00 a 24:00.',
    'zh-TW': '開門與打烊時間相同：全天營業請選擇 00:00 至 24:00。',
  },
  'Give each day at most one set of hours.': {
    de: 'Geben Sie für jeden Tag höchstens einmal Öffnungszeiten an.',
    fr: 'Indiquez au plus un horaire par jour.',
    pt: 'Informe no máximo um horário por dia.',
    'zh-TW': '每天最多只能設定一組營業時間。',
  },
  'Choose a day.': {
    de: 'Wählen Sie einen Tag.',
    fr: 'Choisissez un jour.',
    pt: 'Escolha um dia.',
    'zh-TW': '請選擇星期。',
  },
  'Enter the opening hours.': {
    de: 'Geben Sie die Öffnungszeiten ein.',
    fr: 'Saisissez les horaires d’ouverture.',
    pt: 'Informe o horário de funcionamento.',
    'zh-TW': '請輸入營業時間。',
  },
  'Choose whether the branch is open.': {
    de: 'Legen Sie fest, ob die Filiale geöffnet ist.',
    fr: 'Indiquez si le site est ouvert.',
    pt: 'Indique se a unidade está aberta.',
    'zh-TW': '請選擇分店是否營業中。',
  },

  // Branches closing, and classes moved
  'Choose the branch the members move to.': {
    de: 'Wählen Sie die Filiale, in die die Mitglieder wechseln.',
    fr: 'Choisissez le site vers lequel les membres sont transférés.',
    pt: 'Escolha a unidade para onde os membros passam.',
    'zh-TW': '請選擇會員要移轉到的分店。',
  },
  'Choose the members to move.': {
    de: 'Wählen Sie die Mitglieder aus, die wechseln sollen.',
    fr: 'Choisissez les membres à transférer.',
    pt: 'Escolha os membros a mudar.',
    'zh-TW': '請選擇要移轉的會員。',
  },
  'Move at most 1,000 members at a time.': {
    de: 'Verlegen Sie höchstens 1.000 Mitglieder auf einmal.',
    fr: 'Transférez au plus 1 000 membres à la fois.',
    pt: 'Mude no máximo 1.000 membros de cada vez.',
    'zh-TW': '每次最多移轉 1,000 位會員。',
  },
  'Choose another open branch.': {
    de: 'Wählen Sie eine andere geöffnete Filiale.',
    fr: 'Choisissez un autre site ouvert.',
    pt: 'Escolha outra unidade aberta.',
    'zh-TW': '請選擇另一間營業中的分店。',
  },
  'Say whether to cancel the bookings the move drops.': {
    de: 'Geben Sie an, ob die Buchungen, die durch die Verlegung entfallen, storniert werden sollen.',
    fr: "Indiquez s'il faut annuler les réservations que le déplacement supprime.",
    pt: 'Indique se as reservas que a mudança elimina devem ser canceladas.',
    'zh-TW': '請說明是否取消因改期而失效的預約。',
  },
};
