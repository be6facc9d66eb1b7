import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import { validateCoupon } from '@cloudfit/shared/domain/coupon-validation';
import {
  applyPayment,
  applyRefund,
  type LineToPrice,
  priceInvoice,
} from '@cloudfit/shared/domain/invoice-amounts';
import type { SignatureKind } from '@cloudfit/shared/schemas/signature.schema';
import { signatureTextSha256 } from '../../../../domain/signature-hash';
import { type Invoice, PAYMENT_DUE_DAYS, type Payment, SIGNATURE_IMAGE } from '../seed-basics';
import { SIGNATURE_TEXTS, STUDIO_CURRENCY, STUDIO_TAX_RATE_BASIS_POINTS } from '../studio-catalogue';
import type { StudioSeed } from '../studio-seed-types';
import type { SeedCatalogue } from './catalogue';
import type { SeedContext } from './context';

/** Invoices: one helper issues, one takes payments, one refunds; all through the domain rules. */
export function salesDesk(
  {
    faker,
    deskStaff,
    pastOrNow,
    method,
    seed,
    nextId,
  }: Pick<SeedContext, 'faker' | 'deskStaff' | 'pastOrNow' | 'method' | 'seed' | 'nextId'>,
  {
    coupons,
    redeemedTotal,
    redeemedByMember,
  }: Pick<SeedCatalogue, 'coupons' | 'redeemedTotal' | 'redeemedByMember'>,
) {
  function issueInvoice(args: {
    memberId: number;
    centerId: number;
    issuedOn: string;
    at: Date;
    lines: (LineToPrice & { referenceId: number | null; description: string })[];
    couponCode?: string;
    draft?: boolean;
  }): { invoice: Invoice; lineIds: number[]; lineTotals: number[] } {
    let coupon: { id: number; scope: (typeof coupons)[number]['scope']; discount: number } | null = null;
    const candidate = args.couponCode ? coupons.find((c) => c.code === args.couponCode) : undefined;
    if (candidate) {
      const key = `${candidate.id}:${args.memberId}`;
      const check = validateCoupon(
        candidate,
        {
          redeemedTotal: redeemedTotal.get(candidate.id) ?? 0,
          redeemedByMember: redeemedByMember.get(key) ?? 0,
        },
        args.lines.map((line) => ({
          kind: line.kind,
          amount: line.quantity * line.unitPrice - line.discount,
        })),
        args.issuedOn,
        STUDIO_CURRENCY,
      );
      if (check.ok) {
        coupon = { id: candidate.id, scope: candidate.scope, discount: check.value.discount };
        redeemedTotal.set(candidate.id, (redeemedTotal.get(candidate.id) ?? 0) + 1);
        redeemedByMember.set(key, (redeemedByMember.get(key) ?? 0) + 1);
      }
    }
    const priced = priceInvoice({
      lines: args.lines,
      discount: 0,
      coupon,
      taxRateBasisPoints: STUDIO_TAX_RATE_BASIS_POINTS,
      taxIncluded: false,
      currency: STUDIO_CURRENCY,
    });
    if (!priced.ok) throw new Error(`Seed invoice cannot be priced: ${priced.code}`);
    const id = nextId.invoices();
    const invoice: Invoice = {
      id,
      number: null,
      memberId: args.memberId,
      centerId: args.centerId,
      status: args.draft ? 'draft' : 'issued',
      issuedOn: args.draft ? null : args.issuedOn,
      dueDate: args.draft ? null : addDays(args.issuedOn, PAYMENT_DUE_DAYS),
      currency: STUDIO_CURRENCY,
      subtotal: priced.value.subtotal,
      discount: 0,
      couponId: coupon?.id ?? null,
      couponDiscount: priced.value.couponDiscount,
      tax: priced.value.tax,
      total: priced.value.total,
      paid: 0,
      refunded: 0,
      createdById: deskStaff(),
      createdAt: args.at,
      updatedAt: args.at,
    };
    seed.invoices.push(invoice);
    const lineIds = args.lines.map((line, index) => {
      const lineId = nextId.invoiceLines();
      const amounts = priced.value.lines[index];
      seed.invoiceLines.push({
        id: lineId,
        invoiceId: id,
        position: index + 1,
        kind: line.kind,
        referenceId: line.referenceId,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount: amounts?.discount ?? 0,
        tax: amounts?.tax ?? 0,
        total: amounts?.total ?? 0,
      });
      return lineId;
    });
    if (coupon) {
      seed.couponRedemptions.push({
        id: nextId.couponRedemptions(),
        couponId: coupon.id,
        memberId: args.memberId,
        invoiceId: id,
        discount: coupon.discount,
        redeemedAt: args.at,
      });
    }
    return { invoice, lineIds, lineTotals: priced.value.lines.map((line) => line.total) };
  }

  function pay(invoice: Invoice, amount: number, at: Date): Payment | null {
    const result = applyPayment(
      {
        status: invoice.status ?? 'issued',
        total: invoice.total,
        paid: invoice.paid ?? 0,
        refunded: invoice.refunded ?? 0,
      },
      amount,
    );
    if (!result.ok) return null;
    invoice.paid = result.value.paid;
    invoice.status = result.value.status;
    invoice.updatedAt = at;
    const payment: Payment = {
      id: nextId.payments(),
      invoiceId: invoice.id,
      amount,
      method: method(),
      paidAt: at,
      staffId: deskStaff(),
      note: null,
    };
    seed.payments.push(payment);
    return payment;
  }

  function refund(invoice: Invoice, payment: Payment, amount: number, at: Date, reason: string): void {
    const refunded = seed.refunds
      .filter((r) => r.paymentId === payment.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const result = applyRefund(
      {
        status: invoice.status ?? 'issued',
        total: invoice.total,
        paid: invoice.paid ?? 0,
        refunded: invoice.refunded ?? 0,
      },
      { amount: payment.amount, refunded },
      amount,
    );
    if (!result.ok) return;
    invoice.paid = result.value.paid;
    invoice.refunded = result.value.refunded;
    invoice.status = result.value.status;
    invoice.updatedAt = at;
    seed.refunds.push({
      id: nextId.refunds(),
      paymentId: payment.id,
      invoiceId: invoice.id,
      amount,
      method: payment.method,
      reason,
      refundedAt: at,
      staffId: deskStaff(),
    });
  }

  function signatureRequest(
    kind: SignatureKind,
    memberId: number,
    referenceId: number | null,
    at: Date,
    signed: boolean,
  ) {
    const text = SIGNATURE_TEXTS[kind];
    const id = nextId.signatureRequests();
    seed.signatureRequests.push({
      id,
      kind,
      memberId,
      referenceId,
      text,
      locale: 'en',
      status: signed ? 'signed' : 'pending',
      createdById: deskStaff(),
      createdAt: at,
      updatedAt: at,
    });
    if (signed) {
      const signedAt = pastOrNow(at.getTime() + faker.number.int({ min: 1, max: 15 }) * 60_000);
      seed.signedDocuments.push({
        id: nextId.signedDocuments(),
        requestId: id,
        memberId,
        text,
        textSha256: signatureTextSha256(text),
        signatureImage: SIGNATURE_IMAGE,
        typedName: `Member ${memberId}`,
        signedAt,
        device: faker.helpers.arrayElement(['Front desk iPad', 'Front desk tablet 2', 'PT Zone tablet']),
      });
    }
    return id;
  }

  function creditMovement(
    membershipId: number,
    delta: number,
    reason: StudioSeed['membershipCreditMovements'][number]['reason'],
    referenceId: number | null,
    at: Date,
  ) {
    if (delta === 0) return;
    seed.membershipCreditMovements.push({
      id: nextId.membershipCreditMovements(),
      membershipId,
      delta,
      reason,
      referenceId,
      staffId: reason === 'sale' || reason === 'adjustment' ? deskStaff() : null,
      at,
    });
  }

  return { creditMovement, issueInvoice, pay, refund, signatureRequest };
}
export type SalesDesk = ReturnType<typeof salesDesk>;
