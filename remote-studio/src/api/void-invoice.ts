import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem, VoidInvoiceInput } from '@cloudfit/shared/schemas/invoice.schema';

/** Voids an invoice with nothing paid on it. */
export function voidInvoice(invoiceId: number, input: VoidInvoiceInput): Promise<InvoiceItem> {
  return apiClient.post<InvoiceItem>(`invoices/${invoiceId}/void`, input);
}
