import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { isWholeUnitCurrency } from '@cloudfit/shared/domain/currency-units';
import {
  applyPayment,
  applyRefund,
  applyReversal,
  checkVoid,
  formatInvoiceNumber,
  type InvoiceMoney,
  invoiceBalance,
  isOverdue,
  type LineToPrice,
  priceInvoice,
} from './invoice-amounts';

const membershipLine: LineToPrice = { kind: 'package', quantity: 1, unitPrice: 300_00, discount: 0 };
const drinks: LineToPrice = { kind: 'product', quantity: 3, unitPrice: 2_50, discount: 50 };

describe('priceInvoice', () => {
  it('adds tax per line, rounded half up, and totals that agree with the lines', () => {
    const result = priceInvoice({
      lines: [membershipLine, drinks],
      discount: 0,
      coupon: null,
      taxRateBasisPoints: 500,
      taxIncluded: false,
      currency: 'EUR',
    });
    if (!result.ok) throw new Error(result.code);
    expect(result.value.lines).toEqual([
      { gross: 300_00, discount: 0, tax: 15_00, total: 315_00 },
      { gross: 7_50, discount: 50, tax: 35, total: 7_35 },
    ]);
    expect(result.value).toMatchObject({ subtotal: 307_00, tax: 15_35, total: 322_35 });
  });

  it('spreads the coupon over lines in its scope and the invoice discount over every line', () => {
    const result = priceInvoice({
      lines: [membershipLine, drinks],
      discount: 1_00,
      coupon: { scope: 'packages', discount: 30_00 },
      taxRateBasisPoints: 0,
      taxIncluded: false,
      currency: 'EUR',
    });
    if (!result.ok) throw new Error(result.code);
    const [pkg, product] = result.value.lines;
    // The 1.00 invoice discount is split in whole units: all of it to the larger line.
    expect(pkg?.discount).toBe(30_00 + 1_00);
    expect(product?.discount).toBe(50);
    expect(result.value.total).toBe(307_00 - 30_00 - 1_00);
    expect(result.value.lines.reduce((sum, line) => sum + line.total, 0)).toBe(result.value.total);
  });

  it('keeps whole-dollar lines at whole dollars under a whole-dollar coupon, so tax is the only source of cents', () => {
    const result = priceInvoice({
      lines: [
        { kind: 'package', quantity: 1, unitPrice: 2000_00, discount: 0 },
        { kind: 'product', quantity: 1, unitPrice: 450_00, discount: 0 },
      ],
      discount: 100_00,
      coupon: { scope: 'all', discount: 200_00 },
      taxRateBasisPoints: 500,
      taxIncluded: false,
      currency: 'EUR',
    });
    if (!result.ok) throw new Error(result.code);
    for (const line of result.value.lines) {
      expect((line.gross - line.discount) % 100).toBe(0);
      // 5 % of whole dollars: whole multiples of 5 cents, never an odd cent such as 2,300.01.
      expect(line.total % 5).toBe(0);
      expect(line.total).toBe(line.gross - line.discount + line.tax);
    }
    expect(result.value.total).toBe(Math.round((2450_00 - 300_00) * 1.05));
  });

  it('refuses discounts larger than what they apply to', () => {
    expect(
      priceInvoice({
        lines: [drinks],
        discount: 8_00,
        coupon: null,
        taxRateBasisPoints: 0,
        taxIncluded: false,
        currency: 'EUR',
      }),
    ).toEqual({
      ok: false,
      code: DOMAIN_CODES.discountExceedsSubtotal,
    });
    expect(
      priceInvoice({
        lines: [drinks],
        discount: 0,
        coupon: { scope: 'packages', discount: 1 },
        taxRateBasisPoints: 0,
        taxIncluded: false,
        currency: 'EUR',
      }),
    ).toEqual({ ok: false, code: DOMAIN_CODES.discountExceedsSubtotal });
    expect(
      priceInvoice({
        lines: [{ ...drinks, discount: 8_00 }],
        discount: 0,
        coupon: null,
        taxRateBasisPoints: 0,
        taxIncluded: false,
        currency: 'EUR',
      }),
    ).toEqual({ ok: false, code: DOMAIN_CODES.discountExceedsSubtotal });
  });

  it('prices a fully discounted invoice at zero', () => {
    const result = priceInvoice({
      lines: [drinks],
      discount: 7_00,
      coupon: null,
      taxRateBasisPoints: 1900,
      taxIncluded: false,
      currency: 'EUR',
    });
    expect(result).toMatchObject({ ok: true, value: { total: 0, tax: 0 } });
  });

  it('extracts tax from prices that include it, the total being what is charged', () => {
    const result = priceInvoice({
      lines: [
        { kind: 'package', quantity: 1, unitPrice: 1_050_00, discount: 0 },
        { kind: 'product', quantity: 1, unitPrice: 1_00, discount: 0 },
      ],
      discount: 0,
      coupon: null,
      taxRateBasisPoints: 500,
      taxIncluded: true,
      currency: 'EUR',
    });
    if (!result.ok) throw new Error(result.code);
    // 1,050.00 × 5 / 105 = 50.00; 1.00 × 5 / 105 = 0.0476… rounds to 0.05.
    expect(result.value.lines).toEqual([
      { gross: 1_050_00, discount: 0, tax: 50_00, total: 1_050_00 },
      { gross: 1_00, discount: 0, tax: 5, total: 1_00 },
    ]);
    expect(result.value).toMatchObject({ subtotal: 1_051_00, tax: 50_05, total: 1_051_00 });
  });
});

