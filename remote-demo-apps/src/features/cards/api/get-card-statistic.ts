import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CardStatistic, CardStatisticName } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /card/card-statistics/{name}`: one figure and its series. */
export function useCardStatistic(name: CardStatisticName) {
  return useQuery({
    queryKey: ['demo', 'card-statistics', name],
    queryFn: ({ signal }) => apiClient.get<CardStatistic>(`card/card-statistics/${name}`, { signal }),
  });
}
