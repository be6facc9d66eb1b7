import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickerLocale } from './picker-locale';

const ISO_DAY = 'YYYY-MM-DD';
/** Where a birth date's calendar opens: most members are adults of working age. */
const BIRTH_DATE_YEARS_BACK = 30;

export interface DayPickerProps {
  label: string;
  /** A calendar day `YYYY-MM-DD`, or null. */
  value: string | null;
  onChange(day: string | null): void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  minDay?: string;
  maxDay?: string;
  name?: string;
  onBlur?(): void;
  fullWidth?: boolean;
  /** A date of birth: the calendar opens on the years, around 30 years back, and no day is in the future. */
  birthDate?: boolean;
}

/** A calendar day in the user's language; typing works as well as the calendar. */
export function DayPicker(props: DayPickerProps) {
  const value = props.value ? dayjs(props.value, ISO_DAY) : null;
  return (
    <PickerLocale>
      <DatePicker
        label={props.label}
        value={value}
        onChange={(next) => props.onChange(next?.isValid() ? next.format(ISO_DAY) : next ? 'invalid' : null)}
        disabled={props.disabled}
        minDate={props.minDay ? dayjs(props.minDay, ISO_DAY) : undefined}
        maxDate={props.maxDay ? dayjs(props.maxDay, ISO_DAY) : undefined}
        disableFuture={props.birthDate}
        openTo={props.birthDate && !value ? 'year' : undefined}
        referenceDate={
          props.birthDate ? dayjs().subtract(BIRTH_DATE_YEARS_BACK, 'year').startOf('year') : undefined
        }
        slotProps={{
          textField: {
            name: props.name,
            size: props.size,
            required: props.required,
            error: Boolean(props.error),
            helperText: props.error ?? props.helperText,
            onBlur: props.onBlur,
            fullWidth: props.fullWidth,
          },
          field: { clearable: !props.required },
        }}
      />
    </PickerLocale>
  );
}
