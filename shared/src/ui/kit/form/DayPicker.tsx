import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { fieldSlots, type PickerFieldProps, PickerLocale } from './picker-locale';

const ISO_DAY = 'YYYY-MM-DD';
const FIRST_FOUR_DIGIT_YEAR = 1000;
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

/**
 * A day whose year is typed in full: a year still being typed passes through 0002, 0020 and 0202,
 * which are days nobody means (and a report would be asked for each).
 */
function isWholeDay(day: Dayjs): boolean {
  return day.isValid() && day.year() >= FIRST_FOUR_DIGIT_YEAR;
}

function dayText(day: Dayjs | null): string | null {
  return day && isWholeDay(day) ? day.format(ISO_DAY) : null;
}

const toDay = (text: string | null) => (text ? dayjs(text, ISO_DAY) : null);

/**
 * The picker's day, kept while the text it stands for is unchanged: a day typed in part stays in
 * the box, whether the form holds it as 'invalid' or a report keeps its last whole day.
 */
function useShownDay(text: string | null) {
  const [shown, setShown] = useState<Dayjs | null>(() => toDay(text));
  const [seen, setSeen] = useState(text);
  if (seen !== text) {
    setSeen(text);
    if (text !== 'invalid' && dayText(shown) !== text) setShown(toDay(text));
  }
  return [shown, setShown] as const;
}

/** A calendar day in the user's language; typing works as well as the calendar. */
export function DayPicker(props: DayPickerProps) {
  const [value, setValue] = useShownDay(props.value);
  return (
    <PickerLocale>
      <DatePicker
        label={props.label}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next ? (dayText(next) ?? 'invalid') : null);
        }}
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
