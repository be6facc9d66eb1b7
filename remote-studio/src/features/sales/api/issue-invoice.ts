import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem, IssueInvoiceInput } from '@cloudfit/shared/schemas/invoice.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

/** Numbers and dates a draft, redeems its coupon and takes its products from stock. */
export function useIssueInvoice(successMessage: string) {
  return useApiMutation({
    mutate: ({ invoiceId, ...input }: IssueInvoiceInput & { invoiceId: number }) =>
      apiClient.post<InvoiceItem>(`invoices/${invoiceId}/issue`, input),
    successMessage,
    invalidate: [['invoices'], ['products'], ['coupons']],
  });
}
