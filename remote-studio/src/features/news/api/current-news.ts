import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { NewsItem } from '@cloudfit/shared/schemas/news.schema';
import { useQuery } from '@tanstack/react-query';

const PANEL_SIZE = 5;
const PANEL_REFRESH_MS = 5 * 60_000;

/** Published news that is current now, pinned first, for the branch staff work in (or every branch). */
export function useCurrentNews(centerId: number | undefined) {
  return useQuery({
    queryKey: ['news', 'current', centerId ?? null],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<NewsItem>>('news', {
        signal,
        searchParams: { current: true, sortBy: 'publishAt', sortDesc: true, perPage: PANEL_SIZE, centerId },
      }),
    refetchInterval: PANEL_REFRESH_MS,
  });
}
