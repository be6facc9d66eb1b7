import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem, UpdateInvoiceInput } from '@cloudfit/shared/schemas/invoice.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** Saves a draft's lines, member, coupon and discount again; with `issue` it is issued in the same save. */
export function updateDraft(invoiceId: number, input: UpdateInvoiceInput): Promise<InvoiceItem> {
  return apiClient.put<InvoiceItem>(`invoices/${invoiceId}`, input);
}

/** Deletes a draft (never issued, so nothing else changes); an issued invoice is voided instead. */
export function useDeleteDraft(successMessage: string, onDeleted: () => void) {
  return useApiMutation({
    mutate: (invoiceId: number) => apiClient.delete<void>(`invoices/${invoiceId}`),
    successMessage,
    invalidate: [['invoices'], ['coupons']],
    onSuccess: onDeleted,
  });
}
