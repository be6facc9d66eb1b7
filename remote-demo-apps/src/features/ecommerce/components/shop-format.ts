import { useTranslation } from '@cloudfit/shared/i18n/i18n';

/** The shop's prices are US dollars, written the way the current language writes money. */
export function usePriceFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (amount) => format.format(amount);
}
