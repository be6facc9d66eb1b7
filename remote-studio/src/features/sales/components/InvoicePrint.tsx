import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters, useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import { useCallback, useEffect, useState } from 'react';
import { InvoiceTotals } from './InvoiceTotals';
import '../invoice-print.i18n';

/** docs/product.md, Limits and timings: the print window opens 1000 ms after the print view, once it has painted. */
export const PRINT_WINDOW_TIMEOUT_MS = 1000;

const PRINT_CLASS = 'cloudfit-invoice-print';

/**
 * On paper only the invoice: every other part of the page is hidden while printing, and the
 * invoice is laid out for an A4 sheet in black on white.
 */
const printStyles = {
  [`.${PRINT_CLASS}`]: { display: 'none' },
  '@media print': {
    '@page': { size: 'A4', margin: '15mm' },
    'body > *:not(.cloudfit-invoice-print-root)': { display: 'none !important' },
    [`.${PRINT_CLASS}`]: {
      display: 'block',
      position: 'relative',
      color: '#000',
      background: '#fff',
      font: '10pt/1.4 system-ui, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif',
    },
    [`.${PRINT_CLASS} table`]: { width: '100%', borderCollapse: 'collapse' },
    [`.${PRINT_CLASS} .lines th, .${PRINT_CLASS} .lines td`]: {
      borderBottom: '1px solid #999',
      padding: '4px 6px',
      textAlign: 'right',
      verticalAlign: 'top',
    },
    [`.${PRINT_CLASS} .lines th:first-of-type, .${PRINT_CLASS} .lines td:first-of-type`]: {
      textAlign: 'left',
    },
    [`.${PRINT_CLASS} .lines tr`]: { breakInside: 'avoid' },
    [`.${PRINT_CLASS} .totals`]: { width: 'auto', marginTop: '8px' },
    [`.${PRINT_CLASS} .watermark`]: {
      position: 'fixed',
      top: '40%',
      left: 0,
      right: 0,
      textAlign: 'center',
      fontSize: '96pt',
      fontWeight: 800,
      letterSpacing: '0.1em',
      color: 'rgba(200, 0, 0, 0.18)',
      transform: 'rotate(-30deg)',
      pointerEvents: 'none',
      zIndex: 1,
    },
  },
};

/**
 * `print(invoice)` lays the invoice out for paper and opens the browser's print window after
 * PRINT_WINDOW_TIMEOUT_MS; `view` must be rendered by the screen.
 */
