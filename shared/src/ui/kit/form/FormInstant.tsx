import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import { instantToWallInput, wallInputToInstant } from '@cloudfit/shared/time/wall-clock';
import { useRef } from 'react';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import { TimeOfDayField, WallClockField } from './lazy-pickers';

/**
 * A day and time typed on the branch's clock (`timeZone`), in the user's language, kept in the form
 * as an ISO instant, what the API stores; an empty or unfinished box is `emptyValue`. Under the box:
 * the hint, else the zone. `onInstantChange` lets a start time carry its end time along.
 */
export function FormInstant<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  timeZone: string;
  required?: boolean;
  helperText?: string;
  emptyValue?: '' | null;
  onInstantChange?(previous: string, next: string): void;
}) {
  const { field, fieldState } = useController<V>({ name: props.name });
  const message = fieldState.error?.message;
  // The last whole time typed: a part typed over passes through days that do not exist (31.02.),
  // and the end time still follows the start across them.
  const lastInstant = useRef<string | null>(field.value || null);
  if (field.value) lastInstant.current = field.value;
  return (
    <WallClockField
      name={field.name}
      inputRef={field.ref}
      label={props.label}
      required={props.required}
      value={instantToWallInput(field.value, props.timeZone) || null}
      onChange={(wallClock) => {
        const next = wallClock ? wallInputToInstant(wallClock, props.timeZone) : null;
        if (next && lastInstant.current) props.onInstantChange?.(lastInstant.current, next);
        field.onChange(next ?? props.emptyValue ?? null);
      }}
      onBlur={field.onBlur}
      error={message ? translateMessage(message) : undefined}
      helperText={props.helperText ?? props.timeZone.replaceAll('_', ' ')}
      fullWidth
    />
  );
}

/** A time of day `HH:mm` in the user's language (12 or 24 hours, as they write it). */
export function FormTime<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  required?: boolean;
  helperText?: string;
}) {
  const { field, fieldState } = useController<V>({ name: props.name });
  const message = fieldState.error?.message;
  return (
    <TimeOfDayField
      name={field.name}
      inputRef={field.ref}
      label={props.label}
      required={props.required}
      value={field.value || null}
      onChange={(time) => field.onChange(time ?? '')}
      onBlur={field.onBlur}
      error={message ? translateMessage(message) : undefined}
      helperText={props.helperText}
      fullWidth
    />
  );
}
