import { z } from 'zod';
import { listQuerySchema } from '../api/list-query';
import {
  entityId,
  instant,
  optionalText,
  orderedDateRange,
  queryDate,
  queryId,
  TEXT_LIMITS,
  versionField,
} from './studio-fields';

export const PT_SESSION_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type PtSessionStatus = (typeof PT_SESSION_STATUSES)[number];

const notesText = (tooLongMessage: string) => optionalText(TEXT_LIMITS.long, tooLongMessage);

const measure = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).nullable().optional();

/** Body measurements taken in a session; every one is optional. */
export const measurementsSchema = z.strictObject({
  weightKg: measure(20, 400, 'Enter a weight between 20 and 400 kg.'),
  bodyFatPercent: measure(1, 75, 'Enter a body fat between 1 and 75 %.'),
  waistCm: measure(30, 250, 'Enter a measurement between 30 and 250 cm.'),
  chestCm: measure(30, 250, 'Enter a measurement between 30 and 250 cm.'),
  hipsCm: measure(30, 250, 'Enter a measurement between 30 and 250 cm.'),
  armCm: measure(10, 100, 'Enter a measurement between 10 and 100 cm.'),
  thighCm: measure(20, 150, 'Enter a measurement between 20 and 150 cm.'),
  restingHeartRate: measure(25, 220, 'Enter a resting heart rate between 25 and 220.'),
});
export type Measurements = z.infer<typeof measurementsSchema>;

const ptSessionFields = z.strictObject({
  memberId: entityId('Choose a member.'),
  trainerId: entityId('Choose a trainer.'),
  roomId: entityId('Choose a room.').nullable(),
  /** The member's PT pack that this session uses. */
  membershipId: entityId('Choose the PT package to use.'),
  startsAt: instant('Enter a valid start time.'),
  endsAt: instant('Enter a valid end time.'),
  notes: notesText('Keep the notes under 2000 characters.'),
});

type PtSessionFields = z.infer<typeof ptSessionFields>;

function checkSessionTimes(value: PtSessionFields, ctx: z.RefinementCtx): void {
  const minutes = (Date.parse(value.endsAt) - Date.parse(value.startsAt)) / 60_000;
  if (minutes <= 0) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The session must end after it starts.' });
  } else if (minutes > 4 * 60) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'A session can last at most 4 hours.' });
  }
}

export const createPtSessionSchema = ptSessionFields.superRefine(checkSessionTimes);
export type CreatePtSessionInput = z.infer<typeof createPtSessionSchema>;

/** Reschedules or reassigns a session; notes and measurements may be kept up to date too. */
export const updatePtSessionSchema = ptSessionFields
  .extend({
    workoutNotes: notesText('Keep the workout notes under 2000 characters.').optional(),
    measurements: measurementsSchema.optional(),
    version: versionField,
  })
  .superRefine(checkSessionTimes);
export type UpdatePtSessionInput = z.infer<typeof updatePtSessionSchema>;

/** Completing uses one session of the PT pack and opens a signature request for the member. */
export const completePtSessionSchema = z.strictObject({
  workoutNotes: notesText('Keep the workout notes under 2000 characters.').optional(),
  measurements: measurementsSchema.optional(),
  version: versionField,
});
export type CompletePtSessionInput = z.infer<typeof completePtSessionSchema>;

export const closePtSessionSchema = z.strictObject({
  status: z.enum(['cancelled', 'no_show'], { error: 'Choose cancelled or no-show.' }),
  version: versionField,
});
export type ClosePtSessionInput = z.infer<typeof closePtSessionSchema>;

export const PT_SESSION_SORT_KEYS = ['startsAt', 'status', 'createdAt'] as const;
export type PtSessionSortKey = (typeof PT_SESSION_SORT_KEYS)[number];

export const ptSessionListQuerySchema = listQuerySchema
  .extend({
    sortBy: z.enum(PT_SESSION_SORT_KEYS).optional(),
    memberId: queryId.optional(),
    trainerId: queryId.optional(),
    centerId: queryId.optional(),
    status: z.enum(PT_SESSION_STATUSES).optional(),
    from: queryDate.optional(),
    to: queryDate.optional(),
  })
  .strict()
  .refine(...orderedDateRange);
export type PtSessionListQuery = z.infer<typeof ptSessionListQuerySchema>;

const int = z.number().int();

export const ptSessionItemSchema = z.object({
  id: int,
  memberId: int,
  memberName: z.string(),
  memberNumber: z.string(),
  trainerId: int,
  trainerName: z.string(),
  roomId: int.nullable(),
  centerId: int,
  membershipId: int,
  /** Sessions left on the PT pack. */
  sessionsRemaining: int.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PT_SESSION_STATUSES),
  notes: z.string().nullable(),
  workoutNotes: z.string().nullable(),
  // Stored measurements are shown as they are; the input schema is the one that checks ranges.
  measurements: z.record(z.string(), z.number().nullable()),
  signatureRequestId: int.nullable(),
  completedAt: z.string().nullable(),
  version: int,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PtSessionItem = z.infer<typeof ptSessionItemSchema>;

export const ptSessionListResponseSchema = z.object({ items: z.array(ptSessionItemSchema), total: int });
