import { useSearchParams } from '@cloudfit/shared/router/app-router';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCallback, useMemo } from 'react';

export const PERIODS = [
  'today',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'allTime',
  'custom',
] as const;
export type Period = (typeof PERIODS)[number];

/** The branch parameter's value for "every branch" (an absent parameter means the navbar's branch). */
export const ALL_BRANCHES = 'all';

const ISO_DAY_LENGTH = 10;

function shiftDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, ISO_DAY_LENGTH);
}

/** The days a preset covers, counted from `today` (weeks start on Monday); `allTime` has no bounds. */
export function periodRange(
  period: Exclude<Period, 'custom'>,
  today: string,
): { from?: string; to?: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: shiftDays(today, -weekday), to: today };
    }
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastMonthEnd = shiftDays(monthStart, -1);
      return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'allTime':
      return {};
  }
}

export interface ReportFilters {
  period: Period;
  from?: string;
  to?: string;
  /** `undefined`: every branch. */
  centerId?: number;
  /** The branch parameter as the select shows it: a branch id or ALL_BRANCHES. */
  branch: string;
  /** A custom range whose end is before its start: nothing is asked of the API. */
  invalid: boolean;
}

export interface ReportFilterState {
  filters: ReportFilters;
  /** `?from&to&centerId` for the API. */
  apiParams: Record<string, string | number>;
  /** A report-specific parameter in the address (table, page, sort). */
  param(key: string): string | null;
  /** Sets parameters in the address; `null` removes one. Changing a filter returns to page 1. */
  update(changes: Record<string, string | null>): void;
}

/** The report's filters live in the address, so a report is shared by its link. */
export function useReportFilters(periods: readonly Period[], defaultPeriod: Period): ReportFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useStudioFormat().today();
  const navbarCenterId = useAppStore((s) => s.currentCenter?.id);

  const filters = useMemo<ReportFilters>(() => {
    const asked = searchParams.get('period') as Period | null;
    const period = asked && periods.includes(asked) ? asked : defaultPeriod;
    const range =
      period === 'custom'
        ? {
            from: searchParams.get('from') || undefined,
            to: searchParams.get('to') || undefined,
          }
        : periodRange(period, today);
    const branch = searchParams.get('centerId') ?? (navbarCenterId ? String(navbarCenterId) : ALL_BRANCHES);
    const centerId = branch === ALL_BRANCHES ? undefined : Number(branch);
    const invalid = Boolean(range.from && range.to && range.to < range.from);
    return { period, ...range, branch, centerId: Number.isInteger(centerId) ? centerId : undefined, invalid };
  }, [searchParams, periods, defaultPeriod, today, navbarCenterId]);

  const apiParams = useMemo(() => {
    const params: Record<string, string | number> = {};
    if (filters.from) params.from = filters.from;
    if (filters.to) params.to = filters.to;
    if (filters.centerId !== undefined) params.centerId = filters.centerId;
    return params;
  }, [filters]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const param = useCallback((key: string) => searchParams.get(key), [searchParams]);
  return { filters, apiParams, param, update };
}
