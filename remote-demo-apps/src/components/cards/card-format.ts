import { useTranslation } from '@cloudfit/shared/i18n/i18n';

export interface CardFormat {
  number(value: number): string;
  /** 92,600 as "92.6K" (or the language's short form). */
  compact(value: number): string;
  /** US dollars; cents only when there are some. */
  money(value: number): string;
  compactMoney(value: number): string;
  /** 57.6 as "57.6%". */
  percent(value: number): string;
}

/** The dashboards' and cards' figures, written the way the current language writes them. */
export function useCardFormat(): CardFormat {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const wholeMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const compactMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    number: (value) => number.format(value),
    compact: (value) => compact.format(value),
    money: (value) => (Number.isInteger(value) ? wholeMoney : money).format(value),
    compactMoney: (value) => compactMoney.format(value),
    percent: (value) => percent.format(value / 100),
  };
}
