import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CardAnalytics, CardAnalyticsName } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /card/card-analytics/{name}`: each name has its own shape. */
export function useCardAnalytics<N extends CardAnalyticsName>(name: N) {
  return useQuery({
    queryKey: ['demo', 'card-analytics', name],
    queryFn: ({ signal }) => apiClient.get<CardAnalytics[N]>(`card/card-analytics/${name}`, { signal }),
  });
}
