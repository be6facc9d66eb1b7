import { apiClient } from '@cloudfit/shared/http/api-client';
import type { FaqResponse } from '@cloudfit/shared/schemas/demo/pages-content.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** `GET /faq/data?q`: the topics with a question or answer matching `q`. */
export function useFaq(q: string) {
  return useQuery({
    queryKey: ['demo', 'faq', q],
    queryFn: ({ signal }) => apiClient.get<FaqResponse>('faq/data', { searchParams: { q }, signal }),
    select: (data) => data.topics,
    // The previous answers stay on screen while the next search runs, so typing does not flicker.
    placeholderData: keepPreviousData,
  });
}
