import { sql } from 'drizzle-orm';
import { reversePaymentIn } from '../../studio/payments/payment-writes';
import { queryRows, type Transaction } from '../connection';

const DAY_MS = 86_400_000;

/** Why the demo's reversed payment was taken off its invoice, as the manager wrote it. */
export const SEEDED_REVERSAL_REASON = 'The card was declined after the payment was recorded.';

/**
 * One payment reversed as recorded by mistake, by the manager three days before `referenceDate`,
 * through the reversal route's own function: the last card payment made at least a week before that
 * paid a whole invoice (unrefunded) of an active member, whose invoice owes its total again. Run it after the
 * serial sequences are reset (it writes audit entries).
 */
export async function seedReversedPayment(tx: Transaction, referenceDate: Date): Promise<void> {
  const at = new Date(referenceDate.getTime() - 3 * DAY_MS);
  const paidBy = new Date(referenceDate.getTime() - 7 * DAY_MS);
  const [picked] = await queryRows<{ paymentId: number; managerId: number }>(
    tx,
    sql`select p.id as "paymentId", s.id as "managerId"
          from payments p
          join invoices i on i.id = p.invoice_id
          join members m on m.id = i.member_id
          join staff s on s.email = 'admin@demo.com'
         where i.status = 'paid' and i.refunded = 0 and p.method = 'card' and p.reversed_at is null
           and m.archived_at is null and p.paid_at <= ${paidBy.toISOString()}::timestamptz
           and not exists (select 1 from refunds r where r.invoice_id = i.id)
           and not exists (select 1 from payments o where o.invoice_id = i.id and o.id <> p.id)
         order by p.paid_at desc, p.id desc
         limit 1`,
  );
  if (!picked) return;
  await reversePaymentIn(tx, picked.paymentId, SEEDED_REVERSAL_REASON, picked.managerId, at);
}
