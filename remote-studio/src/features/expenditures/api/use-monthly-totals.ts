import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ExpenditureMonthlyTotals } from '@cloudfit/shared/schemas/expenditure.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface TotalsPeriod {
  from: string;
  to: string;
  centerId?: number;
}

/** `GET /expenditures/monthly-totals`; its key starts with `expenditures`, so a saved expense refreshes it. */
export function useMonthlyTotals(period: TotalsPeriod) {
  return useQuery({
    queryKey: ['expenditures', 'monthly-totals', period],
    queryFn: ({ signal }) =>
      apiClient.get<ExpenditureMonthlyTotals>('expenditures/monthly-totals', {
        searchParams: { ...period },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
