import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import { listDay } from './payment.schema';
import { orderedDateRange, queryId } from './studio-fields';

/** An exact word of the log (`payments`, `create`, `42`): no blanks, at most 64 characters. */
const logWord = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[A-Za-z0-9_.:-]+$/, message);

export const AUDIT_LOG_SORT_KEYS = ['at', 'entity', 'action'] as const;
export type AuditLogSortKey = (typeof AUDIT_LOG_SORT_KEYS)[number];

/**
 * `GET /audit-log` (and `/audit-log/export.csv`): exact `entity`, `entityId`, `action`, the acting
 * staff member, everything about one member, and days in the studio's time zone; `q` matches the staff member's name. Newest first
 * by default.
 */
export const auditLogListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(AUDIT_LOG_SORT_KEYS).optional(),
    entity: logWord('Choose an entity.').optional(),
    entityId: logWord('Enter a record id.').optional(),
    action: logWord('Choose an action.').optional(),
    actorStaffId: queryId.optional(),
    /** A member's activity: their record, their memberships (freezes and all) and their invoices (payments, refunds, voids). */
    memberId: queryId.optional(),
    from: listDay.optional(),
    to: listDay.optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;

/** One entry of the log; `before` and `after` are the record as JSON, never with a password hash. */
export const auditLogItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorStaffId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

export const auditLogListResponseSchema = z.object({
  items: z.array(auditLogItemSchema),
  total: z.number().int(),
});
