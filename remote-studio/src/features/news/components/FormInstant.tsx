import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_TIME = 'YYYY-MM-DDTHH:mm';

/** The instant as the clock on the wall of `zone` shows it, for a `datetime-local` box. */
export function toWallTime(instant: string | null, zone: string): string {
  return instant ? dayjs(instant).tz(zone).format(WALL_TIME) : '';
}

/** A wall-clock time typed for `zone` → the UTC instant the API stores. */
export function fromWallTime(wallTime: string, zone: string): string | null {
  if (!wallTime) return null;
  const local = dayjs.tz(wallTime, WALL_TIME, zone);
  return local.isValid() ? local.toISOString() : null;
}

/** A moment (publish, expiry) typed as day and time in the branch's time zone, kept as an ISO instant. */
export function FormInstant<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  zone: string;
  helperText?: string;
}) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name: props.name, control });
  const message = fieldState.error?.message;
  const error = message ? translateMessage(message) : undefined;
  return (
    <TextField
      type="datetime-local"
      name={field.name}
      inputRef={field.ref}
      label={props.label}
      value={toWallTime(field.value ?? null, props.zone)}
      onChange={(event) => field.onChange(fromWallTime(event.target.value, props.zone))}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
