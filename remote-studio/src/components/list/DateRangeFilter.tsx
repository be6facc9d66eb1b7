import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { DayPicker } from '../form/DayPicker';
import type { ListFilter } from './list-types';

type DateRange = Extract<ListFilter, { kind: 'dateRange' }>;

/** How long typing may pause before the list is asked again: one request per date, not per key. */
export const DATE_FILTER_SETTLE_MS = 400;

export default function DateRangeFilter({
  filter,
  values,
  onChange,
}: {
  filter: DateRange;
  values: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
}) {
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => timers.forEach(clearTimeout);
  }, []);
  // A date being typed passes through days that are not the one meant ("2026-05-0", year "0002"):
  // only a whole, valid day is sent, and only once the typing settles.
  const settle = (key: string, day: string | null) => {
    clearTimeout(pending.current.get(key));
    if (day === 'invalid') return;
    pending.current.set(
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
        value={values[filter.fromKey] || null}
        onChange={(day) => settle(filter.fromKey, day)}
        size="small"
        maxDay={values[filter.toKey] || undefined}
        strict
      />
      <DayPicker
        label={filter.toLabel}
        value={values[filter.toKey] || null}
        onChange={(day) => settle(filter.toKey, day)}
        size="small"
        minDay={values[filter.fromKey] || undefined}
        strict
      />
    </Stack>
  );
}
