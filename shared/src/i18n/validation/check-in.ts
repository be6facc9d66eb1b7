import type { TranslatedLocale } from '../bundles';

/** The validation messages of the door: `schemas/check-in.schema.ts`, `schemas/offline-check-in.schema.ts` and the server's check-in refusals, in every language but English. */
export const checkInMessages: Record<string, Record<TranslatedLocale, string>> = {
  // Check-in
  'Enter a member number.': {
    de: 'Geben Sie eine Mitgliedsnummer ein.',
    fr: 'Saisissez un numéro de membre.',
    pt: 'Introduza um número de membro.',
    'zh-TW': '請輸入會員編號。',
  },
  'Choose a branch.': {
    de: 'Wählen Sie eine Filiale.',
    fr: 'Choisissez un site.',
    pt: 'Escolha uma unidade.',
    'zh-TW': '請選擇分店。',
  },
  'Scan a member card or choose a member.': {
    de: 'Scannen Sie eine Mitgliedskarte oder wählen Sie ein Mitglied.',
    fr: 'Scannez une carte de membre ou choisissez un membre.',
    pt: 'Leia um cartão de membro ou escolha um membro.',
    'zh-TW': '請掃描會員卡或選擇會員。',
  },
  'Keep the device name under 120 characters.': {
    de: 'Der Gerätename muss kürzer als 120 Zeichen sein.',
    fr: "Le nom de l'appareil doit compter moins de 120 caractères.",
    pt: 'O nome do dispositivo deve ter menos de 120 caracteres.',
    'zh-TW': '裝置名稱須少於 120 個字元。',
  },
  'Enter why you are letting the member in.': {
    de: 'Geben Sie an, warum Sie das Mitglied einlassen.',
    fr: 'Indiquez pourquoi vous laissez entrer le membre.',
    pt: 'Indique porque está a deixar o membro entrar.',
    'zh-TW': '請說明讓會員入場的原因。',
  },
  'Keep the note under 200 characters.': {
    de: 'Die Notiz muss kürzer als 200 Zeichen sein.',
    fr: 'La note doit compter moins de 200 caractères.',
    pt: 'A nota deve ter menos de 200 caracteres.',
    'zh-TW': '備註須少於 200 個字元。',
  },

  // Server: check-in refusals
  'The member has no membership: sell one instead.': {
    de: 'Das Mitglied hat keine Mitgliedschaft: Verkaufen Sie stattdessen eine.',
    fr: "Le membre n'a pas d'abonnement : vendez-lui-en un.",
    pt: 'O membro não tem plano: venda-lhe um.',
    'zh-TW': '此會員沒有會籍，請改為銷售會籍。',
  },
  "The member's membership has not started yet.": {
    de: 'Die Mitgliedschaft des Mitglieds hat noch nicht begonnen.',
    fr: "L'abonnement du membre n'a pas encore commencé.",
    pt: 'O plano do membro ainda não começou.',
    'zh-TW': '此會員的會籍尚未開始。',
  },
  "The member's membership has expired.": {
    de: 'Die Mitgliedschaft des Mitglieds ist abgelaufen.',
    fr: "L'abonnement du membre a expiré.",
    pt: 'O plano do membro expirou.',
    'zh-TW': '此會員的會籍已到期。',
  },
  "The member's membership is frozen: unfreeze it instead.": {
    de: 'Die Mitgliedschaft des Mitglieds ist pausiert: Beenden Sie stattdessen die Pause.',
    fr: "L'abonnement du membre est suspendu : levez plutôt la suspension.",
    pt: 'O plano do membro está congelado: descongele-o em vez disso.',
    'zh-TW': '此會員的會籍凍結中，請改為解除凍結。',
  },
  'The member has no credits left.': {
    de: 'Das Mitglied hat keine Einheiten mehr.',
    fr: "Le membre n'a plus de crédits.",
    pt: 'O membro já não tem créditos.',
    'zh-TW': '此會員已沒有剩餘點數。',
  },
  'The member owes money.': {
    de: 'Das Mitglied hat offene Zahlungen.',
    fr: 'Le membre a des impayés.',
    pt: 'O membro tem pagamentos em falta.',
    'zh-TW': '此會員有未付款項。',
  },
  'The member has not signed the waiver.': {
    de: 'Das Mitglied hat den Haftungsausschluss nicht unterschrieben.',
    fr: "Le membre n'a pas signé la décharge.",
    pt: 'O membro não assinou o termo de responsabilidade.',
    'zh-TW': '此會員尚未簽署免責聲明。',
  },
  'Only a manager can override this refusal.': {
    de: 'Nur die Studioleitung kann diese Ablehnung übergehen.',
    fr: 'Seul un responsable peut passer outre ce refus.',
    pt: 'Só um gestor pode ignorar esta recusa.',
    'zh-TW': '只有主管可以強制放行。',
  },
};
