import type { AuditLogItem } from '@cloudfit/shared/schemas/audit-log.schema';
import type { StudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { TFunction } from 'i18next';
import '../member-activity.i18n';

interface ClosureEntry {
  centerName: string;
  startsOn: string;
  endsOn: string;
  reason: string;
  cancelledClasses: { title: string; startsAt: string }[];
  extendedMemberships: { days: number; startDate?: string; newStartDate?: string; newEndDate: string }[];
}

type Logged = Record<string, unknown>;

/** Fields every write touches: never "what changed" to a person. */
const BOOKKEEPING_FIELDS = new Set(['version', 'updatedAt', 'createdAt', 'id']);

/** The member fields a save changed, by their labels on the member form. */
function changedMemberFields(before: Logged, after: Logged, t: TFunction): string[] {
  return Object.keys(after)
    .filter((key) => !BOOKKEEPING_FIELDS.has(key))
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) =>
      t(key === 'homeCenterId' ? 'members.fields.homeCenter' : `members.fields.${key}`, {
        defaultValue: key,
      }),
    );
}

/** The action's name on the member's timeline: "Membership frozen", "Payment", "Profile changed". */
export function activityAction(row: AuditLogItem, t: TFunction): string {
  return t([`activityLog.actions.${row.entity}.${row.action}`, `activityLog.generic.${row.action}`], {
    defaultValue: row.action,
  });
}

function membershipDetails(row: AuditLogItem, t: TFunction, format: StudioFormat): string {
  const before = (row.before ?? {}) as Logged;
  const after = (row.after ?? {}) as Logged;
  const parts: string[] = [];
  if (!row.before && after.startDate && after.endDate) {
    parts.push(
      t('activityLog.ends', {
        from: format.day(String(after.startDate)),
        to: format.day(String(after.endDate)),
      }),
    );
  } else if (before.endDate && after.endDate && before.endDate !== after.endDate) {
    parts.push(
      t('activityLog.endMoved', {
        from: format.day(String(before.endDate)),
        to: format.day(String(after.endDate)),
      }),
    );
  }
  if (after.cancelReason && after.cancelReason !== before.cancelReason) {
    parts.push(t('activityLog.reason', { reason: String(after.cancelReason) }));
  }
  return parts.join('; ');
}

function invoiceDetails(row: AuditLogItem, t: TFunction, format: StudioFormat): string {
  const before = (row.before ?? {}) as Logged;
  const after = (row.after ?? row.before ?? {}) as Logged;
  const number = after.number ? String(after.number) : t('activityLog.draft');
  const money = (value: unknown) => format.money(Number(value ?? 0));
  switch (row.action) {
    case 'payment':
      return t('activityLog.paid', {
        amount: money(Number(after.paid ?? 0) - Number(before.paid ?? 0)),
        number,
        balance: money(Number(after.total ?? 0) - Number(after.paid ?? 0)),
      });
    // Entries written before the invoice's entry carried the reason say it without.
    case 'refund':
      return t(after.reason ? 'activityLog.refundedWhy' : 'activityLog.refunded', {
        amount: money(Number(before.paid ?? 0) - Number(after.paid ?? 0)),
        number,
        reason: String(after.reason ?? ''),
      });
    case 'reversal':
      return t(after.reason ? 'activityLog.reversedWhy' : 'activityLog.reversed', {
        amount: money(Number(before.paid ?? 0) - Number(after.paid ?? 0)),
        number,
        reason: String(after.reason ?? ''),
      });
    case 'void':
      return t('activityLog.voided', { number, reason: String(after.voidReason ?? '') });
    default:
      return t('activityLog.invoice', { number, total: money(after.total) });
  }
}

/**
 * What a timeline entry did, in a sentence: the fields a profile save changed, a membership's new
 * dates or cancel reason, an invoice's number and amounts, a branch closure (memberships extended,
 * bookings cancelled) and the member list's bulk actions.
 */
export function activityDetails(row: AuditLogItem, t: TFunction, format: StudioFormat): string {
  if (row.entity === 'memberships') return membershipDetails(row, t, format);
  if (row.entity === 'invoices') return invoiceDetails(row, t, format);
  const after = row.after as Record<string, unknown> | null;
  if (!after) return '';
  switch (row.action) {
    case 'create':
      return after.memberNumber ? t('activityLog.memberNumber', { number: String(after.memberNumber) }) : '';
    case 'update':
    case 'archive': {
      const fields = row.before ? changedMemberFields(row.before as Logged, after, t) : [];
      return fields.length > 0 ? t('activityLog.changed', { fields: fields.join(', ') }) : '';
    }
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
