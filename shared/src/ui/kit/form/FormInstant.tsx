import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import { instantToWallInput, wallInputToInstant } from '@cloudfit/shared/time/wall-clock';
import TextField from '@mui/material/TextField';
import { type FieldValues, type Path, useController } from 'react-hook-form';

/**
 * A day and time typed on the branch's clock (`timeZone`), kept in the form as an ISO instant, what
 * the API stores; an empty or unfinished box is `emptyValue`. Under the box: the hint, else the zone.
 * `onInstantChange` lets a start time carry its end time along.
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
  return (
    <TextField
      type="datetime-local"
      name={field.name}
      inputRef={field.ref}
      label={props.label}
      required={props.required}
      value={instantToWallInput(field.value, props.timeZone)}
      onChange={(event) => {
        const next = wallInputToInstant(event.target.value, props.timeZone);
        if (next && field.value) props.onInstantChange?.(field.value, next);
        field.onChange(next ?? props.emptyValue ?? null);
      }}
      onBlur={field.onBlur}
      error={Boolean(message)}
      helperText={
        message ? translateMessage(message) : (props.helperText ?? props.timeZone.replaceAll('_', ' '))
      }
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
