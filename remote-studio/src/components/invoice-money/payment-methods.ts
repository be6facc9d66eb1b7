import { paymentMethodLabel } from '@cloudfit/shared/i18n/payment-methods.i18n';
import './invoice-money.i18n';
import { PAYMENT_METHODS } from '@cloudfit/shared/schemas/payment.schema';

/** The payment methods for a select, in the user's language. */
export function paymentMethodOptions(t: (key: string) => string) {
  return PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(t, method) }));
}
