import {
  type InvoiceDisplayStatus,
  type InvoiceListItem,
  invoiceDisplayStatus,
} from '@cloudfit/shared/schemas/invoice.schema';
import type { StatusTone } from '@cloudfit/shared/ui/kit/page';

// Tones whose filled chips keep white text readable (axe colour contrast) on the studio theme.
const TONES: Record<InvoiceDisplayStatus, StatusTone> = {
  draft: 'default',
  issued: 'default',
  partial: 'primary',
  paid: 'success',
  void: 'default',
  overdue: 'error',
};

/** What the invoice still owes as the screens show it: a draft owes nothing until it is issued. */
export function owedText(
  invoice: Pick<InvoiceListItem, 'status' | 'balance'>,
  money: (amount: number) => string,
): string {
  return invoice.status === 'draft' ? '—' : money(invoice.balance);
}

/** What the invoice's chip says (`invoiceDisplayStatus`), in its tone. */
export function invoiceStatusOf(invoice: Pick<InvoiceListItem, 'status' | 'overdue'>) {
  const status = invoiceDisplayStatus(invoice);
  return { status, tone: TONES[status] };
}
