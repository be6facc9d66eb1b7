import type { CheckInRefusalCode } from '../../api/domain-codes';
import type { Locale } from '../../constants';
import type { TranslatedLocale } from '../bundles';

/**
 * Why the door refuses a member, in every language: the one definition the `domain` namespace
 * (domain.i18n.ts: the desk, today's check-ins, the offline desk, any failed call) and the server's
 * refusal messages read.
 */
export const CHECK_IN_REFUSALS: Record<CheckInRefusalCode, Record<Locale, string>> = {
  no_membership: {
    en: 'The member has no membership: sell one instead.',
    de: 'Das Mitglied hat keine Mitgliedschaft: Verkaufen Sie stattdessen eine.',
    fr: "Le membre n'a pas d'abonnement : vendez-lui-en un.",
    pt: 'O membro não tem plano: venda-lhe um.',
    'zh-TW': '此會員沒有會籍，請改為銷售會籍。',
  },
  not_started: {
    en: "The member's membership has not started yet.",
    de: 'Die Mitgliedschaft des Mitglieds hat noch nicht begonnen.',
    fr: "L'abonnement du membre n'a pas encore commencé.",
    pt: 'O plano do membro ainda não começou.',
    'zh-TW': '此會員的會籍尚未開始。',
  },
  expired: {
    en: "The member's membership has expired.",
    de: 'Die Mitgliedschaft des Mitglieds ist abgelaufen.',
    fr: "L'abonnement du membre a expiré.",
    pt: 'O plano do membro expirou.',
    'zh-TW': '此會員的會籍已到期。',
  },
  frozen: {
    en: "The member's membership is frozen: unfreeze it instead.",
    de: 'Die Mitgliedschaft des Mitglieds ist pausiert: Beenden Sie stattdessen die Pause.',
    fr: "L'abonnement du membre est suspendu : levez plutôt la suspension.",
    pt: 'O plano do membro está congelado: descongele-o em vez disso.',
    'zh-TW': '此會員的會籍凍結中，請改為解除凍結。',
  },
  no_credits: {
    en: 'The member has no credits left.',
    de: 'Das Mitglied hat keine Einheiten mehr.',
    fr: "Le membre n'a plus de crédits.",
    pt: 'O membro já não tem créditos.',
    'zh-TW': '此會員已沒有剩餘點數。',
  },
  owes_money: {
    en: 'The member owes money.',
    de: 'Das Mitglied hat offene Zahlungen.',
    fr: 'Le membre a des impayés.',
    pt: 'O membro tem pagamentos em falta.',
    'zh-TW': '此會員有未付款項。',
  },
  unsigned_document: {
    en: 'The member has not signed the waiver.',
    de: 'Das Mitglied hat den Haftungsausschluss nicht unterschrieben.',
    fr: "Le membre n'a pas signé la décharge.",
    pt: 'O membro não assinou o termo de responsabilidade.',
    'zh-TW': '此會員尚未簽署免責聲明。',
  },
  outside_opening_hours: {
    en: 'The branch is closed now: check in during its opening hours.',
    de: 'Die Filiale ist jetzt geschlossen: Einchecken während der Öffnungszeiten.',
    fr: "Le site est fermé : enregistrez l'entrée pendant les heures d'ouverture.",
    pt: 'A unidade está fechada agora: faça o check-in durante o horário de funcionamento.',
    'zh-TW': '分店目前未營業：請於營業時間內報到。',
  },
  not_valid_at_center: {
    en: "The member's membership is not valid at this branch: sell one valid here instead.",
    de: 'Die Mitgliedschaft gilt nicht in dieser Filiale: Verkaufen Sie stattdessen eine, die hier gilt.',
    fr: "L'abonnement du membre n'est pas valable dans ce site : vendez-en plutôt un valable ici.",
    pt: 'A adesão do membro não é válida nesta unidade: venda antes uma válida aqui.',
    'zh-TW': '此會員的方案不適用於本分店：請改售本分店適用的方案。',
  },
};

/** Overriding a refusal, in every language: the door's override form, the schema and the server say these. */
export const OVERRIDE_SENTENCES = {
  managerOnly: {
    en: 'Only a manager can override this refusal.',
    de: 'Nur eine Leitung kann diese Ablehnung übersteuern.',
    fr: 'Seul un responsable peut lever ce refus.',
    pt: 'Só um gestor pode autorizar esta recusa.',
    'zh-TW': '只有主管可以放行此拒絕。',
  },
  noteRequired: {
    en: 'Enter why you are letting the member in.',
    de: 'Geben Sie an, warum Sie das Mitglied einlassen.',
    fr: 'Indiquez pourquoi vous laissez entrer le membre.',
    pt: 'Indique porque está a deixar o membro entrar.',
    'zh-TW': '請填寫讓會員入場的原因。',
  },
} satisfies Record<string, Record<Locale, string>>;

function byEnglish(texts: Record<Locale, string>): Record<string, Record<TranslatedLocale, string>> {
  const { en, ...translations } = texts;
  return { [en]: translations };
}

/**
 * The validation messages of the door: `schemas/check-in.schema.ts`, `schemas/offline-check-in.schema.ts`
 * and the override sentences, in every language but English. The refusals are translated by their code.
 */
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
  ...byEnglish(OVERRIDE_SENTENCES.noteRequired),
  ...byEnglish(OVERRIDE_SENTENCES.managerOnly),
  'Keep the note under 200 characters.': {
    de: 'Die Notiz muss kürzer als 200 Zeichen sein.',
    fr: 'La note doit compter moins de 200 caractères.',
    pt: 'A nota deve ter menos de 200 caracteres.',
    'zh-TW': '備註須少於 200 個字元。',
  },
};
