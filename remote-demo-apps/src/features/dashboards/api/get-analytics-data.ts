import { apiClient } from '@cloudfit/shared/http/api-client';
import type { AnalyticsData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /analytics/data`: everything the analytics dashboard shows. */
export function useAnalyticsData() {
  return useQuery({
    queryKey: ['demo', 'analytics-data'],
    queryFn: ({ signal }) => apiClient.get<AnalyticsData>('analytics/data', { signal }),
  });
}
