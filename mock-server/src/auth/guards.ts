import {
  type Action,
  type AppAbility,
  createAbility,
  type Role,
  rulesForRole,
  type Subject,
} from '@cloudfit/shared/abilities/ability-rules';
import { API_ERROR_CODES } from '@cloudfit/shared/api/api-error';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { staff } from '../db/schema';
import { ApiError } from '../http/api-error';
import { verifyAccessToken } from './access-token';

export interface AuthenticatedStaff {
  id: number;
  email: string;
  username: string;
  fullName: string;
  avatar: string | null;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`. */
    staff: AuthenticatedStaff | null;
    /** Set by `authenticate`; handlers may check finer rules with it. */
    ability: AppAbility | null;
  }
}

const unauthorized = () => new ApiError(401, API_ERROR_CODES.unauthorized, 'Unauthorized');

/**
 * preHandler: requires a valid Bearer access token of an active staff account that has a role.
 * A 401 makes the browser refresh its token once and retry.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw unauthorized();
  const staffId = await verifyAccessToken(token, request.server.config.jwtSecret);
  if (!staffId) throw unauthorized();
  const [account] = await request.server.db
    .select({
      id: staff.id,
      email: staff.email,
      username: staff.username,
      fullName: staff.fullName,
      avatar: staff.avatar,
      role: staff.role,
      active: staff.active,
    })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (!account?.active) throw unauthorized();
  if (!account.role) {
    throw new ApiError(403, API_ERROR_CODES.forbidden, 'This account has no role yet. Ask an administrator.');
  }
  const { active: _active, ...authenticated } = account;
  request.staff = { ...authenticated, role: account.role };
  request.ability = createAbility(rulesForRole(account.role));
}

/**
 * preHandler that answers 403 unless the signed-in staff may do `action` on `subject`. Use after
 * `authenticate`: `preHandler: [authenticate, authorize('read', 'Member')]`.
 */
export function authorize(action: Action, subject: Subject) {
  return async function authorizeAbility(request: FastifyRequest): Promise<void> {
    if (!request.ability) throw unauthorized();
    if (!request.ability.can(action, subject)) {
      throw new ApiError(403, API_ERROR_CODES.forbidden, 'You are not allowed to do this.');
    }
  };
}

/** Both guards for one route: `{ preHandler: requireAbility('read', 'Member') }`. */
export function requireAbility(action: Action, subject: Subject) {
  return [authenticate, authorize(action, subject)];
}
