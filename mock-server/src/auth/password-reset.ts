import { PASSWORD_RESET_TTL_MINUTES } from '@cloudfit/shared/schemas/auth.schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/connection';
import { passwordResetTokens, refreshTokens, staff } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { hashToken, newOpaqueToken } from './token-hash';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/**
 * A reset token for the active account with this email, or null when there is none (the caller
 * answers the same either way). Only the token's hash is stored.
 */
export async function createPasswordResetToken(
  db: Database,
  email: string,
): Promise<{ token: string; email: string; fullName: string } | null> {
  const [account] = await db
    .select({ id: staff.id, email: staff.email, fullName: staff.fullName, active: staff.active })
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email})`);
  if (!account?.active) return null;
  const token = newOpaqueToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    staffId: account.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  return { token, email: account.email, fullName: account.fullName };
}

/**
 * Sets a new password with a reset token that is unused and not expired. The token and every other
 * open reset token of the account are used up, and all its refresh tokens revoked, so a session or
 * link someone else holds stops working. Returns false for an unknown, used or expired token.
 */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  newPasswordHash: string,
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ staffId: passwordResetTokens.staffId });
    if (!claimed) return false;
    const { staffId } = claimed;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.staffId, staffId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(staff)
      .set({ passwordHash: newPasswordHash, version: sql`${staff.version} + 1`, updatedAt: now })
      .where(eq(staff.id, staffId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.staffId, staffId), isNull(refreshTokens.revokedAt)));
    await recordAudit(tx, {
      actorStaffId: staffId,
      action: 'password-reset',
      entity: 'staff',
      entityId: staffId,
    });
    return true;
  });
}
