import type { Locale } from '@cloudfit/shared/constants';

export interface PtConfirmationFacts {
  memberName: string;
  trainerName: string;
  /** When the session started, in the center's time zone. */
  startsAt: Date;
  timeZone: string;
  sessionsLeft: number;
}

const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  pt: 'pt-PT',
  'zh-TW': 'zh-TW',
};

const TEMPLATES: Record<Locale, (facts: PtConfirmationFacts, when: string) => string> = {
  en: (f, when) =>
    `I, ${f.memberName}, confirm that I attended a personal training session with ${f.trainerName} on ${when}. One session has been used from my personal training package; ${f.sessionsLeft} remain.`,
  de: (f, when) =>
    `Ich, ${f.memberName}, bestätige, dass ich am ${when} eine Personal-Training-Einheit mit ${f.trainerName} wahrgenommen habe. Eine Einheit wurde von meinem Personal-Training-Paket abgebucht; ${f.sessionsLeft} verbleiben.`,
  fr: (f, when) =>
    `Je soussigné(e), ${f.memberName}, confirme avoir suivi une séance de coaching personnel avec ${f.trainerName} le ${when}. Une séance a été décomptée de mon forfait ; il en reste ${f.sessionsLeft}.`,
  pt: (f, when) =>
    `Eu, ${f.memberName}, confirmo que participei numa sessão de treino personalizado com ${f.trainerName} em ${when}. Foi utilizada uma sessão do meu pacote; restam ${f.sessionsLeft}.`,
  'zh-TW': (f, when) =>
    `本人 ${f.memberName} 確認已於 ${when} 與教練 ${f.trainerName} 完成一堂私人教練課程。已從本人的私人教練方案扣除一堂，尚餘 ${f.sessionsLeft} 堂。`,
};

/** The exact text the member signs after a PT session, in their language. */
export function ptConfirmationText(locale: Locale, facts: PtConfirmationFacts): string {
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: facts.timeZone,
  }).format(facts.startsAt);
  return TEMPLATES[locale](facts, when);
}
