import { apiClient } from '@cloudfit/shared/http/api-client';
import type {
  CreateExpenditureInput,
  ExpenditureItem,
  UpdateExpenditureInput,
} from '@cloudfit/shared/schemas/expenditure.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** `POST /expenditures` or `PUT /expenditures/:id` with its version; the list and the totals refresh. */
export function useSaveExpenditure(id: number | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CreateExpenditureInput | UpdateExpenditureInput) => {
      const saved =
        id === null
          ? await apiClient.post<ExpenditureItem>('expenditures', input)
          : await apiClient.put<ExpenditureItem>(`expenditures/${id}`, input);
      await queryClient.invalidateQueries({ queryKey: ['expenditures'] });
      return saved;
    },
    [queryClient, id],
  );
}
