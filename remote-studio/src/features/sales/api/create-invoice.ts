import { apiClient } from '@cloudfit/shared/http/api-client';
import type { CreateInvoiceInput, InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';

/** A draft, or an issued invoice with its stock taken and the payment, in one transaction. */
export function createInvoice(input: CreateInvoiceInput): Promise<InvoiceItem> {
  return apiClient.post<InvoiceItem>('invoices', input);
}
