import { formatInvoiceNumber } from '@cloudfit/shared/domain/invoice-amounts';
import { INVOICE_PREFIX } from '../seed-basics';
import type { SeedContext } from './context';

/** Numbers for issued invoices, in the order they were issued. */
export function numberIssuedInvoices({ seed }: Pick<SeedContext, 'seed'>) {
  const issued = seed.invoices
    .filter((invoice) => invoice.status !== 'draft')
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.id - b.id);
  issued.forEach((invoice, index) => {
    invoice.number = formatInvoiceNumber(INVOICE_PREFIX, index + 1);
  });

  return { issued };
}
export type InvoiceNumbers = ReturnType<typeof numberIssuedInvoices>;
