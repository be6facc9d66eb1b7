import { z } from 'zod';
import { CHECK_IN_REFUSAL_CODES } from '../api/domain-codes';
import { checkInItemSchema } from './check-in.schema';
import { MEMBER_STATUSES } from './member-options';
import { entityId, instant, optionalText, queryId, TEXT_LIMITS } from './studio-fields';

const int = z.number().int();

/** `GET /check-ins/door-list?centerId=`: what a desk at the branch needs to decide at the door offline. */
export const doorListQuerySchema = z.strictObject({
  centerId: queryId,
  /** One member's entry only: what a desk reads again after a change to that member. */
  memberId: queryId.optional(),
});

export const doorListEntrySchema = z.object({
  memberId: int,
  memberNumber: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  statuses: z.array(z.enum(MEMBER_STATUSES)),
  /** The server's decision for today at this branch, opening hours aside (the desk checks those). */
  allowed: z.boolean(),
  reason: z.enum(CHECK_IN_REFUSAL_CODES).nullable(),
  /** Credits left on the membership that admits (or would admit) the member; null for unlimited. */
  creditsRemaining: int.nullable(),
  /** Unpaid issued invoices, in minor units. */
  balanceOwed: int,
  /** The member's notes and tags: what the desk must see before letting them in. */
  notes: z.string().nullable(),
  tags: z.array(z.string()),
});
export type DoorListEntry = z.infer<typeof doorListEntrySchema>;

export const doorListResponseSchema = z.object({
  centerId: int,
  /** When the server computed the list: the copy on the desk is as fresh as this. */
  generatedAt: z.string(),
  items: z.array(doorListEntrySchema),
});
export type DoorListResponse = z.infer<typeof doorListResponseSchema>;

/** The most attempts one sync sends; a longer queue goes in several. */
export const MAX_REPLAY_BATCH = 200;

/** One attempt made at a desk that could not reach the server. */
export const offlineCheckInSchema = z.strictObject({
  /** Made by the desk when the attempt happened: a sync sent again records it once. */
  clientId: z.uuid({ error: 'Send the check-in id the desk made.' }),
  memberId: entityId('Choose a member.'),
  centerId: entityId('Choose a branch.'),
  /** When it happened at the door. */
  at: instant('Enter when the check-in happened.'),
  /** What the desk decided from its copy: let in, or refused (then `reason`). */
  allowed: z.boolean({ error: 'Say whether the desk let the member in.' }),
  reason: z.enum(CHECK_IN_REFUSAL_CODES).nullable().optional(),
  device: optionalText(TEXT_LIMITS.name, 'Keep the device name under 120 characters.').optional(),
});
export type OfflineCheckInInput = z.infer<typeof offlineCheckInSchema>;

/** `POST /check-ins/replay`: the attempts a desk queued while offline, in the order they happened. */
export const replayCheckInsSchema = z.strictObject({
  checkIns: z
    .array(offlineCheckInSchema)
    .min(1, 'Send at least one check-in.')
    .max(MAX_REPLAY_BATCH, `Send at most ${MAX_REPLAY_BATCH} check-ins at once.`),
});
export type ReplayCheckInsInput = z.infer<typeof replayCheckInsSchema>;

/**
 * What became of an attempt: `recorded` as it happened (let in, and still allowed; or refused, as at
 * the door); `let_in_offline`, let in though the server now refuses it, recorded and put on the
 * managers' review list; `duplicate`, sent before (the record made then).
 */
export const REPLAY_OUTCOMES = ['recorded', 'let_in_offline', 'duplicate'] as const;
export type ReplayOutcome = (typeof REPLAY_OUTCOMES)[number];

export const replayCheckInsResultSchema = z.object({
  results: z.array(
    z.object({
      clientId: z.string(),
      outcome: z.enum(REPLAY_OUTCOMES),
      checkIn: checkInItemSchema,
    }),
  ),
});
export type ReplayCheckInsResult = z.infer<typeof replayCheckInsResultSchema>;
