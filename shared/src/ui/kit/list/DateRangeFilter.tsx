import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from '../form/DayPicker';
import type { ListFilter } from './list-types';

type DateRange = Extract<ListFilter, { kind: 'dateRange' }>;

/** How long typing may pause before the list is asked again: one request per date, not per key. */
export const DATE_FILTER_SETTLE_MS = 400;

/** The picker's own range: a year still being typed ("0002") is not a day anyone means. */
const EARLIEST_DAY = '1900-01-01';
const LATEST_DAY = '2099-12-31';

export default function DateRangeFilter({
  filter,
  values,
  onChange,
}: {
  filter: DateRange;
  values: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
}) {
  // What the fields show while a date is typed; the list hears of it once typing settles.
  const [typed, setTyped] = useState<Record<string, string | null>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  // Once the list's own value changes (this field's day arrived, or the filters were cleared), it is shown.
  const [seen, setSeen] = useState(values);
  const changedKeys = [filter.fromKey, filter.toKey].filter((key) => seen[key] !== values[key]);
  if (changedKeys.length > 0) {
    setSeen(values);
    setTyped((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !changedKeys.includes(key))),
    );
  }
  const shown = (key: string) => (key in typed ? typed[key]! : values[key] || null);

  const settle = (key: string, day: string | null) => {
    if (day === 'invalid') return;
    setTyped((current) => ({ ...current, [key]: day }));
    clearTimeout(timers.current.get(key));
    const from = key === filter.fromKey ? day : shown(filter.fromKey);
    const to = key === filter.toKey ? day : shown(filter.toKey);
    const whole = day === null || (day >= EARLIEST_DAY && day <= LATEST_DAY);
    // A range that ends before it starts is one the list refuses: wait for the other end.
    if (!whole || (from && to && from > to)) return;
    timers.current.set(
      key,
      setTimeout(() => onChange({ [key]: day }), DATE_FILTER_SETTLE_MS),
    );
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
      role="group"
      aria-label={filter.label}
    >
      <DayPicker
        label={filter.fromLabel}
        value={shown(filter.fromKey)}
        onChange={(day) => settle(filter.fromKey, day)}
        size="small"
        maxDay={shown(filter.toKey) || undefined}
      />
      <DayPicker
        label={filter.toLabel}
        value={shown(filter.toKey)}
        onChange={(day) => settle(filter.toKey, day)}
        size="small"
        minDay={shown(filter.fromKey) || undefined}
      />
    </Stack>
  );
}
