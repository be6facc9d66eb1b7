import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MemberListEntry } from '@cloudfit/shared/schemas/member.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;
const SUGGESTION_COUNT = 5;

/** The first members matching what is typed in the navbar search, debounced; none for a user who may not read members. */
export function useMemberSuggestions(text: string) {
  const canRead = useAppStore((s) => s.ability.can('read', 'Member'));
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = canRead && q.length >= MIN_QUERY_LENGTH;
  const query = useQuery({
    queryKey: ['members', 'navbar-search', q],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<MemberListEntry>>('members', {
        searchParams: { q, perPage: SUGGESTION_COUNT },
        signal,
      }),
    select: (result) => result.items,
    enabled,
    placeholderData: keepPreviousData,
  });
  return { members: enabled ? (query.data ?? []) : [], loading: enabled && query.isFetching };
}