describe('priceInvoice in a currency of whole units (NT$)', () => {
  const shake: LineToPrice = { kind: 'product', quantity: 1, unitPrice: 50_00, discount: 0 };

  it('rounds the tax half up to whole dollars on the invoice and shares it over the lines in whole dollars', () => {
    const result = priceInvoice({
      lines: [shake],
      discount: 0,
      coupon: null,
      taxRateBasisPoints: 500,
      taxIncluded: false,
      currency: 'TWD',
    });
    // 5 % of NT$50 is NT$2.50: NT$3, the total NT$53 (in euros it stays 2.50).
    expect(result).toMatchObject({ ok: true, value: { tax: 3_00, total: 53_00 } });
    expect(
      priceInvoice({
        lines: [shake],
        discount: 0,
        coupon: null,
        taxRateBasisPoints: 500,
        taxIncluded: false,
        currency: 'EUR',
      }),
    ).toMatchObject({ ok: true, value: { tax: 2_50, total: 52_50 } });

    // Three NT$50 shakes and a NT$1,990 pack: NT$107 of tax on NT$2,140, never NT$7.50 + NT$99.50 by line.
    const mixed = priceInvoice({
      lines: [
        { ...shake, quantity: 3 },
        { kind: 'package', quantity: 1, unitPrice: 1_990_00, discount: 0 },
      ],
      discount: 0,
      coupon: null,
      taxRateBasisPoints: 500,
      taxIncluded: false,
      currency: 'TWD',
    });
    if (!mixed.ok) throw new Error(mixed.code);
    expect(mixed.value.tax).toBe(107_00);
    expect(mixed.value.total).toBe(2_247_00);
    for (const line of mixed.value.lines) {
      expect(line.tax % 100).toBe(0);
      expect(line.total).toBe(line.gross - line.discount + line.tax);
    }
    expect(mixed.value.lines.reduce((sum, line) => sum + line.total, 0)).toBe(mixed.value.total);
  });

  it('extracts whole dollars of tax from prices that include it', () => {
    const result = priceInvoice({
      lines: [shake, { kind: 'custom', quantity: 1, unitPrice: 30_00, discount: 0 }],
      discount: 0,
      coupon: null,
      taxRateBasisPoints: 500,
      taxIncluded: true,
      currency: 'TWD',
    });
    if (!result.ok) throw new Error(result.code);
    // NT$80 × 5 / 105 = NT$3.81: NT$4 of the NT$80 charged.
    expect(result.value).toMatchObject({ tax: 4_00, total: 80_00 });
    expect(result.value.lines.map((line) => line.tax % 100)).toEqual([0, 0]);
  });

  it('knows which currencies are whole in practice', () => {
    expect(['TWD', 'JPY', 'KRW'].map(isWholeUnitCurrency)).toEqual([true, true, true]);
    expect(['EUR', 'USD', 'GBP', 'nonsense'].map(isWholeUnitCurrency)).toEqual([false, false, false, false]);
  });
});

