import { translateMessage } from '@cloudfit/shared/i18n/i18n';
import { useNumberText } from '@cloudfit/shared/ui/kit/form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { basisPointsToPercent } from './settings-form';

/** "19" or "12,5" → 1900 or 1250 basis points; NaN for text that is not a percentage with at most two decimals. */
export function percentToBasisPoints(text: string): number {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

/** A rate typed as a percent and kept in the form as basis points, as the API stores it. */
export function FormPercent<V extends FieldValues>(props: {
  name: Path<V>;
  label: string;
  helperText?: string;
}) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name: props.name, control });
  const [text, type] = useNumberText(field.value, field.onChange, percentToBasisPoints, basisPointsToPercent);
  const message = fieldState.error?.message;
  const error = message ? translateMessage(message) : undefined;

  return (
    <TextField
      required
      name={field.name}
      inputRef={field.ref}
      label={props.label}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
      fullWidth
    />
  );
}
