import '../../../i18n/demo-common.i18n';
import '../calendar.i18n';
import { translateApiError, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  CALENDAR_CATEGORIES,
  type CalendarCategory,
  type CalendarEvent,
} from '@cloudfit/shared/schemas/demo/calendar.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useCalendarEvents, useSaveCalendarEvent } from '../api/calendar-events';
import { CalendarSidebar } from '../components/CalendarSidebar';
import { type DrawerSubject, EventDrawer } from '../components/EventDrawer';
import { defaultTimes } from '../components/event-times';

const DemoCalendar = lazy(() => import('../components/DemoCalendar'));

const newEvent = (day?: string): DrawerSubject => ({
  kind: 'add',
  event: {
    title: '',
    ...defaultTimes(day),
    allDay: false,
    url: '',
    extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
  },
});

/** /apps/calendar: the five calendars as filters, the events in month, week, day or list view, a drawer to add and edit. */
export default function CalendarScreen() {
  const { t, i18n } = useTranslation('demo');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [shown, setShown] = useState<CalendarCategory[]>([...CALENDAR_CATEGORIES]);
  const [drawer, setDrawer] = useState<DrawerSubject | null>(null);
  const events = useCalendarEvents(shown);
  const save = useSaveCalendarEvent();

  const move = (event: CalendarEvent, times: { start: string; end: string }, revert: () => void) => {
    const { id, ...fields } = event;
    save.mutate(
      { id, event: { ...fields, ...times } },
      {
        onSuccess: () => appStore.getState().toast(t('calendar.updated', { title: event.title })),
        onError: (error) => {
          revert();
          appStore.getState().toast(translateApiError(error), 'error');
        },
      },
    );
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('calendar.title')}
      </Typography>
      <Card>
        <Grid container>
          <Grid
            size={{ xs: 12, md: 3 }}
            sx={{
              borderInlineEnd: { md: 1 },
              borderBottom: { xs: 1, md: 0 },
              borderColor: { xs: 'divider', md: 'divider' },
            }}
          >
            <CardContent>
              <CalendarSidebar shown={shown} onShownChange={setShown} onAdd={() => setDrawer(newEvent())} />
            </CardContent>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <CardContent>
              {events.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
              <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
                <DemoCalendar
                  events={events.data ?? []}
                  locale={i18n.language}
                  compact={phone}
                  onOpen={(event) => setDrawer({ kind: 'edit', event })}
                  onAddOn={(day) => setDrawer(newEvent(day))}
                  onMove={move}
                />
              </Suspense>
            </CardContent>
          </Grid>
        </Grid>
      </Card>
      <EventDrawer subject={drawer} onClose={() => setDrawer(null)} />
    </>
  );
}
