import {
  type Measurements,
  measurementsSchema,
  type PtSessionItem,
  type UpdatePtSessionInput,
} from '@cloudfit/shared/schemas/pt-session.schema';

export type MeasurementKey = keyof Measurements;

export const MEASUREMENT_KEYS = Object.keys(measurementsSchema.shape) as MeasurementKey[];

export const MEASUREMENT_UNITS: Record<MeasurementKey, string> = {
  weightKg: 'kg',
  bodyFatPercent: '%',
  waistCm: 'cm',
  chestCm: 'cm',
  hipsCm: 'cm',
  armCm: 'cm',
  thighCm: 'cm',
  restingHeartRate: 'bpm',
};

/** The stored measurements as the form's fields: every known one, empty when not taken. */
export function measurementsOf(session: PtSessionItem): Measurements {
  return Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, session.measurements[key] ?? null]));
}

/** The whole session as the versioned update form: only notes and measurements are edited here. */
export function workoutFormValues(session: PtSessionItem): UpdatePtSessionInput {
  return {
    memberId: session.memberId,
    trainerId: session.trainerId,
    roomId: session.roomId,
    membershipId: session.membershipId,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    notes: session.notes,
    workoutNotes: session.workoutNotes,
    measurements: measurementsOf(session),
    version: session.version,
  };
}