describe('payments and refunds', () => {
  const issued: InvoiceMoney = { status: 'issued', total: 100_00, paid: 0, refunded: 0 };

  it('takes part payments up to the balance and then marks the invoice paid', () => {
    expect(applyPayment(issued, 40_00)).toEqual({
      ok: true,
      value: { paid: 40_00, refunded: 0, status: 'partial' },
    });
    expect(applyPayment({ ...issued, status: 'partial', paid: 40_00 }, 60_00)).toEqual({
      ok: true,
      value: { paid: 100_00, refunded: 0, status: 'paid' },
    });
    expect(applyPayment({ ...issued, status: 'partial', paid: 40_00 }, 60_01)).toEqual({
      ok: false,
      code: DOMAIN_CODES.paymentExceedsBalance,
    });
  });

  it('refuses payments on drafts and void invoices, and amounts that are not positive whole units', () => {
    expect(applyPayment({ ...issued, status: 'draft' }, 1)).toEqual({
      ok: false,
      code: DOMAIN_CODES.invoiceNotIssued,
    });
    expect(applyPayment({ ...issued, status: 'void' }, 1)).toEqual({
      ok: false,
      code: DOMAIN_CODES.invoiceVoid,
    });
    expect(applyPayment(issued, 0)).toEqual({ ok: false, code: DOMAIN_CODES.amountNotPositive });
    expect(applyPayment(issued, 1.5)).toEqual({ ok: false, code: DOMAIN_CODES.amountNotPositive });
  });

  it('refunds at most what is left of the payment, off what was paid and off what is owed alike', () => {
    const paid: InvoiceMoney = { status: 'paid', total: 100_00, paid: 100_00, refunded: 0 };
    // 40.00 of a paid 100.00 given back: 60.00 paid, 40.00 refunded, nothing owed, still paid.
    expect(applyRefund(paid, { amount: 60_00, refunded: 20_00 }, 40_00)).toEqual({
      ok: true,
      value: { paid: 60_00, refunded: 40_00, status: 'paid' },
    });
    expect(invoiceBalance({ total: 100_00, paid: 60_00, refunded: 40_00 })).toBe(0);
    expect(applyRefund(paid, { amount: 60_00, refunded: 20_00 }, 40_01)).toEqual({
      ok: false,
      code: DOMAIN_CODES.refundExceedsPayment,
    });
    // Everything refunded: nothing paid, nothing owed.
    expect(
      applyRefund({ ...paid, paid: 60_00, refunded: 40_00 }, { amount: 60_00, refunded: 0 }, 60_00),
    ).toEqual({ ok: true, value: { paid: 0, refunded: 100_00, status: 'paid' } });
  });

  it('keeps what was still owed owed when part of a part payment is refunded', () => {
    const partly: InvoiceMoney = { status: 'partial', total: 100_00, paid: 50_00, refunded: 0 };
    const refunded = applyRefund(partly, { amount: 50_00, refunded: 0 }, 20_00);
    expect(refunded).toEqual({ ok: true, value: { paid: 30_00, refunded: 20_00, status: 'partial' } });
    const after = { ...partly, ...(refunded.ok ? refunded.value : {}) };
    expect(invoiceBalance(after)).toBe(50_00);
    expect(applyPayment(after, 50_01)).toEqual({ ok: false, code: DOMAIN_CODES.paymentExceedsBalance });
    expect(applyPayment(after, 50_00)).toEqual({
      ok: true,
      value: { paid: 80_00, refunded: 20_00, status: 'paid' },
    });
  });

  it('reverses a payment recorded by mistake: no money moved, so the invoice owes it again', () => {
    const paid: InvoiceMoney = { status: 'paid', total: 100_00, paid: 100_00, refunded: 0 };
    const cash = { amount: 60_00, refunded: 0, reversed: false };
    expect(applyReversal(paid, cash)).toEqual({
      ok: true,
      value: { paid: 40_00, refunded: 0, status: 'partial' },
    });
    expect(applyReversal({ ...paid, paid: 60_00, status: 'partial' }, cash)).toEqual({
      ok: true,
      value: { paid: 0, refunded: 0, status: 'issued' },
    });
    expect(applyReversal(paid, { ...cash, reversed: true })).toEqual({
      ok: false,
      code: DOMAIN_CODES.paymentReversed,
    });
    expect(applyReversal(paid, { ...cash, refunded: 1 })).toEqual({
      ok: false,
      code: DOMAIN_CODES.paymentHasRefunds,
    });
    expect(applyReversal({ ...paid, status: 'void' }, cash)).toEqual({
      ok: false,
      code: DOMAIN_CODES.invoiceVoid,
    });
    expect(applyRefund(paid, { ...cash, reversed: true }, 1_00)).toEqual({
      ok: false,
      code: DOMAIN_CODES.paymentReversed,
    });
  });

  it('voids only an invoice with nothing paid on it', () => {
    expect(checkVoid(issued)).toEqual({ ok: true, value: { status: 'void' } });
    expect(checkVoid({ ...issued, status: 'partial', paid: 1 })).toEqual({
      ok: false,
      code: DOMAIN_CODES.invoiceHasPayments,
    });
    expect(checkVoid({ ...issued, status: 'void' })).toEqual({ ok: false, code: DOMAIN_CODES.invoiceVoid });
  });
});

describe('isOverdue and formatInvoiceNumber', () => {
  it('counts issued and partly paid invoices past their due date', () => {
    expect(isOverdue({ status: 'issued', dueDate: '2024-06-09' }, '2024-06-10')).toBe(true);
    expect(isOverdue({ status: 'partial', dueDate: '2024-06-10' }, '2024-06-10')).toBe(false);
    expect(isOverdue({ status: 'paid', dueDate: '2024-01-01' }, '2024-06-10')).toBe(false);
    expect(isOverdue({ status: 'issued', dueDate: null }, '2024-06-10')).toBe(false);
  });

  it('pads the sequence', () => {
    expect(formatInvoiceNumber('CF', 123)).toBe('CF-000123');
  });
});
