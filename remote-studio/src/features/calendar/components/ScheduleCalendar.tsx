import { isolate } from '@cloudfit/shared/i18n/bidi';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { DatesSetArg, EventApi, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';

/** What FullCalendar passes a formatting function (its type is not exported). */
interface TimeFormattingArg {
  start: { marker: Date };
  end?: { marker: Date };
}

import { useCalendarButtonNames } from '@cloudfit/shared/ui/calendar/calendar-buttons';
import { fullCalendarTheme } from '@cloudfit/shared/ui/calendar/calendar-theme';
import { timeOfDayFormat } from '@cloudfit/shared/ui/format/studio-format';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import type { TimeAxis } from './calendar-hours';
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
  /** The hours the day and week views show. */
  timeAxis: TimeAxis;
  onRangeChange(range: VisibleRange): void;
  /** Called after a drag or resize; `revert` puts the event back when the server refuses. */
  onMove(event: EventApi, revert: () => void): void;
  onOpen(event: EventApi): void;
}

const DAY_MS = 86_400_000;

const HINT_UNITS = new Set(['day', 'week', 'month']);

/**
 * The names assistive technology reads for the toolbar's buttons, the day links, the list's
 * columns and "+N more" in the screen's language: FullCalendar's French, Portuguese and Chinese
 * locales have none (the arrows were read as "‹", the columns as "Time" and "Event").
 */
function useCalendarHints() {
  const { t } = useTranslation('studio');
  return useMemo(() => {
    const byUnit = (kind: 'prev' | 'next' | 'today') => (text: string, unit: string) =>
      HINT_UNITS.has(unit) ? t(`classCalendar.hints.${kind}.${unit}`) : text;
    return {
      buttonHints: { prev: byUnit('prev'), next: byUnit('next'), today: byUnit('today') },
      viewHint: (name: string) => t('classCalendar.hints.view', { name }),
      navLinkHint: (date: string) => t('classCalendar.hints.navLink', { date }),
      moreLinkHint: (count: number) => t('classCalendar.hints.more', { count }),
      closeHint: t('classCalendar.hints.close'),
      timeHint: t('classCalendar.hints.time'),
      eventHint: t('classCalendar.hints.event'),
    };
  }, [t]);
}

/**
 * FullCalendar (MIT packages only), loaded lazily by the calendar screen. It runs in UTC and gets
 * the branch's wall-clock times (see zoned-time.ts).
 */
export default function ScheduleCalendar(props: ScheduleCalendarProps) {
  const theme = useTheme();
  const { palette } = theme;
  const rtl = theme.direction === 'rtl';
  const hints = useCalendarHints();
  const buttonNames = useCalendarButtonNames();
  // Times as the rest of the app writes them in the language ("1:00 PM", "13:00"), the axis too; a
  // whole range isolated at once, so "12:15–13:00" keeps its order in a right-to-left layout.
  const { timeText, slotText } = useMemo(() => {
    const clock = timeOfDayFormat(props.locale, 'UTC');
    return {
      timeText: (arg: TimeFormattingArg) =>
        isolate(
          arg.end ? clock.formatRange(arg.start.marker, arg.end.marker) : clock.format(arg.start.marker),
        ),
      slotText: (arg: { date: { marker: Date } }) => isolate(clock.format(arg.date.marker)),
    };
  }, [props.locale]);

  const datesSet = (arg: DatesSetArg) => {
    const view = (Object.entries(CALENDAR_VIEWS).find(([, name]) => name === arg.view.type)?.[0] ??
      'week') as CalendarView;
    props.onRangeChange({
      view,
      // The day in view, not the first one shown: a week starts on Sunday in English and on Monday in
      // German, so the same address in another language would open the week before.
      date: calendarDay(arg.view.calendar.getDate()),
      from: calendarDay(arg.start),
      to: calendarDay(new Date(arg.end.getTime() - DAY_MS)),
    });
  };

  return (
    <Box
      sx={{
        ...fullCalendarTheme(theme),
        '& .fc .fc-bg-event': { opacity: 1, backgroundColor: alpha(palette.warning.main, 0.2) },
        '& .fc .fc-bg-event .fc-event-title': { color: palette.text.primary },
        '& .fc-event.cancelled .fc-event-title': { textDecoration: 'line-through' },
        // A time (an isolate, no letter to take a direction from) is cut after "07:00 – 0", not before.
        '& .fc-direction-rtl .fc-timegrid-event .fc-event-time': { direction: 'ltr', textAlign: 'right' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        direction={theme.direction}
        timeZone="UTC"
        locales={LOCALES}
        locale={props.locale.toLowerCase()}
        initialView={CALENDAR_VIEWS[props.view]}
        initialDate={props.date}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: `${CALENDAR_VIEWS.month},${CALENDAR_VIEWS.week},${CALENDAR_VIEWS.day},${CALENDAR_VIEWS.list}`,
        }}
        // FullCalendar's icon fonts are images without a name to assistive technology; text arrows are not.
        buttonIcons={false}
        buttonText={{ ...(rtl ? { prev: '›', next: '‹' } : { prev: '‹', next: '›' }), ...buttonNames }}
        {...hints}
        height="auto"
        allDaySlot={false}
        nowIndicator
        // FullCalendar's own now is UTC's clock: the now-line and today follow the studio's instead.
        now={() => toCalendarDate(new Date().toISOString(), props.timeZone)}
        // A day of every branch holds thirty classes: the month shows four and "+26 more", the
        // week two side by side and the day three, then "+N", each wide enough to read.
        dayMaxEvents={4}
        eventMaxStack={3}
        views={{ [CALENDAR_VIEWS.week]: { eventMaxStack: 2 } }}
        slotEventOverlap={false}
        slotMinTime={props.timeAxis.slotMinTime}
        slotMaxTime={props.timeAxis.slotMaxTime}
        // The day number already names the day: a cell labelled by it alone hid its events' text.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        // "+26 more" opens a popover: a button, which may say whether it is expanded; a bare link may not.
        moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
        moreLinkContent={(arg) => isolate(arg.view.type.startsWith('timeGrid') ? arg.shortText : arg.text)}
        snapDuration="00:15"
        eventTimeFormat={timeText}
        slotLabelFormat={slotText}
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
