import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { fieldSlots, type PickerFieldProps, PickerLocale } from './picker-locale';

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';
const TIME_OF_DAY = 'HH:mm';
/** A year still being typed passes through 0002, 0020 and 0202: no time anyone means. */
const EARLIEST_YEAR = 1900;
/** The day a time of day is put on to be edited: any day without a clock change (UTC has none). */
const ANY_DAY = '2000-01-01';

export interface TimeFieldProps extends PickerFieldProps {
  label: string;
  disabled?: boolean;
  sx?: React.ComponentProps<typeof TimePicker>['sx'];
}

export interface TimeOfDayPickerProps extends TimeFieldProps {
  /** `HH:mm`, or null. */
  value: string | null;
  /** `HH:mm`; null when empty or not finished typing. */
  onChange(time: string | null): void;
}

export interface WallClockPickerProps extends TimeFieldProps {
  /** `YYYY-MM-DDTHH:mm` on the branch's clock, or null. */
  value: string | null;
  /** `YYYY-MM-DDTHH:mm`; null when empty or not finished typing. */
  onChange(wallClock: string | null): void;
}

function finishedText(value: Dayjs | null, pattern: string): string | null {
  return value?.isValid() && value.year() >= EARLIEST_YEAR ? value.format(pattern) : null;
}

/**
 * The picker's value for a wall-clock text, kept while the text it stands for is unchanged: a day
 * half typed (which the form holds as empty) stays in the box instead of being wiped.
 */
function usePickerValue(text: string | null, pattern: string, toPicker: (text: string) => Dayjs) {
  const [shown, setShown] = useState<Dayjs | null>(() => (text ? toPicker(text) : null));
  const [seen, setSeen] = useState(text);
  if (seen !== text) {
    setSeen(text);
    const shownText = finishedText(shown, pattern);
    if (shownText !== text) setShown(text ? toPicker(text) : null);
  }
  const change = (next: Dayjs | null, onChange: (text: string | null) => void) => {
    setShown(next);
    const nextText = finishedText(next, pattern);
    setSeen(nextText);
    onChange(nextText);
  };
  return [shown, change] as const;
}

/** What both pickers take: the shown value on a UTC clock, the change, the field's slots. */
function utcPickerProps(
  props: TimeFieldProps & { onChange(text: string | null): void },
  value: Dayjs | null,
  change: (next: Dayjs | null, onChange: (text: string | null) => void) => void,
) {
  return {
    label: props.label,
    value,
    timezone: 'UTC',
    onChange: (next: Dayjs | null) => change(next, props.onChange),
    disabled: props.disabled,
    sx: props.sx,
    slotProps: fieldSlots(props),
  };
}

/** A time of day in the user's language (12 or 24 hours); typing works as well as the clock. */
export function TimeOfDayPicker(props: TimeOfDayPickerProps) {
  const [value, change] = usePickerValue(props.value, TIME_OF_DAY, (text) => dayjs.utc(`${ANY_DAY}T${text}`));
  return (
    <PickerLocale>
      <TimePicker {...utcPickerProps(props, value, change)} />
    </PickerLocale>
  );
}

/**
 * A day and time on a clock that is not the browser's (the branch's), in the user's language. The
 * text is wall-clock time only: the picker works in UTC, so neither the browser's zone nor its
 * clock changes move it.
 */
export function WallClockPicker(props: WallClockPickerProps) {
  const [value, change] = usePickerValue(props.value, WALL_CLOCK, (text) => dayjs.utc(text));
  return (
    <PickerLocale>
      <DateTimePicker {...utcPickerProps(props, value, change)} />
    </PickerLocale>
  );
}
