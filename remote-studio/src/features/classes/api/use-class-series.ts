import { apiClient } from '@cloudfit/shared/http/api-client';
import type { ClassSeriesItem } from '@cloudfit/shared/schemas/class.schema';
import { useQuery } from '@tanstack/react-query';

/** `GET /class-series/:id`: the weekly pattern an occurrence came from. */
export function useClassSeries(id: number | null) {
  return useQuery({
    queryKey: ['class-series', id],
    queryFn: ({ signal }) => apiClient.get<ClassSeriesItem>(`class-series/${id}`, { signal }),
    enabled: id !== null,
  });
}
