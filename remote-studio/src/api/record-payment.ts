import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { CreatePaymentInput } from '@cloudfit/shared/schemas/payment.schema';

/** A payment against an issued invoice; answers with the invoice as it now stands. */
export function recordPayment(invoiceId: number, input: CreatePaymentInput): Promise<InvoiceItem> {
  return apiClient.post<InvoiceItem>(`invoices/${invoiceId}/payments`, input);
}
