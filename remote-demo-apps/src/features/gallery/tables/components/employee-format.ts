import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { GoodTableRow, GoodTableStatus } from '@cloudfit/shared/schemas/demo/good-table.schema';
import { useMemo } from 'react';
import type { ThemeColor } from '../../components/use-readable-colors';

/** Each status's colour; a colour the current skin cannot show readably falls back to the default chip. */
export const STATUS_COLORS: Record<GoodTableStatus, ThemeColor> = {
  current: 'primary',
  professional: 'success',
  rejected: 'error',
  resigned: 'warning',
  applied: 'info',
};

/** Salaries and start dates in the user's language. */
export function useEmployeeFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      salary: (row: GoodTableRow) => money.format(row.salary),
      startDate: (row: GoodTableRow) => day.format(new Date(`${row.startDate}T00:00:00Z`)),
    };
  }, [language]);
}

export const initialsOf = (fullName: string) =>
  fullName
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
