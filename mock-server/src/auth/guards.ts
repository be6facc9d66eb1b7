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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
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
 * How long `authenticate` answers from memory for an account it has read (active, with a role).
 * A write request through this process forgets every remembered account when it finishes, so a
 * role changed or an account deactivated here counts from the next request; a change made by
 * another API process sharing the database (or straight in SQL) counts within this time.
 */
export const STAFF_MEMORY_MS = 2_000;

interface RememberedAccount {
  staff: AuthenticatedStaff;
  until: number;
}

/** The accounts `authenticate` remembers, per database: several apps may share one process. */
class AccountMemory {
  readonly #accounts = new Map<number, RememberedAccount>();
  /** Bumped by each forget, so a read that overlapped a write is not remembered. */
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  recall(staffId: number): AuthenticatedStaff | undefined {
    const remembered = this.#accounts.get(staffId);
    if (remembered && remembered.until > performance.now()) return remembered.staff;
    this.#accounts.delete(staffId);
    return undefined;
  }

  remember(account: AuthenticatedStaff, readInGeneration: number): void {
    if (readInGeneration !== this.#generation) return;
    this.#accounts.set(account.id, { staff: account, until: performance.now() + STAFF_MEMORY_MS });
  }

  forget(): void {
    this.#accounts.clear();
    this.#generation++;
  }
}

const memories = new WeakMap<Database, AccountMemory>();

function accountMemoryOf(db: Database): AccountMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new AccountMemory();
    memories.set(db, memory);
  }
  return memory;
}

/** A role's rules never change while the server runs: one ability per role. */
const abilities = new Map<Role, AppAbility>();

function abilityOf(role: Role): AppAbility {
  let ability = abilities.get(role);
  if (!ability) {
    ability = createAbility(rulesForRole(role));
    abilities.set(role, ability);
  }
  return ability;
}

/** The account behind a verified token, if it may use the API; a 403 when it has no role yet. */
async function readAccount(db: Database, staffId: number): Promise<AuthenticatedStaff | undefined> {
  const [account] = await db
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
  if (!account?.active) return undefined;
  if (!account.role) {
    throw new ApiError(403, API_ERROR_CODES.forbidden, 'This account has no role yet. Ask an administrator.');
  }
  const { active: _active, ...authenticated } = account;
  // Remembered and handed to later requests: nobody may change it in place.
  return Object.freeze({ ...authenticated, role: account.role });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * preHandler: requires a valid Bearer access token of an active staff account that has a role.
 * A 401 makes the browser refresh its token once and retry.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token) throw unauthorized();
  const staffId = await verifyAccessToken(token, request.server.config.jwtSecret);
  if (!staffId) throw unauthorized();
  const memory = accountMemoryOf(request.server.db);
  if (!READ_METHODS.has(request.method)) {
    // Any write may change an account (its role, whether it is active): forget them all once it is done.
    reply.raw.once('close', () => memory.forget());
  }
  let account = memory.recall(staffId);
  if (!account) {
    const generation = memory.generation;
    account = await readAccount(request.server.db, staffId);
    if (!account) throw unauthorized();
    memory.remember(account, generation);
  }
  request.staff = account;
  request.ability = abilityOf(account.role);
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
