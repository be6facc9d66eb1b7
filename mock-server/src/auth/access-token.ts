import { randomUUID } from 'node:crypto';
import type { Role } from '@cloudfit/shared/abilities/ability-rules';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  staffId: number;
  role: Role | null;
}

export function signAccessToken(
  claims: AccessTokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.staffId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** How many verified tokens each secret remembers: far more than the staff signed in at once. */
const REMEMBERED_TOKENS = 1_000;

interface VerifiedToken {
  staffId: number;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/**
 * Tokens whose signature has been checked, per secret. A token's signature and claims never
 * change, so a token seen before only needs its expiry checked again: verifying an HS256 token
 * through WebCrypto (importing the key each time) cost about a tenth of a millisecond, a few
 * percent of a member list request.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

function verifiedTokensOf(secret: Uint8Array): Map<string, VerifiedToken> {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(secret, tokens);
  }
  return tokens;
}

/** The staff id of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<number | undefined> {
  const tokens = verifiedTokensOf(secret);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const known = tokens.get(token);
  if (known) {
    if (known.expiresAt > nowSeconds) return known.staffId;
    tokens.delete(token);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
    const staffId = Number(payload.sub);
    if (!Number.isInteger(staffId) || staffId <= 0) return undefined;
    if (payload.exp !== undefined) {
      if (tokens.size >= REMEMBERED_TOKENS) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, { staffId, expiresAt: payload.exp });
    }
    return staffId;
  } catch {
    return undefined;
  }
}
