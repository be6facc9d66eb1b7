import { readableOn } from '@cloudfit/shared/ui/calendar/readable-on';
import type { EventInput } from '@fullcalendar/core';
import type { Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { rosterAddress } from '../../../components/roster-link';
import type { CalendarItem } from '../api/move-event';
import { toCalendarDate } from './zoned-time';

export interface CalendarFilter {
  roomId?: number;
  /** The class instructor or the PT trainer. */
  staffId?: number;
}

export function staffOf(entry: CalendarItem): { id: number; name: string } {
  return entry.kind === 'class'
    ? { id: entry.item.instructorId, name: entry.item.instructorName }
    : { id: entry.item.trainerId, name: entry.item.trainerName };
}

export function matchesFilter(entry: CalendarItem, filter: CalendarFilter): boolean {
  if (filter.roomId !== undefined && entry.item.roomId !== filter.roomId) return false;
  return filter.staffId === undefined || staffOf(entry).id === filter.staffId;
}

/** A class or PT session as a calendar event; only a scheduled one the user may change can be dragged. */
export function toCalendarEvent(
  entry: CalendarItem,
  options: {
    timeZone: string;
    roomNames: ReadonlyMap<number, string>;
    /** With every branch shown: the event's branch, so same-named rooms and classes tell apart. */
    branchName?: string;
    mayMove: boolean;
    theme: Theme;
    t: TFunction<'studio'>;
  },
): EventInput {
  const { item } = entry;
  const room = item.roomId === null ? null : (options.roomNames.get(item.roomId) ?? null);
  const scheduled = item.status === 'scheduled';
  const title =
    entry.kind === 'class'
      ? entry.item.title
      : options.t('classCalendar.ptTitle', { member: entry.item.memberName });
  const where = room && options.branchName ? `${room} (${options.branchName})` : (room ?? options.branchName);
  const details = [where, staffOf(entry).name].filter(Boolean).join(' · ');
  const color = !scheduled
    ? options.theme.palette.grey[500]
    : entry.kind === 'class'
      ? options.theme.palette.primary.main
      : options.theme.palette.success.dark;
  return {
    id: `${entry.kind}-${item.id}`,
    title: scheduled
      ? `${title} · ${details}`
      : `${title} (${options.t(`classCalendar.status.${item.status}`)})`,
    start: toCalendarDate(item.startsAt, options.timeZone),
    end: toCalendarDate(item.endsAt, options.timeZone),
    url: entry.kind === 'class' ? rosterAddress(item.id) : `/pt-detail/${item.id}`,
    editable: scheduled && options.mayMove,
    backgroundColor: color,
    borderColor: color,
    textColor: readableOn(color),
    classNames: scheduled ? [entry.kind] : [entry.kind, 'cancelled'],
    extendedProps: { entry },
  };
}
