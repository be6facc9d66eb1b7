import Stack from '@mui/material/Stack';
import { DayPicker } from '../form/DayPicker';
import type { ListFilter } from './list-types';

type DateRange = Extract<ListFilter, { kind: 'dateRange' }>;

export default function DateRangeFilter({
  filter,
  values,
  onChange,
}: {
  filter: DateRange;
  values: Record<string, string>;
  onChange(patch: Record<string, string | null>): void;
}) {
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
        onChange={(day) => day !== 'invalid' && onChange({ [filter.fromKey]: day })}
        size="small"
        maxDay={values[filter.toKey] || undefined}
      />
      <DayPicker
        label={filter.toLabel}
        value={values[filter.toKey] || null}
        onChange={(day) => day !== 'invalid' && onChange({ [filter.toKey]: day })}
        size="small"
        minDay={values[filter.fromKey] || undefined}
      />
    </Stack>
  );
}
