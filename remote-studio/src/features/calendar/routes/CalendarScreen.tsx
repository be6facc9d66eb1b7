import { useLiveQueries } from '@cloudfit/shared/live/use-live';
import '@cloudfit/shared/ui/kit/kit.i18n';
import '../calendar.i18n';
import '../calendar-closures.i18n';
import { isolate } from '@cloudfit/shared/i18n/bidi';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink, useNavigate, useSearchParams } from '@cloudfit/shared/router/app-router';
import type { ClassDetail, ClassMoveLosses } from '@cloudfit/shared/schemas/class.schema';
import { appStore, useAppStore } from '@cloudfit/shared/store/app-store';
import { wallInputToInstant } from '@cloudfit/shared/time/wall-clock';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import { recordQuery } from '@cloudfit/shared/ui/kit/record';
import type { EventApi } from '@fullcalendar/core';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { rosterAddress, rosterOpenedState } from '../../../components/roster-link';
import { type CalendarRange, useCalendarClasses } from '../api/calendar-classes';
import { useCalendarClosures } from '../api/calendar-closures';
import { useCalendarPtSessions } from '../api/calendar-pt-sessions';
import { useCalendarRooms } from '../api/calendar-rooms';
import { type CalendarItem, type CalendarMove, movesLosses, useMoveCalendarItem } from '../api/move-event';
import { matchesFilter, staffOf, toCalendarEvent } from '../components/calendar-events';
import { timeAxis } from '../components/calendar-hours';
import { isCalendarView } from '../components/calendar-views';
import { toClosureEvent } from '../components/closure-events';
import { outsideOpeningHours } from '../components/move-hours';
import type { VisibleRange } from '../components/ScheduleCalendar';
import { fromCalendarDate, toCalendarDate } from '../components/zoned-time';

const ScheduleCalendar = lazy(() => import('../components/ScheduleCalendar'));
const ClassMoveDialog = lazy(() =>
  import('../../../components/class-move/ClassMoveDialog').then((module) => ({
    default: module.ClassMoveDialog,
  })),
);

/** A class move the server held back because it drops booked members, waiting for the user's word. */
interface HeldMove {
  move: CalendarMove & { entry: Extract<CalendarItem, { kind: 'class' }> };
  losses: ClassMoveLosses;
  revert(): void;
}

/** A move outside its branch's opening hours, waiting for the user's word. */
interface OffHoursMove {
  move: CalendarMove;
  branch: string;
  /** The day it moves to on the branch's clock. */
  day: string;
  /** The branch's hours on the day it moves to (none: closed that day). */
  hours: { opens: string; closes: string }[];
  revert(): void;
}

function numberParam(value: string | null): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Classes and PT sessions of the navbar's branch by day, week, month or as a list (the first view
 * with every branch; one day on a phone), from the branches' earliest opening hour, in the branch's time
 * zone; drag to move or resize (the server checks room and instructor), click to open.
 */
