import type { Locale } from '../constants';

/**
 * One word per concept in each language, and one variant of the language (European Portuguese:
 * the studio's Portuguese texts were written for Portugal). A text breaks the glossary when it
 * uses a word the glossary turned down.
 */
export interface GlossaryRule {
  locale: Locale;
  /** The word to use. */
  term: string;
  /** The words turned down for it. */
  refused: RegExp;
  /** Only texts whose English names this concept; every text when absent. */
  concept?: RegExp;
  /** Not texts whose English also names this other concept, which owns the refused word. */
  unless?: RegExp;
}

const BRANCH = /\bbranch(es)?\b/i;
// Freezing a membership and ending the freeze: one verb in each language, as on the member's buttons.
const FREEZE = /freez|frozen/i;
// The roster's button for a member who came to the class.
const ATTENDED = /\battended\b/i;
const ROOM = /\brooms?\b/i;
// A member who booked and did not come: the roster's button.
const NO_SHOW = /\bno[- ]shows?\b/i;
// The payment methods' names (payment-method-labels.ts), wherever a text is only that name.
const CASH = /^cash$/i;
const CARD = /^card$/i;
const BANK_TRANSFER = /^bank transfer$/i;
const OTHER = /^other$/i;
// A payment reversed because it was recorded by mistake: the reversal dialog's words.
const RECORDED_BY_MISTAKE = /recorded by mistake/i;
// What is still owed on an invoice: the dialog's field and its totals use one word.
const BALANCE = /\bbalance\b/i;

export const GLOSSARY: readonly GlossaryRule[] = [
  { locale: 'pt', term: 'utilizador', refused: /\busuári/i },
  { locale: 'pt', term: 'aplicação', refused: /\baplicativ/i },
  { locale: 'pt', term: 'cupão, cupões', refused: /\bcupo(m|ns)\b/i },
  { locale: 'pt', term: 'ecrã', refused: /\btelas?\b/i },
  { locale: 'pt', term: 'guardar', refused: /\bsalv(ar|o|a|os|as|ou|e)\b/i },
  { locale: 'pt', term: 'registo', refused: /\b(registros?|cadastr\w*)\b/i },
  { locale: 'pt', term: 'contacto', refused: /\bcontatos?\b/i },
  { locale: 'pt', term: 'equipa', refused: /\bequipes?\b/i },
  { locale: 'pt', term: 'telemóvel', refused: /\bcelular/i },
  { locale: 'pt', term: 'receção', refused: /\brecepção/i },
  { locale: 'pt', term: 'unidade', concept: BRANCH, refused: /\b(filia(l|is)|sucursa\w*)\b/i },
  {
    locale: 'fr',
    term: 'site',
    concept: BRANCH,
    unless: ROOM,
    refused: /\b(salles?|succursales?|clubs?|centres?)\b/i,
  },
  { locale: 'fr', term: 'site', concept: BRANCH, refused: /\b(succursales?|clubs?)\b/i },
  { locale: 'de', term: 'Filiale', concept: BRANCH, refused: /(Standort|Zweigstelle|Niederlassung)/ },
  { locale: 'zh-TW', term: '分店', concept: BRANCH, refused: /分館|場館/ },
  { locale: 'zh-TW', term: '管理員', refused: /管理者/ },
  { locale: 'zh-TW', term: '凍結, 解除凍結', concept: FREEZE, refused: /暫停|恢復會籍/ },
  { locale: 'de', term: 'pausieren, Pause', concept: FREEZE, refused: /einfrier|eingefroren|Pausierung/i },
  { locale: 'fr', term: 'suspendre, suspension, reprendre', concept: FREEZE, refused: /\b(dé)?g[eè]l/i },
  { locale: 'pt', term: 'congelar, congelamento', concept: FREEZE, refused: /suspens/i },
  { locale: 'zh-TW', term: '櫃檯', refused: /櫃台/ },
  { locale: 'zh-TW', term: '未到', concept: NO_SHOW, refused: /缺席/ },
  { locale: 'zh-TW', term: '誤登', concept: RECORDED_BY_MISTAKE, refused: /誤記/ },
  { locale: 'zh-TW', term: '未付餘額', concept: BALANCE, refused: /應付餘額/ },
  { locale: 'fr', term: 'Solde dû', concept: BALANCE, refused: /Reste dû/i },
  { locale: 'de', term: 'Teilgenommen', concept: ATTENDED, refused: /\bAnwesend\b/ },
  { locale: 'de', term: 'Einheit, Einheiten', refused: /Guthaben|\bCredits?\b/ },
  { locale: 'de', term: 'Bar', concept: CASH, refused: /^(?!Bar$)/ },
  { locale: 'de', term: 'Karte', concept: CARD, refused: /^(?!Karte$)/ },
  { locale: 'de', term: 'Überweisung', concept: BANK_TRANSFER, refused: /^(?!Überweisung$)/ },
  { locale: 'de', term: 'Sonstiges', concept: OTHER, refused: /^Sonstige$/ },
  { locale: 'fr', term: 'Espèces', concept: CASH, refused: /^(?!Espèces$)/ },
  { locale: 'fr', term: 'Virement', concept: BANK_TRANSFER, refused: /^(?!Virement$)/ },
  { locale: 'pt', term: 'Numerário', concept: CASH, refused: /^(?!Numerário$)/ },
  { locale: 'pt', term: 'Cartão', concept: CARD, refused: /^(?!Cartão$)/ },
  {
    locale: 'pt',
    term: 'Transferência bancária',
    concept: BANK_TRANSFER,
    refused: /^(?!Transferência bancária$)/,
  },
  { locale: 'zh-TW', term: '現金', concept: CASH, refused: /^(?!現金$)/ },
  { locale: 'zh-TW', term: '信用卡', concept: CARD, refused: /^(?!信用卡$)/ },
  { locale: 'zh-TW', term: '銀行轉帳', concept: BANK_TRANSFER, refused: /^(?!銀行轉帳$)/ },
];
