import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { ReversePaymentInput } from '@cloudfit/shared/schemas/payment.schema';

/** Takes back a payment recorded by mistake (no money moved); answers with the invoice, which owes it again. */
export function reversePayment(paymentId: number, input: ReversePaymentInput): Promise<InvoiceItem> {
  return apiClient.post<InvoiceItem>(`payments/${paymentId}/reversal`, input);
}
