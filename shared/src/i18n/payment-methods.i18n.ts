import { PAYMENT_METHOD_LABELS } from './payment-method-labels';
import { addResources } from './resource-registry';

/** `t('paymentMethod:card')`: a payment method's name, the same on every screen. */
addResources('paymentMethod', {
  en: PAYMENT_METHOD_LABELS.en,
  de: PAYMENT_METHOD_LABELS.de,
  fr: PAYMENT_METHOD_LABELS.fr,
  pt: PAYMENT_METHOD_LABELS.pt,
  'zh-TW': PAYMENT_METHOD_LABELS['zh-TW'],
});

/** A payment method's name in the language in use; an unknown code shows as itself. */
export function paymentMethodLabel(
  t: (key: string, options: { ns: string; defaultValue: string }) => string,
  method: string,
): string {
  return t(method, { ns: 'paymentMethod', defaultValue: method });
}
