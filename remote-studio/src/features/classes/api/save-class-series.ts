import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  ClassSeriesItem,
  CreateClassSeriesInput,
  UpdateClassSeriesInput,
} from '@cloudfit/shared/schemas/class.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface SeriesSaveResult {
  series: ClassSeriesItem;
}

/**
 * `POST /class-series` generates every occurrence; `PUT /class-series/:id` is "this and all future":
 * the occurrences from `applyFrom` on that were not edited one by one follow the new pattern.
 */
export function useSaveClassSeries(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateClassSeriesInput | UpdateClassSeriesInput) => {
      const saved =
        id === null
          ? await apiClient.post<SeriesSaveResult>('class-series', input)
          : await apiClient.put<SeriesSaveResult>(`class-series/${id}`, input);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['class-series'] }),
      ]);
      return saved;
    },
    [queryClient, id],
  );
}
