import type { AuditLogItem } from '@cloudfit/shared/schemas/audit-log.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { TFunction } from 'i18next';

interface ClosureEntry {
  centerName: string;
  startsOn: string;
  endsOn: string;
  reason: string;
  cancelledClasses: { title: string; startsAt: string }[];
  extendedMemberships: { days: number; startDate?: string; newStartDate?: string; newEndDate: string }[];
}

/**
 * What a timeline entry did, in a sentence, for the entries whose action alone does not say it:
 * a branch closure (memberships extended, bookings cancelled) and the member list's bulk actions.
 */
export function activityDetails(row: AuditLogItem, t: TFunction, format: StudioFormat): string {
  const after = row.after as Record<string, unknown> | null;
  if (!after) return '';
  switch (row.action) {
    case 'closure': {
      const entry = after as unknown as ClosureEntry;
      return [
        t('memberActivity.closure', {
          center: entry.centerName,
          from: format.day(entry.startsOn),
          to: format.day(entry.endsOn),
          reason: entry.reason,
        }),
        ...entry.extendedMemberships.map((membership) =>
          membership.days === 0 && membership.newStartDate
            ? t('memberActivity.closureMoved', {
                start: format.day(membership.newStartDate),
                date: format.day(membership.newEndDate),
              })
            : t('memberActivity.closureExtended', {
                count: membership.days,
                days: membership.days,
                date: format.day(membership.newEndDate),
              }),
        ),
        ...entry.cancelledClasses.map((booking) =>
          t('memberActivity.closureBooking', { title: booking.title, at: format.dateTime(booking.startsAt) }),
        ),
      ].join('; ');
    }
    case 'bulk-add-tag':
    case 'bulk-remove-tag':
      return t('memberActivity.tag', { tag: String(after.tag) });
    case 'bulk-extend':
      return t('memberActivity.extended', {
        count: Number(after.days),
        days: Number(after.days),
        reason: String(after.reason),
      });
    default:
      return '';
  }
}
