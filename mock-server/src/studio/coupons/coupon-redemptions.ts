import { sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/studio';

/**
 * The invoice statuses whose coupon redemption counts: issued and not void. A draft holds its
 * coupon without using it (the redemption is taken when it is issued), and voiding an invoice gives
 * the use back. The coupon list, the limits checked at a sale and the coupon-usage report all count
 * by this one definition.
 */
export const COUNTED_REDEMPTION_STATUSES = ['issued', 'partial', 'paid'] as const;

// Constants, so written into the statement's text rather than bound as parameters.
const countedStatuses = sql.raw(COUNTED_REDEMPTION_STATUSES.map((status) => `'${status}'`).join(', '));

/** The condition on a query that joins `invoices` to `coupon_redemptions`. */
export const countedRedemption = sql`${invoices.status} in (${countedStatuses})`;

/** The same condition on an invoice table under another alias (`i` in the report SQL). */
export function countedRedemptionOf(invoiceAlias: string) {
  return sql`${sql.raw(`${invoiceAlias}.status`)} in (${countedStatuses})`;
}
