import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

const SUGGESTION_COUNT = 8;
export const MIN_SEARCH_LENGTH = 2;

/** `GET /members?q=`: members whose name, phone, email or number match what the desk typed. */
export function memberSuggestionsQuery(search: string) {
  const q = search.trim();
  return queryOptions({
    queryKey: ['members', 'list', { q, perPage: SUGGESTION_COUNT }],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MemberListEntry>>('members', {
        searchParams: { q, perPage: SUGGESTION_COUNT },
        signal,
      }),
  });
}

export function useMemberSuggestions(search: string) {
  return useQuery({
    ...memberSuggestionsQuery(search),
    enabled: search.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    select: (result) => result.items,
  });
}
