import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { fieldSlots, type PickerFieldProps, PickerLocale } from './picker-locale';

const ISO_DAY = 'YYYY-MM-DD';
/** Where a birth date's calendar opens: most members are adults of working age. */
const BIRTH_DATE_YEARS_BACK = 30;

export interface DayPickerProps extends PickerFieldProps {
  label: string;
  /** A calendar day `YYYY-MM-DD`, or null. */
  value: string | null;
  onChange(day: string | null): void;
  disabled?: boolean;
  minDay?: string;
  maxDay?: string;
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
        slotProps={fieldSlots(props)}
      />
    </PickerLocale>
  );
}
