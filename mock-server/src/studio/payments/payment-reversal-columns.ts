import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema/studio';

/** A payment's reversal as every payment read shows it: when, by whom (id and name) and why; null while it stands. */
export const paymentReversalColumns = {
  reversedAt: payments.reversedAt,
  reversedById: payments.reversedById,
  reversedByName: sql<string | null>`(select s.full_name from staff s where s.id = ${payments.reversedById})`,
  reversalReason: payments.reversalReason,
};
