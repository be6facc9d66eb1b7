import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { InvoiceItem } from '@cloudfit/shared/schemas/invoice.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useStudioProfile } from '@cloudfit/shared/ui/format/studio-profile';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';

/** SPEC.md §9: the print window opens 1000 ms after the print view, once it has painted. */
export const PRINT_WINDOW_TIMEOUT_MS = 1000;

const PRINT_CLASS = 'cloudfit-invoice-print';

/** On paper only the invoice: every other part of the page is hidden while printing. */
const printStyles = {
  [`.${PRINT_CLASS}`]: { display: 'none' },
  '@media print': {
    'body > *:not(.cloudfit-invoice-print-root)': { display: 'none !important' },
    [`.${PRINT_CLASS}`]: { display: 'block', color: '#000', background: '#fff' },
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

function PrintedInvoice({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const profile = useStudioProfile().data;
  const cell = { borderBottom: '1px solid #ccc', padding: '4px 8px', textAlign: 'left' as const };
  const amountCell = { ...cell, textAlign: 'right' as const };
  return (
    <Box className={PRINT_CLASS} data-testid="invoice-print" sx={{ p: 4, fontSize: 12 }}>
      <Typography variant="h5" component="p">
        {profile?.studioName}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {t('sales.invoice.printTitle', { number: invoice.number ?? t('sales.invoice.draft') })}
      </Typography>
      <p>
        {invoice.memberName}
        <br />
        {t('sales.invoice.issuedOn')}: {format.day(invoice.issuedOn)}
        {invoice.dueDate && (
          <>
            <br />
            {t('sales.invoice.dueDate')}: {format.day(invoice.dueDate)}
          </>
        )}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>{t('sales.lines.description')}</th>
            <th style={amountCell}>{t('sales.lines.quantity')}</th>
            <th style={amountCell}>{t('sales.lines.unitPrice')}</th>
            <th style={amountCell}>{t('sales.lines.discount')}</th>
            <th style={amountCell}>{t('sales.amounts.taxShort')}</th>
            <th style={amountCell}>{t('sales.lines.total')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id}>
              <td style={cell}>{line.description}</td>
              <td style={amountCell}>{format.number(line.quantity)}</td>
              <td style={amountCell}>{format.money(line.unitPrice)}</td>
              <td style={amountCell}>{format.money(line.discount)}</td>
              <td style={amountCell}>{format.money(line.tax)}</td>
              <td style={amountCell}>{format.money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ textAlign: 'right' }}>
        {t(invoice.taxIncluded ? 'sales.amounts.taxIncluded' : 'sales.amounts.tax', {
          rate: format.number((profile?.taxRateBasisPoints ?? 0) / 100),
        })}
        : {format.money(invoice.tax)}
        <br />
        <strong>
          {t('sales.amounts.total')}: {format.money(invoice.total)}
        </strong>
        <br />
        {t('sales.amounts.paid')}: {format.money(invoice.paid)}
        <br />
        {t('sales.amounts.balance')}: {format.money(invoice.balance)}
      </p>
    </Box>
  );
}