export default function CalendarScreen() {
  // Changes made at other desks and in other tabs refresh what this screen shows.
  useLiveQueries();
  const { t, i18n } = useTranslation('studio');
  const theme = useTheme();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const format = useStudioFormat();
  const ability = useAppStore((s) => s.ability);
  const centerId = useAppStore((s) => s.currentCenter?.id);
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<CalendarRange | null>(null);
  // Seven columns do not fit a phone: it opens on one day.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  const view = params.get('view');
  const date = params.get('date');
  const roomId = numberParam(params.get('room'));
  const staffId = numberParam(params.get('instructor'));
  const scopedRange = range && { ...range, centerId };

  const classes = useCalendarClasses(scopedRange);
  const sessions = useCalendarPtSessions(scopedRange, ability.can('read', 'PtSession'));
  const rooms = useCalendarRooms(centerId);
  const closures = useCalendarClosures(scopedRange);
  const centers = useCenters().data;
  const move = useMoveCalendarItem(format.dateTime);
  const [held, setHeld] = useState<HeldMove | null>(null);
  const [offHours, setOffHours] = useState<OffHoursMove | null>(null);

  const entries = useMemo<CalendarItem[]>(
    () => [
      ...(classes.data ?? []).map((item): CalendarItem => ({ kind: 'class', item })),
      ...(sessions.data ?? []).map((item): CalendarItem => ({ kind: 'pt', item })),
    ],
    [classes.data, sessions.data],
  );
  const people = useMemo(() => {
    const byId = new Map(entries.map((entry) => [staffOf(entry).id, staffOf(entry).name]));
    return [...byId].sort(([, a], [, b]) => a.localeCompare(b));
  }, [entries]);
  const events = useMemo(() => {
    const roomNames = new Map((rooms.data ?? []).map((room) => [room.id, room.name]));
    const branchNames = new Map((centers ?? []).map((center) => [center.id, center.name]));
    return entries
      .filter((entry) => matchesFilter(entry, { roomId, staffId }))
      .map((entry) =>
        toCalendarEvent(entry, {
          timeZone: format.timeZone,
          roomNames,
          branchName: centerId === undefined ? branchNames.get(entry.item.centerId) : undefined,
          mayMove: ability.can('update', entry.kind === 'class' ? 'Class' : 'PtSession'),
          theme,
          t,
        }),
      );
  }, [entries, rooms.data, centers, centerId, roomId, staffId, format.timeZone, ability, theme, t]);
  const today = format.today();
  const axis = useMemo(() => {
    const shown = (centers ?? []).filter((center) =>
      centerId === undefined ? center.active : center.id === centerId,
    );
    const todayShown = range !== null && range.from <= today && today <= range.to;
    return timeAxis(
      shown.map((center) => center.openingHours),
      events,
      todayShown ? toCalendarDate(new Date().toISOString(), format.timeZone) : undefined,
    );
  }, [centers, centerId, events, range, today, format.timeZone]);
  const eventsWithClosures = useMemo(
    () => [
      ...events,
      ...(closures.data ?? []).map((closure) =>
        toClosureEvent(
          closure,
          centerId === undefined
            ? t('calendarClosures.bandAt', { center: closure.centerName, reason: closure.reason })
            : t('calendarClosures.band', { reason: closure.reason }),
          theme,
        ),
      ),
    ],
    [events, closures.data, centerId, t, theme],
  );

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const showRange = (visible: VisibleRange) => {
    setRange({ from: visible.from, to: visible.to });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', visible.view);
        next.set('date', visible.date);
        return next;
      },
      { replace: true },
    );
  };

  // A refused move goes back where it was, with the server's reason translated.
  const refused = (error: unknown, revert: () => void) => {
    revert();
    appStore.getState().toast(translateApiError(error), 'error');
  };

  const sendMove = (request: CalendarMove, revert: () => void) => {
    const { entry } = request;
    move.mutate(request, {
      onError: (error) => {
        const losses = entry.kind === 'class' ? movesLosses(error) : null;
        if (losses && entry.kind === 'class') setHeld({ move: { ...request, entry }, losses, revert });
        else refused(error, revert);
      },
    });
  };

  const moveEvent = (event: EventApi, revert: () => void) => {
    const entry = event.extendedProps.entry as CalendarItem;
    if (!event.start || !event.end) return revert();
    const request: CalendarMove = {
      entry,
      startsAt: fromCalendarDate(event.start, format.timeZone),
      endsAt: fromCalendarDate(event.end, format.timeZone),
    };
    // The calendar's dates are the branch's wall clock written as UTC.
    const center = centers?.find((candidate) => candidate.id === entry.item.centerId);
    const hours =
      center &&
      outsideOpeningHours(
        center.openingHours,
        event.start.toISOString().slice(0, 16),
        event.end.toISOString().slice(0, 16),
      );
    if (center && hours)
      setOffHours({
        move: request,
        branch: center.name,
        day: event.start.toISOString().slice(0, 10),
        hours,
        revert,
      });
    else sendMove(request, revert);
  };

  // Confirmed, the move can still be refused (the room or the instructor taken meanwhile, or on
  // that slot all along: the server names dropped bookings first): the dialog closes and says why.
  const confirmHeld = () => {
    if (!held) return;
    move.mutate(
      { ...held.move, confirm: true },
      {
        onSuccess: () => setHeld(null),
        onError: (error) => {
          setHeld(null);
          refused(error, held.revert);
        },
      },
    );
  };

  const dropHeld = () => {
    held?.revert();
    setHeld(null);
  };

  const openEvent = (event: EventApi) => {
    const entry = event.extendedProps.entry as CalendarItem;
    if (entry.kind === 'class') {
      // The roster's class is asked for now, while the class list's screen opens around it.
      void queryClient.prefetchQuery(recordQuery<ClassDetail>('classes', entry.item.id));
      navigate(rosterAddress(entry.item.id), { state: rosterOpenedState });
    } else navigate(`/pt-detail/${entry.item.id}`);
  };

  // The opening hours' "HH:MM" in the studio's way of writing times, as the times beside them.
  const clock = (day: string, time: string) =>
    format.time(wallInputToInstant(`${day}T${time}`, format.timeZone));
  // Like the formatter's values, a range is isolated as a whole only in a right-to-left layout.
  const rangeText = (text: string) => (theme.direction === 'rtl' ? isolate(text) : text);
  const loading = classes.isFetching || sessions.isFetching || move.isPending;
  return (
    <>
      <PageHeader
        title={t('classCalendar.title')}
        subtitle={t('classCalendar.subtitle', { timeZone: format.timeZone })}
        actions={
          ability.can('create', 'Class') && (
            <Button component={RouterLink} to="/class-import" startIcon={<UploadFileOutlined />}>
              {t('classCalendar.import')}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('classCalendar.room')}
            value={roomId ?? ''}
            onChange={(event) => setParam('room', event.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('classCalendar.allRooms')}</MenuItem>
            {(rooms.data ?? []).map((room) => (
              <MenuItem key={room.id} value={room.id}>
                {centerId === undefined ? `${room.name} (${room.centerName})` : room.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('classCalendar.instructor')}
            value={staffId ?? ''}
            onChange={(event) => setParam('instructor', event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('classCalendar.everyone')}</MenuItem>
            {staffId !== undefined && !people.some(([id]) => id === staffId) && (
              <MenuItem value={staffId}>{t('classCalendar.notThisPeriod')}</MenuItem>
            )}
            {people.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {(closures.data ?? []).map((closure) => (
          <Alert key={closure.id} severity="warning" sx={{ mb: 1 }} data-testid="calendar-closure">
            {t('calendarClosures.note', {
              center: closure.centerName,
              days:
                closure.startsOn === closure.endsOn
                  ? format.day(closure.startsOn)
                  : rangeText(`${format.day(closure.startsOn)} – ${format.day(closure.endsOn)}`),
              reason: closure.reason,
            })}
          </Alert>
        ))}
        <LinearProgress
          aria-label={t('classCalendar.loading')}
          sx={{ mb: 1, visibility: loading ? 'visible' : 'hidden' }}
        />
        <Suspense fallback={<LinearProgress aria-label={t('classCalendar.loading')} />}>
          <ScheduleCalendar
            events={eventsWithClosures}
            view={isCalendarView(view) ? view : centerId === undefined ? 'list' : phone ? 'day' : 'week'}
            date={date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today}
            timeZone={format.timeZone}
            locale={i18n.language}
            timeAxis={axis}
            onRangeChange={showRange}
            onMove={moveEvent}
            onOpen={openEvent}
          />
        </Suspense>
      </Paper>
      {offHours && (
        <ConfirmDialog
          open
          title={t('classCalendar.offHours.title')}
          body={
            <span data-testid="move-off-hours">
              {offHours.hours.length === 0
                ? t('classCalendar.offHours.closedDay', {
                    branch: offHours.branch,
                    day: format.day(offHours.day),
                    from: format.time(offHours.move.startsAt),
                    to: format.time(offHours.move.endsAt),
                  })
                : t('classCalendar.offHours.body', {
                    branch: offHours.branch,
                    day: format.day(offHours.day),
                    hours: offHours.hours
                      .map(
                        (entry) => `${clock(offHours.day, entry.opens)}–${clock(offHours.day, entry.closes)}`,
                      )
                      .join(', '),
                    from: format.time(offHours.move.startsAt),
                    to: format.time(offHours.move.endsAt),
                  })}
            </span>
          }
          confirmLabel={t('classCalendar.offHours.confirm')}
          cancelLabel={t('classCalendar.offHours.cancel')}
          onConfirm={() => {
            sendMove(offHours.move, offHours.revert);
            setOffHours(null);
          }}
          onClose={() => {
            offHours.revert();
            setOffHours(null);
          }}
        />
      )}
      {held && (
        <Suspense fallback={null}>
          <ClassMoveDialog
            title={held.move.entry.item.title}
            members={held.losses.members}
            busy={move.isPending}
            onConfirm={confirmHeld}
            onClose={dropHeld}
          />
        </Suspense>
      )}
    </>
  );
}
