import type { ListResult } from '@cloudfit/shared/api/list-query';
import { apiClient } from '@cloudfit/shared/http/api-client';
import type { MemberListItem, MemberListQuery } from '@cloudfit/shared/schemas/member.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type MemberListParams = Partial<MemberListQuery>;

export function getMembers(params: MemberListParams, signal?: AbortSignal) {
  return apiClient.get<ListResult<MemberListItem>>('members', { searchParams: params, signal });
}

/** The member list page; the previous page stays on screen while the next one loads. */
export function useMembers(params: MemberListParams) {
  return useQuery({
    queryKey: ['members', 'list', params],
    queryFn: ({ signal }) => getMembers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV of the same search, filters and sort as the list. */
export async function downloadMembersCsv(params: MemberListParams): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = params;
  const response = await apiClient.request('get', 'members/export.csv', { searchParams: filters });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `members-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
