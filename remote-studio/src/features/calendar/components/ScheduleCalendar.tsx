import type { DatesSetArg, EventApi, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-views';
import { calendarDay, toCalendarDate } from './zoned-time';

const LOCALES = [deLocale, frLocale, ptLocale, zhTwLocale];

export interface VisibleRange {
  view: CalendarView;
  /** The day the view is anchored on, and the first and last day it shows. */
  date: string;
  from: string;
  to: string;
}

export interface ScheduleCalendarProps {
  events: EventInput[];
  view: CalendarView;
  date: string;
  /** The studio's time zone: "now" and "today" are its wall clock, as the events are. */
  timeZone: string;
  /** i18next's language; FullCalendar knows `zh-tw`. */
  locale: string;
  onRangeChange(range: VisibleRange): void;
  /** Called after a drag or resize; `revert` puts the event back when the server refuses. */
  onMove(event: EventApi, revert: () => void): void;
  onOpen(event: EventApi): void;
}

const DAY_MS = 86_400_000;

/**
 * FullCalendar (MIT packages only), loaded lazily by the calendar screen. It runs in UTC and gets
 * the branch's wall-clock times (see zoned-time.ts).
 */
export default function ScheduleCalendar(props: ScheduleCalendarProps) {
  const theme = useTheme();
  const { palette } = theme;

  const datesSet = (arg: DatesSetArg) => {
    const view = (Object.entries(CALENDAR_VIEWS).find(([, name]) => name === arg.view.type)?.[0] ??
      'week') as CalendarView;
    props.onRangeChange({
      view,
      date: calendarDay(arg.view.currentStart),
      from: calendarDay(arg.start),
      to: calendarDay(new Date(arg.end.getTime() - DAY_MS)),
    });
  };

  return (
    <Box
      sx={{
        '--fc-border-color': palette.divider,
        '--fc-page-bg-color': palette.background.paper,
        '--fc-neutral-bg-color': palette.action.hover,
        '--fc-list-event-hover-bg-color': palette.action.hover,
        '--fc-today-bg-color': alpha(palette.primary.main, 0.08),
        '--fc-now-indicator-color': palette.error.main,
        '--fc-button-bg-color': palette.primary.main,
        '--fc-button-border-color': palette.primary.main,
        '--fc-button-hover-bg-color': palette.primary.dark,
        '--fc-button-hover-border-color': palette.primary.dark,
        '--fc-button-active-bg-color': palette.primary.dark,
        '--fc-button-active-border-color': palette.primary.dark,
        '--fc-button-text-color': palette.primary.contrastText,
        '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc .fc-toolbar-title': { fontSize: theme.typography.h6.fontSize },
        '& .fc a': { color: 'inherit' },
        '& .fc-event.cancelled .fc-event-title': { textDecoration: 'line-through' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        timeZone="UTC"
        locales={LOCALES}
        locale={props.locale.toLowerCase()}
        initialView={CALENDAR_VIEWS[props.view]}
        initialDate={props.date}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: `${CALENDAR_VIEWS.month},${CALENDAR_VIEWS.week},${CALENDAR_VIEWS.day}`,
        }}
        // FullCalendar's icon fonts are images without a name to assistive technology; text arrows are not.
        buttonIcons={false}
        buttonText={{ prev: '‹', next: '›' }}
        height="auto"
        allDaySlot={false}
        nowIndicator
        // FullCalendar's own now is UTC's clock: the now-line and today follow the studio's instead.
        now={() => toCalendarDate(new Date().toISOString(), props.timeZone)}
        dayMaxEvents
        slotEventOverlap={false}
        snapDuration="00:15"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={props.events}
        datesSet={datesSet}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          props.onOpen(arg.event);
        }}
        eventDrop={(arg: EventDropArg) => props.onMove(arg.event, arg.revert)}
        eventResize={(arg: EventResizeDoneArg) => props.onMove(arg.event, arg.revert)}
      />
    </Box>
  );
}
