import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import { WEEKDAYS, type Weekday } from '@cloudfit/shared/schemas/class.schema';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useMemo } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

/** 2024-01-01 was a Monday: ISO weekday n is that day plus n - 1. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** The days of the week a series runs on, named by the user's locale, Monday first (ISO). */
export function FormWeekdays<V extends FieldValues>({ name, label }: { name: Path<V>; label: string }) {
  const { i18n } = useTranslation();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ name, control });
  const names = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    return WEEKDAYS.map((day) => format.format(new Date(A_MONDAY + (day - 1) * 86_400_000)));
  }, [i18n.language]);
  const chosen = (field.value as Weekday[] | undefined) ?? [];
  const message = fieldState.error?.message;

  const toggle = (day: Weekday, on: boolean) =>
    field.onChange(
      on ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((chosenDay) => chosenDay !== day),
    );

  return (
    <FormControl component="fieldset" error={Boolean(message)} required>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {WEEKDAYS.map((day, index) => (
          <FormControlLabel
            key={day}
            label={names[index]}
            control={
              <Checkbox
                checked={chosen.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{translateMessage(message)}</FormHelperText>}
    </FormControl>
  );
}
