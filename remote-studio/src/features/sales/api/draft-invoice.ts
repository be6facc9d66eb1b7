import { apiClient } from '@cloudfit/shared/http/api-client';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** Deletes a draft (never issued, so nothing else changes); an issued invoice is voided instead. */
export function useDeleteDraft(successMessage: string, onDeleted: () => void) {
  return useApiMutation({
    mutate: (invoiceId: number) => apiClient.delete<void>(`invoices/${invoiceId}`),
    successMessage,
    invalidate: [['invoices'], ['coupons']],
    onSuccess: onDeleted,
  });
}
