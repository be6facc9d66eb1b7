import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';

/** A calendar range holds more than one page of a list: reads every page of it. */
export async function fetchAllPages<T>(
  resource: string,
  searchParams: Record<string, string | number | undefined>,
  signal: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const result = await apiClient.get<ListResult<T>>(resource, {
      searchParams: { ...searchParams, page, perPage: MAX_PAGE_SIZE, sortBy: 'startsAt' },
      signal,
    });
    items.push(...result.items);
    if (result.items.length < MAX_PAGE_SIZE || items.length >= result.total) return items;
  }
}
