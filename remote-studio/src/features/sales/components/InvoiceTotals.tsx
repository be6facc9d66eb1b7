import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import '../invoice-print.i18n';

interface TotalRow {
  key: string;
  label: string;
  amount: string;
  strong?: boolean;
}

/**
 * How the invoice's total is reached, row by row: the lines at their prices, the lines' own
 * discounts, the invoice discount, the coupon by its code, the tax, then what is paid and owed.
 * A void invoice owes nothing because it was voided, which the last row says instead of a balance.
 */
export function useInvoiceTotalRows(invoice: InvoiceItem): TotalRow[] {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const profile = useStudioProfile().data;
  const minus = (amount: number) => format.money(-amount);
  const gross = invoice.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const lineDiscounts = invoice.lines.reduce((sum, line) => sum + line.ownDiscount, 0);
  const rate = format.number((profile?.taxRateBasisPoints ?? 0) / 100);
  const rows: TotalRow[] = [];
  if (lineDiscounts > 0) {
    rows.push({ key: 'gross', label: t('invoicePrint.gross'), amount: format.money(gross) });
    rows.push({ key: 'lineDiscounts', label: t('invoicePrint.lineDiscounts'), amount: minus(lineDiscounts) });
  }
  rows.push({ key: 'subtotal', label: t('invoicePrint.subtotal'), amount: format.money(invoice.subtotal) });
  if (invoice.discount > 0) {
    rows.push({ key: 'discount', label: t('invoicePrint.discount'), amount: minus(invoice.discount) });
  }
  if (invoice.couponCode) {
    rows.push({
      key: 'coupon',
      label: t('invoicePrint.coupon', { code: invoice.couponCode }),
      amount: minus(invoice.couponDiscount),
    });
  }
  rows.push({
    key: 'tax',
    label: t(invoice.taxIncluded ? 'invoicePrint.taxIncluded' : 'invoicePrint.tax', { rate }),
    amount: format.money(invoice.tax),
  });
  rows.push({
    key: 'total',
    label: t('invoicePrint.total'),
    amount: format.money(invoice.total),
    strong: true,
  });
  if (invoice.status === 'draft') return rows;
  if (invoice.refunded > 0) {
    rows.push({ key: 'refunded', label: t('invoicePrint.refunded'), amount: minus(invoice.refunded) });
  }
  rows.push({ key: 'paid', label: t('invoicePrint.paid'), amount: format.money(invoice.paid) });
  rows.push(
    invoice.status === 'void'
      ? { key: 'balance', label: t('invoicePrint.voidOwesNothing'), amount: '—', strong: true }
      : {
          key: 'balance',
          label: t('invoicePrint.balance'),
          amount: format.money(invoice.balance),
          strong: true,
        },
  );
  return rows;
}

/** The rows of `useInvoiceTotalRows` as a two-column table, right-aligned amounts. */
export function InvoiceTotals({ invoice, className }: { invoice: InvoiceItem; className?: string }) {
  const { t } = useTranslation('studio');
  const rows = useInvoiceTotalRows(invoice);
  return (
    <table
      className={className}
      data-testid="invoice-totals"
      style={{ marginLeft: 'auto', borderCollapse: 'collapse' }}
    >
      <caption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('invoicePrint.totalsCaption')}
      </caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key} style={row.strong ? { fontWeight: 700 } : undefined}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'inherit', padding: '2px 16px 2px 0' }}>
              {row.label}
            </th>
            <td style={{ textAlign: 'right', padding: '2px 0', whiteSpace: 'nowrap' }}>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
