import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { useQuery } from '@tanstack/react-query';

/** One invoice with its lines, payments and refunds. */
export function useInvoice(invoiceId: number | null) {
  return useQuery({
    queryKey: ['invoices', invoiceId],
    queryFn: ({ signal }) => apiClient.get<InvoiceItem>(`invoices/${invoiceId}`, { signal }),
    enabled: invoiceId !== null,
  });
}
