import '../calendar.i18n';
import { addDays } from '@cloudfit/shared/domain/calendar-dates';
import { translateApiError, translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import {
  CALENDAR_CATEGORIES,
  CALENDAR_GUESTS,
  type CalendarEvent,
  type CalendarEventInput,
  calendarEventInputSchema,
} from '@cloudfit/shared/schemas/demo/calendar.schema';
import { appStore } from '@cloudfit/shared/store/app-store';
import { FormText, KitFormProvider, useKitForm } from '@cloudfit/shared/ui/kit/form';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useDeleteCalendarEvent, useSaveCalendarEvent } from '../api/calendar-events';
import { fromLocalInput, switchAllDay, toLocalInput } from './event-times';

/** What the drawer opens on: an event to edit, or the fields of a new one. */
export type DrawerSubject =
  | { kind: 'edit'; event: CalendarEvent }
  | { kind: 'add'; event: CalendarEventInput };

const inputOf = ({ title, start, end, allDay, url, extendedProps }: CalendarEvent): CalendarEventInput => ({
  title,
  start,
  end,
  allDay,
  url,
  extendedProps,
});

const errorText = (message: string | undefined) => (message ? translateMessage(message) : undefined);

/**
 * The side panel that adds or edits an event, checked by the shared schema. All-day events show
 * their last day; the API keeps FullCalendar's exclusive end.
 */
export function EventDrawer({ subject, onClose }: { subject: DrawerSubject | null; onClose(): void }) {
  const { t } = useTranslation('demo');
  const save = useSaveCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const editing = subject?.kind === 'edit' ? subject.event : null;
  // The values come with the subject the drawer opens on (reset below).
  const kit = useKitForm(calendarEventInputSchema, {
    defaultValues: {} as CalendarEventInput,
    onSubmit: (event) =>
      save.mutate(
        { id: editing?.id, event },
        {
          onSuccess: () => {
            appStore
              .getState()
              .toast(t(editing ? 'calendar.updated' : 'calendar.added', { title: event.title }));
            onClose();
          },
        },
      ),
  });
  const { form } = kit;
  const { control, watch, setValue, getValues } = form;

  useEffect(() => {
    if (!subject) return;
    form.reset(subject.kind === 'edit' ? inputOf(subject.event) : subject.event);
    save.reset();
    remove.reset();
  }, [subject, form.reset, save.reset, remove.reset]);

  const allDay = watch('allDay');
  const submit = kit.onSubmit;
  const deleteEvent = () => {
    if (!editing) return;
    remove.mutate(editing.id, {
      onSuccess: () => {
        appStore.getState().toast(t('calendar.deleted', { title: editing.title }));
        onClose();
      },
    });
  };
  const failure = save.error ?? remove.error;

  const timeField = (name: 'start' | 'end') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // An all-day event's end is the day after its last day.
        const shownDay =
          name === 'end' && field.value ? addDays(field.value.slice(0, 10), -1) : field.value?.slice(0, 10);
        return (
          <TextField
            label={t(`calendar.fields.${name}`)}
            type={allDay ? 'date' : 'datetime-local'}
            name={field.name}
            inputRef={field.ref}
            value={(allDay ? shownDay : toLocalInput(field.value ?? '')) ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              field.onChange(
                allDay ? (value && name === 'end' ? addDays(value, 1) : value) : fromLocalInput(value),
              );
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error?.message)}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        );
      }}
    />
  );

  return (
    <Drawer
      anchor="right"
      open={subject !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <KitFormProvider form={kit}>
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          aria-labelledby="event-drawer-title"
          spacing={2.5}
          sx={{ p: 3 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h2" id="event-drawer-title">
              {t(editing ? 'calendar.editEvent' : 'calendar.addEvent')}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('calendar.close')}>
              <CloseOutlined />
            </IconButton>
          </Stack>
          <FormText<CalendarEventInput>
            name="title"
            label={t('calendar.fields.title')}
            required
            shrinkLabel
          />
          <Controller
            control={control}
            name="extendedProps.calendar"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('calendar.fields.calendar')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={errorText(fieldState.error?.message)}
                required
                fullWidth
              >
                {CALENDAR_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {t(`calendar.calendars.${category}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {timeField('start')}
          {timeField('end')}
          <Controller
            control={control}
            name="allDay"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value ?? false}
                    onChange={(event) => {
                      const times = switchAllDay(getValues('start'), getValues('end'), event.target.checked);
                      field.onChange(event.target.checked);
                      setValue('start', times.start);
                      setValue('end', times.end);
                    }}
                  />
                }
                label={t('calendar.fields.allDay')}
              />
            )}
          />
          <FormText<CalendarEventInput> name="url" type="url" label={t('calendar.fields.url')} shrinkLabel />
          <Controller
            control={control}
            name="extendedProps.guests"
            render={({ field }) => (
              <Autocomplete
                multiple
                options={[...CALENDAR_GUESTS]}
                value={field.value ?? []}
                onChange={(_, value) => field.onChange(value)}
                renderInput={(params) => <TextField {...params} label={t('calendar.fields.guests')} />}
              />
            )}
          />
          <FormText<CalendarEventInput>
            name="extendedProps.location"
            label={t('calendar.fields.location')}
            shrinkLabel
          />
          <FormText<CalendarEventInput>
            name="extendedProps.description"
            label={t('calendar.fields.description')}
            multiline
            minRows={3}
            shrinkLabel
          />
          {failure && <Alert severity="error">{translateApiError(failure)}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t(editing ? 'calendar.update' : 'calendar.add')}
            </Button>
            {editing ? (
              <Button variant="outlined" color="error" onClick={deleteEvent} disabled={remove.isPending}>
                {t('calendar.delete')}
              </Button>
            ) : (
              <Button variant="outlined" color="secondary" onClick={onClose}>
                {t('calendar.cancel')}
              </Button>
            )}
          </Stack>
        </Stack>
      </KitFormProvider>
    </Drawer>
  );
}
