import { DOMAIN_CODES } from '@cloudfit/shared/api/domain-codes';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { ApiError } from '@cloudfit/shared/http/api-error';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { ClassItem, ClassMoveLosses, UpdateClassInput } from '@cloudfit/shared/schemas/class.schema';
import type { PtSessionItem, UpdatePtSessionInput } from '@cloudfit/shared/schemas/pt-session.schema';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';

export type CalendarItem = { kind: 'class'; item: ClassItem } | { kind: 'pt'; item: PtSessionItem };

export interface CalendarMove {
  entry: CalendarItem;
  startsAt: string;
  endsAt: string;
  /** A class only: cancel the bookings of the members the move drops (they were shown and confirmed). */
  confirm?: boolean;
}

/** `PUT /classes/:id` with new times and everything else as read: the server checks room and instructor. */
function moveClass(item: ClassItem, startsAt: string, endsAt: string, confirm: boolean): Promise<ClassItem> {
  const input: UpdateClassInput = {
    centerId: item.centerId,
    roomId: item.roomId,
    instructorId: item.instructorId,
    title: item.title,
    description: item.description,
    capacity: item.capacity,
    creditCost: item.creditCost,
    startsAt,
    endsAt,
    version: item.version,
    ...(confirm ? { confirm: true } : {}),
  };
  return apiClient.put<ClassItem>(`classes/${item.id}`, input);
}

/** `PUT /pt-sessions/:id` with new times and everything else as read: the server checks room and trainer. */
function movePtSession(item: PtSessionItem, startsAt: string, endsAt: string): Promise<PtSessionItem> {
  const input: UpdatePtSessionInput = {
    memberId: item.memberId,
    trainerId: item.trainerId,
    roomId: item.roomId,
    membershipId: item.membershipId,
    notes: item.notes,
    startsAt,
    endsAt,
    version: item.version,
  };
  return apiClient.put<PtSessionItem>(`pt-sessions/${item.id}`, input);
}

/** The booked members a class move would drop, when that is why the server refused it. */
export function movesLosses(error: unknown): ClassMoveLosses | null {
  if (!ApiError.is(error) || error.code !== DOMAIN_CODES.classMoveLosesBookings) return null;
  return (error.body?.error.details as ClassMoveLosses | undefined) ?? null;
}

/**
 * Moves or resizes a class or a PT session. A refusal is not toasted here: the calendar asks to
 * confirm a move that drops bookings, and toasts any other refusal (room taken, instructor busy,
 * changed meanwhile) translated as it puts the event back.
 */
export function useMoveCalendarItem(describeTime: (instant: string) => string) {
  const { t } = useTranslation('studio');
  return useApiMutation<CalendarMove, ClassItem | PtSessionItem>({
    mutate: ({ entry, startsAt, endsAt, confirm }) =>
      entry.kind === 'class'
        ? moveClass(entry.item, startsAt, endsAt, confirm === true)
        : movePtSession(entry.item, startsAt, endsAt),
    successMessage: (moved) => t('classCalendar.moved', { time: describeTime(moved.startsAt) }),
    invalidate: [['classes'], ['pt-sessions'], ['bookings'], ['memberships']],
    errorToast: false,
  });
}
