import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connection';
import { refreshTokens } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { hashToken, newOpaqueToken } from './token-hash';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Creates a refresh token; without `familyId` it starts a new family (a new sign-in). */
export async function issueRefreshToken(
  db: Database | Transaction,
  staffId: number,
  familyId: string = randomUUID(),
): Promise<{ token: string; id: number }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      tokenHash: hashToken(token),
      familyId,
      staffId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: refreshTokens.id });
  return { token, id: row!.id };
}

export type RotationResult = { ok: true; staffId: number; token: string } | { ok: false };

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * exchanged means it leaked (or was replayed), so the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  isStaffAllowed: (staffId: number, tx: Transaction) => Promise<boolean>,
): Promise<RotationResult> {
  return withTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!current || current.revokedAt || current.expiresAt.getTime() <= Date.now()) return { ok: false };
    if (current.usedAt) {
      await revokeFamily(tx, current.familyId);
      return { ok: false };
    }
    if (!(await isStaffAllowed(current.staffId, tx))) {
      await revokeFamily(tx, current.familyId);
      return { ok: false };
    }
    const next = await issueRefreshToken(tx, current.staffId, current.familyId);
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(), replacedById: next.id })
      .where(eq(refreshTokens.id, current.id));
    return { ok: true, staffId: current.staffId, token: next.token };
  });
}

async function revokeFamily(tx: Transaction, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes one refresh token; unknown or already revoked tokens are ignored. */
export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)));
}

/**
 * The staff member whose session a refresh token still holds (not revoked, exchanged or expired),
 * without exchanging it: for the page the server renders for that session's browser.
 */
export async function staffOfLiveRefreshToken(db: Database, token: string): Promise<number | undefined> {
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!current || current.revokedAt || current.usedAt || current.expiresAt.getTime() <= Date.now()) {
    return undefined;
  }
  return current.staffId;
}
