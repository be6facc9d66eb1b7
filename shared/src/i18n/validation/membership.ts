import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/membership.schema.ts`, in every language but English. */
export const membershipMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a valid start date.': {
    de: 'Geben Sie ein gültiges Startdatum ein.',
    fr: 'Saisissez une date de début valide.',
    pt: 'Introduza uma data de início válida.',
    'zh-TW': '請輸入有效的開始日期。',
  },
  'Enter a start date between 2000 and 2099.': {
    de: 'Geben Sie ein Startdatum zwischen 2000 und 2099 ein.',
    fr: 'Saisissez une date de début comprise entre 2000 et 2099.',
    pt: 'Introduza uma data de início entre 2000 e 2099.',
    'zh-TW': '請輸入 2000 至 2099 年之間的開始日期。',
  },
  'Only a PT pack has a trainer.': {
    de: 'Nur ein PT-Paket hat einen Trainer.',
    fr: 'Seul un forfait coaching a un coach.',
    pt: 'Só um pacote de PT tem instrutor.',
    'zh-TW': '只有私人教練方案才有教練。',
  },
  'Choose an active trainer.': {
    de: 'Wählen Sie einen aktiven Trainer.',
    fr: 'Choisissez un coach actif.',
    pt: 'Escolha um instrutor ativo.',
    'zh-TW': '請選擇在職的教練。',
  },
  'Choose a trainer.': {
    de: 'Wählen Sie einen Trainer.',
    fr: 'Choisissez un coach.',
    pt: 'Escolha um treinador.',
    'zh-TW': '請選擇教練。',
  },
  'Enter a valid end date.': {
    de: 'Geben Sie ein gültiges Enddatum ein.',
    fr: 'Saisissez une date de fin valide.',
    pt: 'Introduza uma data de fim válida.',
    'zh-TW': '請輸入有效的結束日期。',
  },
  'Enter a valid first day of the freeze.': {
    de: 'Geben Sie einen gültigen ersten Tag der Pause ein.',
    fr: 'Saisissez un premier jour de suspension valide.',
    pt: 'Introduza um primeiro dia de congelamento válido.',
    'zh-TW': '請輸入有效的凍結首日。',
  },
  'Enter a valid last day of the freeze.': {
    de: 'Geben Sie einen gültigen letzten Tag der Pause ein.',
    fr: 'Saisissez un dernier jour de suspension valide.',
    pt: 'Introduza um último dia de congelamento válido.',
    'zh-TW': '請輸入有效的凍結末日。',
  },
  'Enter a reason for the freeze.': {
    de: 'Geben Sie einen Grund für die Pause an.',
    fr: 'Indiquez le motif de la suspension.',
    pt: 'Indique o motivo do congelamento.',
    'zh-TW': '請輸入凍結原因。',
  },
  'The freeze must end on or after the day it starts.': {
    de: 'Die Pause darf nicht vor ihrem ersten Tag enden.',
    fr: 'La suspension doit se terminer le jour de son début ou après.',
    pt: 'O congelamento tem de terminar no dia em que começa ou depois.',
    'zh-TW': '凍結末日不得早於凍結首日。',
  },
  'Enter a valid date to resume.': {
    de: 'Geben Sie ein gültiges Datum für die Wiederaufnahme ein.',
    fr: 'Saisissez une date de reprise valide.',
    pt: 'Introduza uma data de retoma válida.',
    'zh-TW': '請輸入有效的恢復日期。',
  },
  'Enter a number of days between 1 and 3650.': {
    de: 'Geben Sie eine Anzahl von Tagen zwischen 1 und 3650 ein.',
    fr: 'Saisissez un nombre de jours compris entre 1 et 3650.',
    pt: 'Introduza um número de dias entre 1 e 3650.',
    'zh-TW': '請輸入 1 至 3650 之間的天數。',
  },
  'Enter a reason for the cancellation.': {
    de: 'Geben Sie einen Grund für die Kündigung an.',
    fr: 'Indiquez le motif de la résiliation.',
    pt: 'Indique o motivo do cancelamento.',
    'zh-TW': '請輸入取消原因。',
  },
  'Enter a whole number of credits to add or remove.': {
    de: 'Geben Sie eine ganze Zahl von Einheiten ein, die hinzugefügt oder abgezogen werden.',
    fr: 'Saisissez un nombre entier de crédits à ajouter ou à retirer.',
    pt: 'Introduza um número inteiro de créditos a adicionar ou a retirar.',
    'zh-TW': '請輸入要增加或扣除的點數（整數）。',
  },
  'Enter a reason for the adjustment.': {
    de: 'Geben Sie einen Grund für die Korrektur an.',
    fr: "Indiquez le motif de l'ajustement.",
    pt: 'Indique o motivo do ajuste.',
    'zh-TW': '請輸入調整原因。',
  },
};
