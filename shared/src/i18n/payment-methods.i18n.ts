import { addResources } from '@cloudfit/shared/i18n/i18n';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels';

/**
 * The `paymentMethod` namespace: a payment method's name, the same on every screen
 * (`paymentMethodLabel(t, 'card')`). Added through the app-wide i18n module, whose instance the
 * shell owns; a remote's own copy of the registry would keep the words to itself.
 */
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
