import { apiClient } from '@cloudfit/shared/http/api-client';
import type { NewsItem } from '@cloudfit/shared/schemas/news.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** `DELETE /news/:id`: the item is gone from the list and the panel. */
export function useDeleteNews(options: { successMessage: string; onSuccess(): void }) {
  return useApiMutation({
    mutate: (item: NewsItem) => apiClient.delete<void>(`news/${item.id}`),
    successMessage: options.successMessage,
    invalidate: [['news']],
    onSuccess: options.onSuccess,
  });
}
