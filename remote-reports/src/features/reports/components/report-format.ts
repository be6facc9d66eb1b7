import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ReportColumnKind } from '@cloudfit/shared/schemas/report.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useMemo } from 'react';

export type FigureValue = string | number | null | undefined;

export interface ReportFormat {
  /** A figure of the given kind as the user's locale writes it; percentages arrive as 0-100. */
  figure(kind: ReportColumnKind, value: FigureValue): string;
  /** A calendar day `YYYY-MM-DD` in the user's locale. */
  day(isoDay: string | null | undefined): string;
  /** A calendar month `YYYY-MM` in the user's locale ("Jan 2026", "2026年1月"). */
  month(isoMonth: string): string;
  dateTime(instant: string | null | undefined): string;
}

/** Figures of every report formatted one way: money in the studio's currency, days and numbers in the locale. */
export function useReportFormat(): ReportFormat {
  const format = useStudioFormat();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
    const monthFormat = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const month = (isoMonth: string) =>
      /^\d{4}-\d{2}$/.test(isoMonth) ? monthFormat.format(new Date(`${isoMonth}-01T00:00:00Z`)) : isoMonth;
    return {
      month,
      figure(kind, value) {
        if (value === null || value === undefined || value === '') return '';
        if (typeof value === 'string') {
          if (kind === 'date') return format.day(value);
          return kind === 'month' ? month(value) : value;
        }
        if (kind === 'money') return format.money(value);
        if (kind === 'percent') return percent.format(value / 100);
        return format.number(value);
      },
      day: format.day,
      dateTime: format.dateTime,
    };
  }, [format, i18n.language]);
}

/** Totals that are money or percentages, by name, across every report; the rest are counts. */
const MONEY_FIGURES = new Set([
  'payments',
  'refunds',
  'net',
  'balance',
  'value',
  'package',
  'product',
  'custom',
  'total',
  'amount',
  'discount',
  'revenue',
  'expenditure',
  'profit',
  'grossSales',
  'tax',
  'netRevenue',
  'reversed',
]);
const PERCENT_FIGURES = new Set(['utilization', 'retention']);

export function figureKind(key: string): ReportColumnKind {
  if (MONEY_FIGURES.has(key)) return 'money';
  if (PERCENT_FIGURES.has(key)) return 'percent';
  return 'count';
}