export function useInvoicePrint() {
  const [invoice, setInvoice] = useState<InvoiceItem | null>(null);
  useEffect(() => {
    if (!invoice) return;
    const timer = setTimeout(() => window.print(), PRINT_WINDOW_TIMEOUT_MS);
    const done = () => setInvoice(null);
    window.addEventListener('afterprint', done);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [invoice]);
  const print = useCallback((next: InvoiceItem) => setInvoice(next), []);
  const view = invoice ? (
    <Portal container={() => document.body}>
      <div className="cloudfit-invoice-print-root">
        <GlobalStyles styles={printStyles} />
        <PrintedInvoice invoice={invoice} />
      </div>
    </Portal>
  ) : null;
  return { print, printing: invoice !== null, view };
}

/** The invoice on paper: who issues it, to whom, every line, how the total is reached, and its payments. */
export function PrintedInvoice({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const profile = useStudioProfile().data;
  const branch = useCenters().data?.find((center) => center.id === invoice.centerId);
  const watermark =
    invoice.status === 'draft'
      ? t('invoicePrint.draftMark')
      : invoice.status === 'void'
        ? t('invoicePrint.voidMark')
        : null;
  const heading =
    invoice.status === 'draft'
      ? t('invoicePrint.draftHeading')
      : t('invoicePrint.heading', { number: invoice.number ?? '' });
  // A reversed payment was recorded by mistake: no money moved, so the paper does not show it.
  const payments = invoice.payments
    .filter((payment) => payment.reversedAt === null)
    .flatMap((payment) => [
      {
        key: `p${payment.id}`,
        text: t('invoicePrint.payment', {
          when: format.dateTime(payment.paidAt),
          method: paymentMethodLabel(t, payment.method),
        }),
        amount: format.money(payment.amount),
      },
      ...payment.refunds.map((refund) => ({
        key: `r${refund.id}`,
        text: t('invoicePrint.refund', {
          when: format.dateTime(refund.refundedAt),
          method: paymentMethodLabel(t, refund.method),
          reason: refund.reason,
        }),
        amount: format.money(-refund.amount),
      })),
    ]);
  return (
    <div className={PRINT_CLASS} data-testid="invoice-print" data-state={invoice.status}>
      {watermark && (
        <div className="watermark" aria-hidden="true" data-testid="invoice-print-watermark">
          {watermark}
        </div>
      )}
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: '24px', marginBottom: '16px' }}>
        <div>
          <div style={{ fontSize: '16pt', fontWeight: 700 }}>{profile?.studioName}</div>
          {branch && (
            <div>
              {branch.name}
              <br />
              {branch.address}
              <br />
              {t('invoicePrint.phone', { phone: branch.phone })}
            </div>
          )}
          {profile?.taxNumber && <div>{t('invoicePrint.taxNumber', { number: profile.taxNumber })}</div>}
        </div>
        <div style={{ textAlign: 'right' }}>
          <div style={{ fontSize: '16pt', fontWeight: 700 }}>{heading}</div>
          {invoice.status === 'void' && (
            <div style={{ fontWeight: 700 }} data-testid="invoice-print-void">
              {t('invoicePrint.voided', {
                when: invoice.voidedAt ? format.dateTime(invoice.voidedAt) : '',
                reason: invoice.voidReason ?? '',
              })}
            </div>
          )}
          <div>
            {invoice.issuedOn
              ? t('invoicePrint.issuedOn', { day: format.day(invoice.issuedOn) })
              : t('invoicePrint.notIssued')}
          </div>
          {invoice.dueDate && <div>{t('invoicePrint.dueDate', { day: format.day(invoice.dueDate) })}</div>}
        </div>
      </header>
      <div style={{ marginBottom: '12px' }}>
        <div style={{ fontWeight: 700 }}>{t('invoicePrint.billedTo')}</div>
        {invoice.memberName}
      </div>
      <table className="lines">
        <thead>
          <tr>
            <th scope="col">{t('invoicePrint.description')}</th>
            <th scope="col">{t('invoicePrint.quantity')}</th>
            <th scope="col">{t('invoicePrint.unitPrice')}</th>
            <th scope="col">{t('invoicePrint.lineDiscount')}</th>
            <th scope="col">
              {t(invoice.taxIncluded ? 'invoicePrint.lineTaxIncluded' : 'invoicePrint.lineTax')}
            </th>
            <th scope="col">{t('invoicePrint.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.description}</td>
              <td>{format.number(line.quantity)}</td>
              <td>{format.money(line.unitPrice)}</td>
              <td>{line.discount > 0 ? format.money(-line.discount) : '—'}</td>
              <td>{format.money(line.tax)}</td>
              <td>{format.money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: '8pt', margin: '4px 0 0' }}>{t('invoicePrint.lineDiscountExplained')}</p>
      <InvoiceTotals invoice={invoice} className="totals" />
      {payments.length > 0 && (
        <section style={{ marginTop: '16px' }}>
          <div style={{ fontWeight: 700 }}>{t('invoicePrint.payments')}</div>
          <table>
            <tbody>
              {payments.map((row) => (
                <tr key={row.key}>
                  <td>{row.text}</td>
                  <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {invoice.note && <p style={{ marginTop: '16px' }}>{invoice.note}</p>}
    </div>
  );
}
