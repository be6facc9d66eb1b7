import { useTranslation } from '@cloudfit/shared/i18n/i18n';

/** The demo invoices are in US dollars; dates are calendar days. Both written the current language's way. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (amount: number) => money.format(amount),
    date: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
