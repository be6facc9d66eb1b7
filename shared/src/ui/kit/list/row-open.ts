import type { KeyboardEvent } from 'react';

/**
 * What makes a row (or a phone's card) open on a click and on Enter. `prepare` runs on the press,
 * before the click completes, and again on the open: it starts what the opened screen will need
 * (its code, its record) while the button is still down.
 */
export function rowOpenProps<T>(row: T, open: ((row: T) => void) | undefined, prepare?: (row: T) => void) {
  if (!open) return {};
  const openNow = () => {
    prepare?.(row);
    open(row);
  };
  return {
    tabIndex: 0,
    onPointerDown: prepare ? () => prepare(row) : undefined,
    onClick: openNow,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) openNow();
    },
  };
}
