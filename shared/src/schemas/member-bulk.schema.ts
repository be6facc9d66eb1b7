import { z } from 'zod';
import { memberListQuerySchema } from './member.schema';
import { MAX_EXTEND_DAYS } from './membership.schema';
import { entityId, requiredText, TEXT_LIMITS } from './studio-fields';

/** The most members one bulk action changes, whether chosen one by one or as a filtered result. */
export const MAX_BULK_MEMBERS = 5_000;

/** The filters of the member list (`?q&centerId&status`), as the list sends them. */
export const memberBulkFilterSchema = memberListQuerySchema.pick({ q: true, centerId: true, status: true });

const selectionSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(entityId('Choose a member.'), { error: 'Choose a member.' })
        .min(1, 'Choose a member.')
        .max(MAX_BULK_MEMBERS, 'Choose at most 5,000 members.'),
    }),
    z.strictObject({ filter: memberBulkFilterSchema }),
  ],
  { error: 'Choose the members.' },
);

const tag = z
  .string({ error: 'Enter a tag.' })
  .trim()
  .min(1, 'Enter a tag.')
  .max(40, 'Keep each tag under 40 characters.');

export const MEMBER_BULK_ACTION_TYPES = ['addTag', 'removeTag', 'extend'] as const;
export type MemberBulkActionType = (typeof MEMBER_BULK_ACTION_TYPES)[number];

const actionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('addTag'), tag }),
    z.strictObject({ type: z.literal('removeTag'), tag }),
    z.strictObject({
      type: z.literal('extend'),
      days: z
        .number({ error: 'Enter a number of days between 1 and 3650.' })
        .int('Enter a number of days between 1 and 3650.')
        .min(1, 'Enter a number of days between 1 and 3650.')
        .max(MAX_EXTEND_DAYS, 'Enter a number of days between 1 and 3650.'),
      reason: requiredText(TEXT_LIMITS.short, 'Enter a reason.', 'Keep the reason under 200 characters.'),
    }),
  ],
  { error: 'Choose an action.' },
);

/**
 * `POST /members/bulk`: one action on the chosen members or on every member the list's filters
 * find. With `dryRun` nothing changes and the answer says how many records the action would change.
 * `extend` moves the end of every running time-based membership (frozen ones too) of each member.
 */
export const memberBulkSchema = z.strictObject({
  selection: selectionSchema,
  action: actionSchema,
  dryRun: z.boolean({ error: 'Choose whether to only count.' }).default(false),
});
export type MemberBulkInput = z.infer<typeof memberBulkSchema>;
export type MemberBulkAction = MemberBulkInput['action'];
export type MemberBulkSelection = z.input<typeof selectionSchema>;

/**
 * `selected`: the members the selection names (archived ones left out); `members`: those the
 * action changes (or would); `memberships`: the memberships an extension moves.
 */
export const memberBulkResultSchema = z.object({
  dryRun: z.boolean(),
  selected: z.number().int(),
  members: z.number().int(),
  memberships: z.number().int(),
});
export type MemberBulkResult = z.infer<typeof memberBulkResultSchema>;
