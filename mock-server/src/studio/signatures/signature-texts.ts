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

export interface WaiverFacts {
  memberName: string;
  studioName: string;
}

const WAIVER_TEMPLATES: Record<Locale, (facts: WaiverFacts) => string> = {
  en: (f) =>
    `I, ${f.memberName}, take part in training, classes and the use of the facilities of ${f.studioName} at my own risk. I confirm that I am in good health and will tell the staff of any condition that may affect my training. I will follow the instructions of the staff and the house rules. ${f.studioName} is not liable for injuries or losses unless they are caused by its negligence.`,
  de: (f) =>
    `Ich, ${f.memberName}, nehme auf eigene Gefahr am Training, an Kursen und an der Nutzung der Einrichtungen von ${f.studioName} teil. Ich bestätige, dass ich gesund bin, und informiere das Personal über jede Erkrankung, die mein Training beeinträchtigen kann. Ich befolge die Anweisungen des Personals und die Hausordnung. ${f.studioName} haftet nicht für Verletzungen oder Verluste, sofern sie nicht durch eigene Fahrlässigkeit verursacht wurden.`,
  fr: (f) =>
    `Je soussigné(e), ${f.memberName}, participe aux entraînements, aux cours et à l’utilisation des installations de ${f.studioName} à mes propres risques. Je confirme être en bonne santé et j’informerai le personnel de tout problème pouvant affecter mon entraînement. Je suivrai les consignes du personnel et le règlement intérieur. ${f.studioName} n’est pas responsable des blessures ou des pertes, sauf en cas de négligence de sa part.`,
  pt: (f) =>
    `Eu, ${f.memberName}, participo nos treinos, nas aulas e na utilização das instalações de ${f.studioName} por minha conta e risco. Confirmo que estou de boa saúde e informarei a equipa de qualquer condição que possa afetar o meu treino. Seguirei as instruções da equipa e o regulamento interno. ${f.studioName} não é responsável por lesões ou perdas, salvo se causadas por negligência sua.`,
  'zh-TW': (f) =>
    `本人 ${f.memberName} 自願參加 ${f.studioName} 的訓練、課程並使用其設施，並自負風險。本人確認身體健康，如有任何可能影響訓練的狀況將告知工作人員。本人將遵守工作人員的指示及館內規定。除因 ${f.studioName} 之過失所致者外，${f.studioName} 對受傷或損失不負責任。`,
};

/** The waiver a member signs before training, in their language. */
export function waiverText(locale: Locale, facts: WaiverFacts): string {
  return WAIVER_TEMPLATES[locale](facts);
}

/** The exact text the member signs after a PT session, in their language. */
export function ptConfirmationText(locale: Locale, facts: PtConfirmationFacts): string {
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: facts.timeZone,
  }).format(facts.startsAt);
  return TEMPLATES[locale](facts, when);
}
