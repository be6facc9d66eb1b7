import type { InvoiceListItem } from '@cloudfit/shared/schemas/invoice.schema';
import type { StatusTone } from '../../../components/page/StatusChip';

// Tones whose filled chips keep white text readable (axe colour contrast) on the studio theme.
const TONES: Record<InvoiceListItem['status'] | 'overdue', StatusTone> = {
  draft: 'default',
  issued: 'default',
  partial: 'primary',
  paid: 'success',
  void: 'default',
  overdue: 'error',
};

/** What the invoice's chip says: overdue wins over issued and partial. */
export function invoiceStatusOf(invoice: Pick<InvoiceListItem, 'status' | 'overdue'>) {
  const status = invoice.overdue ? 'overdue' : invoice.status;
  return { status, tone: TONES[status] };
}
