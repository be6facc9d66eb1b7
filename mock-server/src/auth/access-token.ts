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

/** The staff id of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
    const staffId = Number(payload.sub);
    return Number.isInteger(staffId) && staffId > 0 ? staffId : undefined;
  } catch {
    return undefined;
  }
}
