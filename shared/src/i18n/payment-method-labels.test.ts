import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '../constants';
import { PAYMENT_METHODS } from '../schemas/payment.schema';
import { GLOSSARY } from './glossary';
import { i18n } from './i18n';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels';
import { paymentMethodLabel } from './payment-methods.i18n';

describe('payment method names', () => {
  it('name every method in every language, each once, within the glossary', () => {
    for (const locale of LOCALES) {
      const words = PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[locale][method]);
      expect(new Set(words).size).toBe(PAYMENT_METHODS.length);
      const breaks = PAYMENT_METHODS.flatMap((method) =>
        GLOSSARY.filter(
          (rule) =>
            rule.locale === locale &&
            (!rule.concept || rule.concept.test(PAYMENT_METHOD_LABELS.en[method])) &&
            rule.refused.test(PAYMENT_METHOD_LABELS[locale][method]),
        ).map((rule) => `${method} (${locale}): use ${rule.term}`),
      );
      expect(breaks).toEqual([]);
    }
  });

  it('reach the shell’s i18n instance from any remote (through the app-wide i18n module)', () => {
    const source = readFileSync(join(__dirname, 'payment-methods.i18n.ts'), 'utf8');
    expect(source).toContain("import { addResources } from '@cloudfit/shared/i18n/i18n';");
  });

  it('are what a screen shows in the language in use', async () => {
    await i18n.changeLanguage('pt');
    expect(paymentMethodLabel(i18n.t, 'cash')).toBe('Numerário');
    expect(paymentMethodLabel(i18n.t, 'transfer')).toBe('Transferência bancária');
    await i18n.changeLanguage('de');
    expect(paymentMethodLabel(i18n.t, 'other')).toBe('Sonstiges');
    await i18n.changeLanguage('en');
    expect(paymentMethodLabel(i18n.t, 'card')).toBe('Card');
  });
});
