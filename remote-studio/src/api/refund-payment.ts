import { apiClient } from '@cloudfit/shared/http/api-client';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { CreateRefundInput } from '@cloudfit/shared/schemas/payment.schema';

/** Part or all of what is left of one payment; answers with the invoice as it now stands. */
export function refundPayment(paymentId: number, input: CreateRefundInput): Promise<InvoiceItem> {
  return apiClient.post<InvoiceItem>(`payments/${paymentId}/refunds`, input);
}
