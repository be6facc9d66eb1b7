import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CreateNewsInput, NewsItem, UpdateNewsInput } from '@cloudfit/shared/schemas/news.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * `POST /news` for a new item, `PUT /news/:id` (with the version it was read at) for an existing
 * one; then every news query (the list and the panel) refreshes.
 */
export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateNewsInput | UpdateNewsInput) => {
      const saved =
        id === null
          ? await apiClient.post<NewsItem>('news', input)
          : await apiClient.put<NewsItem>(`news/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      return saved;
    },
    [queryClient, id],
  );
}
