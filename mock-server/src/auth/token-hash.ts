import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token for a link or a session: 32 random bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a copy of the database cannot be used to sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
