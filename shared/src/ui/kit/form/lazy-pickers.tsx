import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { DayPickerProps } from './DayPicker';
import type { TimeFieldProps, TimeOfDayPickerProps, WallClockPickerProps } from './TimePickers';

// MUI X comes in only when a picker shows, so no screen's first files carry it.
const LazyDayPicker = lazy(() => import('./DayPicker').then((module) => ({ default: module.DayPicker })));
const LazyTimeOfDayPicker = lazy(() =>
  import('./TimePickers').then((module) => ({ default: module.TimeOfDayPicker })),
);
const LazyWallClockPicker = lazy(() =>
  import('./TimePickers').then((module) => ({ default: module.WallClockPicker })),
);

/** The box the picker replaces, the same size, while MUI X arrives. */
function PickerPlaceholder(props: Omit<TimeFieldProps, 'inputRef'>) {
  return (
    <TextField
      label={props.label}
      size={props.size}
      required={props.required}
      helperText={props.error ?? props.helperText}
      fullWidth={props.fullWidth}
      sx={props.sx}
      disabled
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A calendar day in the user's language, loading MUI X when it first shows. */
export function DayField(props: DayPickerProps) {
  return (
    <Suspense fallback={<PickerPlaceholder {...props} />}>
      <LazyDayPicker {...props} />
    </Suspense>
  );
}

/** A time of day in the user's language, loading MUI X when it first shows. */
export function TimeOfDayField(props: TimeOfDayPickerProps) {
  return (
    <Suspense fallback={<PickerPlaceholder {...props} />}>
      <LazyTimeOfDayPicker {...props} />
    </Suspense>
  );
}

/** A day and time on the branch's clock in the user's language, loading MUI X when it first shows. */
export function WallClockField(props: WallClockPickerProps) {
  return (
    <Suspense fallback={<PickerPlaceholder {...props} />}>
      <LazyWallClockPicker {...props} />
    </Suspense>
  );
}
