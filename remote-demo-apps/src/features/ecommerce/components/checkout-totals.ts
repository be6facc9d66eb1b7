import type { CartProduct } from '@cloudfit/shared/schemas/demo/ecommerce.schema';

export interface CheckoutTotals {
  bagTotal: number;
  discount: number;
  total: number;
}

/** The order summary: every line at its quantity, less each line's discount; delivery is free. */
export function checkoutTotals(items: CartProduct[]): CheckoutTotals {
  let bagCents = 0;
  let discountCents = 0;
  for (const item of items) {
    const lineCents = Math.round(item.price * 100) * item.qty;
    bagCents += lineCents;
    discountCents += Math.round((lineCents * item.discountPercentage) / 100);
  }
  return { bagTotal: bagCents / 100, discount: discountCents / 100, total: (bagCents - discountCents) / 100 };
}
