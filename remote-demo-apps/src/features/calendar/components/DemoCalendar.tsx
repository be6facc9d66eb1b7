import type { CalendarEvent } from '@cloudfit/shared/schemas/demo/calendar.schema';
import { useCalendarButtonNames } from '@cloudfit/shared/ui/calendar/calendar-buttons';
import { fullCalendarTheme } from '@cloudfit/shared/ui/calendar/calendar-theme';
import { timeOfDayFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { EventClickArg, EventDropArg } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { CALENDAR_COLORS } from './calendar-colors';
import { movedTimes } from './event-times';

const LOCALES = [deLocale, frLocale, ptLocale, zhTwLocale];

export interface DemoCalendarProps {
  events: CalendarEvent[];
  /** i18next's language; FullCalendar knows `zh-tw`. */
  locale: string;
  /** Phones open on the list, which fits their width. */
  compact: boolean;
  onOpen(event: CalendarEvent): void;
  /** A click on an empty day: add an event there. */
  onAddOn(day: string): void;
  /** After a drag or resize; `revert` puts the event back if saving fails. */
  onMove(event: CalendarEvent, times: { start: string; end: string }, revert: () => void): void;
}

/** FullCalendar (MIT packages only) with the month, week, day and list views; loaded lazily. */
export default function DemoCalendar({
  events,
  locale,
  compact,
  onOpen,
  onAddOn,
  onMove,
}: DemoCalendarProps) {
  const theme = useTheme();
  const { palette } = theme;
  const buttonNames = useCalendarButtonNames();
  // Times as the rest of the app writes them in the language: "9:00 AM" in English, "09:00" in French.
  // FullCalendar hands the wall-clock time as a UTC date.
  const timeText = useMemo(() => {
    const clock = timeOfDayFormat(locale, 'UTC');
    return (arg: { start: { marker: Date }; end?: { marker: Date } }) =>
      arg.end ? clock.formatRange(arg.start.marker, arg.end.marker) : clock.format(arg.start.marker);
  }, [locale]);
  const byId = new Map(events.map((event) => [String(event.id), event]));

  const moved = (arg: EventDropArg | EventResizeDoneArg) => {
    const event = byId.get(arg.event.id);
    if (event) onMove(event, movedTimes(arg.event, arg.event.allDay), arg.revert);
  };

  return (
    <Box
      sx={{
        ...fullCalendarTheme(theme),
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locales={LOCALES}
        locale={locale.toLowerCase()}
        direction={theme.direction}
        initialView={compact ? 'listMonth' : 'dayGridMonth'}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        // FullCalendar's icon fonts are images without a name to assistive technology; text arrows are not.
        buttonIcons={false}
        buttonText={{ prev: '‹', next: '›', ...buttonNames }}
        height="auto"
        editable
        eventResizableFromStart
        dayMaxEvents={3}
        nowIndicator
        eventTimeFormat={timeText}
        events={events.map((event) => {
          const color = palette[CALENDAR_COLORS[event.extendedProps.calendar]];
          return {
            id: String(event.id),
            title: event.title,
            start: event.start,
            end: event.end,
            allDay: event.allDay,
            // The calendar's colour tints the event; the text keeps the body's contrast.
            backgroundColor: alpha(color.main, 0.16),
            borderColor: color.main,
            textColor: palette.text.primary,
          };
        })}
        // A day cell is named after its date number only, while it also holds the events: a name
        // that hides its content from assistive technology. Without it, the cell is named by all it shows.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const event = byId.get(arg.event.id);
          if (event) onOpen(event);
        }}
        dateClick={(arg: DateClickArg) => onAddOn(arg.dateStr.slice(0, 10))}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}
